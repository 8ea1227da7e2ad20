// Every behaviour the catalogue names exists. The built-in catalogue's endpoints look theirs up when first called
// (src/dispatch/compile.ts), so a start no longer finds a misspelt one: this does, for every endpoint of both profiles.
import { describe, expect, it } from 'vitest';
import { handlerFor } from '../../src/areas/index.js';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import { PROFILES } from '../../src/model/catalogue.js';

describe("the catalogue's behaviours", () => {
  it.each(PROFILES)('are all known, in the %s profile', (name) => {
    const unknown: string[] = [];
    for (const route of routesOf(profiles[name])) {
      for (const ep of route.endpoints) {
        if (ep.bind) continue; // a kind's behaviour (src/kinds), not an area's
        try {
          handlerFor(ep);
        } catch (e) {
          unknown.push(`${ep.methods.join(',')} ${route.pattern}: ${(e as Error).message.slice(0, 80)}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('answers an unknown name with the names it knows', () => {
    expect(() => handlerFor({ methods: ['GET'], args: {}, permission: 'public', behaviour: 'no-such-behaviour' })).toThrow(
      /unknown behaviour "no-such-behaviour" \(known: index, namespace-index, batch, faker, posts\.list, .*sitetool-.*assistant-/,
    );
  });
});
