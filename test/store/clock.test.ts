import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import type { ClockAdvance } from '../../src/model/scenario.js';
import { ADMIN, rest, site } from '../helpers.js';

/** Two GETs, then two created posts: their dates show how the clock moved. */
async function datesOfWrites(advance?: ClockAdvance): Promise<string[]> {
  const agent = site({ scenario: loadScenario(undefined, advance ? { clock: { advance } } : {}) });
  await agent.get(rest('/cms/v2/posts')).expect(200);
  await agent.get(rest('/cms/v2/pages')).expect(200);
  const dates: string[] = [];
  for (const title of ['one', 'two']) {
    const res = await agent.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title, status: 'publish' }).expect(201);
    dates.push(res.body.date_gmt);
  }
  return dates;
}

describe('the scenario clock', () => {
  it.each<[ClockAdvance | undefined, string, string[]]>([
    [undefined, 'moves one second per write by default', ['2026-01-15T09:00:01', '2026-01-15T09:00:02']],
    ['per-write', 'moves one second per write', ['2026-01-15T09:00:01', '2026-01-15T09:00:02']],
    ['per-request', 'moves one second per request, reads included', ['2026-01-15T09:00:03', '2026-01-15T09:00:04']],
    ['frozen', 'never moves', ['2026-01-15T09:00:00', '2026-01-15T09:00:00']],
  ])('clock.advance %s: %s', async (advance, _, expected) => {
    expect(await datesOfWrites(advance)).toEqual(expected);
  });

  it('per request, each session keeps its own clock', async () => {
    const agent = site({ scenario: loadScenario(undefined, { clock: { advance: 'per-request' } }) });
    await agent.get(rest('/cms/v2/posts')).set('X-Mock-Session', 'other').expect(200);
    const res = await agent.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'mine', status: 'publish' }).expect(201);
    expect(res.body.date_gmt).toBe('2026-01-15T09:00:01');
  });
});
