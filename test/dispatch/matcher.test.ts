// The route matcher tries only the patterns that can match a path (same first segment, or a first segment that is
// a regex); it must find the route a scan of every pattern in order finds, for every path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRegExp } from '../../src/catalogue/route-pattern.js';
import { samplePath } from '../../src/catalogue/route-pattern-fill.js';
import { buildMatcher } from '../../src/dispatch/compile.js';
import type { CompiledRoute } from '../../src/dispatch/types.js';
import type { Route } from '../../src/model/catalogue.js';
import { PROFILES } from '../../src/model/catalogue.js';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';

const compiled = (routes: readonly Route[]) => routes.map((source) => ({ source, endpoints: [] }) as unknown as CompiledRoute);

/** The matcher as a scan: exact paths first, then every pattern in order. */
function scan(routes: readonly CompiledRoute[], path: string): string | undefined {
  const exact = routes.find((r) => !r.source.pattern.includes('(') && r.source.pattern.toLowerCase() === path.toLowerCase());
  if (exact) return exact.source.pattern;
  return routes.find((r) => r.source.pattern.includes('(') && toRegExp(r.source.pattern).test(path))?.source.pattern;
}

const PLUGIN: Route[] = [
  { pattern: '/acme/v1/things/(?P<id>[\\d]+)', namespace: 'acme/v1', endpoints: [] },
  { pattern: '/(?P<anything>[\\w-]+)/v9/catch', namespace: '', endpoints: [] },
  { pattern: '/Mixed/V1/(?P<slug>[a-z]+)', namespace: 'Mixed/V1', endpoints: [] },
  { pattern: '/dot.ted/v1/(?P<id>\\d+)', namespace: 'dot.ted/v1', endpoints: [] },
];

describe.each(PROFILES)('the %s profile’s matcher', (name) => {
  const routes = compiled([...routesOf(profiles[name]), ...PLUGIN]);
  const match = buildMatcher(routes);
  const samples = routes.map((r) => samplePath(r.source.pattern));

  it('finds for every route’s sample path (and its upper-cased form) the route a scan finds', () => {
    for (const path of [...samples, ...samples.map((p) => p.toUpperCase()), '/cms/v9/catch', '/dotXted/v1/5', '/mixed/v1/abc']) {
      expect(match(path)?.route.source.pattern).toBe(scan(routes, path));
    }
  });

  it('agrees with a scan on made-up paths', () => {
    const segment = fc.oneof(
      fc.constantFrom('cms', 'v2', 'posts', '1', 'acme', 'v1', 'things', 'x-1', 'shop', 'v3', 'dot.ted', 'v9', 'catch', 'mixed'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (parts) => {
        const path = `/${parts.join('/')}`;
        expect(match(path)?.route.source.pattern).toBe(scan(routes, path));
      }),
      { numRuns: 3000 },
    );
  });
});
