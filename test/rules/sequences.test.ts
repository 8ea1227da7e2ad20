import { describe, expect, it } from 'vitest';
import { rest, site } from '../helpers.js';
import { ruleScenario, type RuleInput } from './rule-scenario.js';

const statuses = async (http: ReturnType<typeof site>, n: number, session = 'default') => {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) out.push((await http.get(rest('/my-plugin/v1/job')).set('X-Mock-Session', session)).body);
  return out;
};
const job = (extra: RuleInput = {}): RuleInput => ({
  match: { route: '/my-plugin/v1/job' },
  respond: [{ body: 'queued' }, { body: 'running' }, { body: 'done' }],
  ...extra,
});

describe('rules: priority', () => {
  it('the highest priority answers, whatever the file order', async () => {
    const http = site({
      scenario: ruleScenario([
        { match: { route: '/my-plugin/v1/p' }, respond: [{ body: 'low' }] },
        { match: { route: '/my-plugin/v1/p' }, priority: 10, respond: [{ body: 'high' }] },
      ]),
    });
    await http.get(rest('/my-plugin/v1/p')).expect(200, '"high"');
  });

  it('equal priorities keep file order', async () => {
    const http = site({
      scenario: ruleScenario([
        { match: { route: '/my-plugin/v1/{x}' }, respond: [{ body: 'first' }] },
        { match: { route: '/my-plugin/v1/p' }, respond: [{ body: 'second' }] },
      ]),
    });
    await http.get(rest('/my-plugin/v1/p')).expect(200, '"first"');
  });

  it('a rule whose other conditions fail lets the next one answer', async () => {
    const http = site({
      scenario: ruleScenario([
        { match: { route: '/my-plugin/v1/p', query: { v: 2 } }, priority: 5, respond: [{ body: 'v2' }] },
        { match: { route: '/my-plugin/v1/p' }, respond: [{ body: 'any' }] },
      ]),
    });
    await http.get(rest('/my-plugin/v1/p', '&v=2')).expect(200, '"v2"');
    await http.get(rest('/my-plugin/v1/p', '&v=3')).expect(200, '"any"');
  });
});

describe('rules: respond sequences', () => {
  it('answers in turn, then repeats the last answer', async () => {
    const http = site({ scenario: ruleScenario([job()]) });
    expect(await statuses(http, 5)).toEqual(['queued', 'running', 'done', 'done', 'done']);
  });

  it('after: cycle starts over', async () => {
    const http = site({ scenario: ruleScenario([job({ after: 'cycle' })]) });
    expect(await statuses(http, 5)).toEqual(['queued', 'running', 'done', 'queued', 'running']);
  });

  it('each session keeps its own place in a sequence', async () => {
    const http = site({ scenario: ruleScenario([job()]) });
    expect(await statuses(http, 2, 'a')).toEqual(['queued', 'running']);
    expect(await statuses(http, 1, 'b')).toEqual(['queued']);
    expect(await statuses(http, 1, 'a')).toEqual(['done']);
  });

  it('each rule keeps its own place', async () => {
    const http = site({ scenario: ruleScenario([job(), { match: { route: '/my-plugin/v1/other' }, respond: [{ body: 1 }, { body: 2 }] }]) });
    await statuses(http, 2);
    await http.get(rest('/my-plugin/v1/other')).expect(200, '1');
    expect(await statuses(http, 1)).toEqual(['done']);
  });

  it('a session reset starts the sequence over', async () => {
    const http = site({ scenario: ruleScenario([job()]) });
    await statuses(http, 2, 'w');
    await http.post('/__mock/sessions/w/reset').expect(200);
    expect(await statuses(http, 1, 'w')).toEqual(['queued']);
  });

  it('each answer of a sequence has its own status and headers', async () => {
    const http = site({
      scenario: ruleScenario([
        {
          match: { route: '/my-plugin/v1/flaky' },
          respond: [
            { status: 503, headers: { 'Retry-After': '1' }, body: { code: 'busy' } },
            { status: 200, body: { ok: true } },
          ],
        },
      ]),
    });
    const first = await http.get(rest('/my-plugin/v1/flaky')).expect(503, { code: 'busy' });
    expect(first.headers['retry-after']).toBe('1');
    const second = await http.get(rest('/my-plugin/v1/flaky')).expect(200, { ok: true });
    expect(second.headers['retry-after']).toBeUndefined();
  });
});
