import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { formattedInFull, wpDate } from '../../src/store/clock.js';
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

  it('writes instants as Date does, across days, years, offsets and out of its range', () => {
    let seed = 3;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const DAY = 86_400_000;
    const instants = [
      ...Array.from({ length: 3000 }, () => Math.floor((next() - 0.3) * 4e12)),
      ...Array.from({ length: 1000 }, (_, i) => Date.UTC(2026, 0, 15) + i * 1000 + (i % 7) * DAY),
      ...[0, -1, 1, DAY - 1, DAY, -DAY, -DAY - 1, 951782400000 - 1, 951782400000, 8.64e15, -8.64e15, 8.64e15 + 1, Number.NaN, 1.5, -0.5],
    ];
    for (const at of instants)
      for (const offset of [0, 5.5, -11, 14]) {
        const shifted = at + offset * 3600_000;
        expect(wpDate(at, offset)).toBe(formattedInFull(shifted));
        if (Math.abs(shifted) <= 8.64e15 && new Date(shifted).getUTCFullYear() >= 0 && new Date(shifted).getUTCFullYear() <= 9999)
          expect(wpDate(at, offset)).toBe(new Date(shifted).toISOString().slice(0, 19));
      }
  });
});
