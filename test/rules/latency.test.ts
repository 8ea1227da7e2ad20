// Latency (issue 18): every REST answer may wait a seeded, repeatable time: serve --latency, the scenario's `latency`
// (global, by route pattern) and a rule's. Asserted by the latency each answer drew (the journal records it) and by
// the generator's sequences, never by elapsed time.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listed } from '../../src/admin/request-journal.js';
import { Latency } from '../../src/dispatch/latency.js';
import type { ScenarioFile } from '../../src/scenario/defaults.js';
import { loadScenario } from '../../src/scenario/load.js';
import { startMockSite } from '../../src/start.js';
import { mockApp, rest, ROOT } from '../helpers.js';

const SCENARIO: ScenarioFile = {
  latency: { min: 1, max: 2, routes: { '/cms/v2/posts/{id}': '4-5' } },
  rules: [
    { name: 'fixed-pages', match: { route: '/cms/v2/pages' }, respond: { body: [] }, latency: 7 },
    { name: 'things', match: { route: '/todo/v1/things' }, bind: { kind: 'collection', store: 'things' }, latency: { min: 8, max: 9 } },
  ],
};

/** The latency each journaled request waited, in order. */
const latencies = (app: ReturnType<typeof mockApp>['app']) => app.journal.entries().map((e) => listed(e).latency);

describe('latency: which range applies', () => {
  it("a rule's (respond or bind) wins over its route's, a route pattern's over the global one", async () => {
    const { app, http } = mockApp({ scenario: loadScenario(undefined, SCENARIO) });
    await http.get(rest('/cms/v2/posts')).expect(200); // global
    await http.get(rest('/cms/v2/posts/1')).expect(200); // the route pattern
    await http.get(rest('/cms/v2/pages')).expect(200); // a respond rule
    await http.get(rest('/todo/v1/things')).expect(200); // a bind rule
    const [global, route, rule, bound] = latencies(app);
    expect(global).toBeGreaterThanOrEqual(1);
    expect(global).toBeLessThanOrEqual(2);
    expect([4, 5]).toContain(route);
    expect(rule).toBe(7);
    expect([8, 9]).toContain(bound);
  });

  it("serve --latency replaces the scenario's global latency; its routes' and rules' still win", async () => {
    const { app, http } = mockApp({ scenario: loadScenario(undefined, SCENARIO), latency: { min: 20, max: 20 } });
    await http.get(rest('/cms/v2/posts')).expect(200);
    await http.get(rest('/cms/v2/posts/1')).expect(200);
    await http.get(rest('/cms/v2/pages')).expect(200);
    const [global, route, rule] = latencies(app);
    expect(global).toBe(20);
    expect([4, 5]).toContain(route);
    expect(rule).toBe(7);
  });

  it("--latency 0 turns the scenario's global latency off; without any latency the journal shows none", async () => {
    const off = mockApp({ scenario: loadScenario(undefined, { latency: 30 }), latency: { min: 0, max: 0 } });
    await off.http.get(rest('/cms/v2/posts/1')).expect(200);
    expect(off.app.site.latency).toBeUndefined();
    expect(listed(off.app.journal.entries()[0]!)).not.toHaveProperty('latency');
  });

  it('applies to every answer: errors, OPTIONS and bodies refused before dispatch', async () => {
    const { app, http } = mockApp({ latency: { min: 3, max: 3 } });
    await http.get(rest('/cms/v2/nothing')).expect(404);
    await http.options(rest('/cms/v2/posts')).expect(200);
    await http.post(rest('/cms/v2/posts')).set('Content-Type', 'application/json').send('{"title":').expect(400);
    await http.get(rest('/cms/v2/posts', '&_jsonp=bad()')).expect(400);
    expect(latencies(app)).toEqual([3, 3, 3, 3]);
  });
});

describe('latency: seeded sequences', () => {
  const draws = (latency: Latency, session: string, n: number) => Array.from({ length: n }, () => latency.ms(latency.draw(session), '/x'));

  it('the same seed gives the same sequence; another seed another; each session has its own', () => {
    const range = { min: 0, max: 1000 };
    const a = draws(new Latency(1, range), 'default', 20);
    expect(draws(new Latency(1, range), 'default', 20)).toEqual(a);
    expect(draws(new Latency(2, range), 'default', 20)).not.toEqual(a);
    expect(a.every((ms) => Number.isInteger(ms) && ms >= 0 && ms <= 1000)).toBe(true);
    expect(new Set(a).size).toBeGreaterThan(10);
    // Requests of another session in between change nothing in this one's.
    const mixed = new Latency(1, range);
    const interleaved = a.map(() => {
      mixed.draw('other');
      return mixed.ms(mixed.draw('default'), '/x');
    });
    expect(interleaved).toEqual(a);
  });

  it("a reset starts a session's sequence over", () => {
    const latency = new Latency(7, { min: 0, max: 500 });
    const first = draws(latency, 's', 5);
    latency.reset('s');
    expect(draws(latency, 's', 5)).toEqual(first);
    latency.reset();
    expect(draws(latency, 's', 5)).toEqual(first);
  });

  it('two runs of the same requests wait the same, and POST /__mock/reset starts the session over', async () => {
    const run = async () => {
      const { app, http } = mockApp({ scenario: loadScenario(undefined, { seed: 5 }), latency: { min: 0, max: 9 } });
      for (const n of [1, 2, 1, 3, 1])
        await http
          .get(rest(`/cms/v2/posts/${n}`))
          .set('X-Mock-Session', 'run')
          .expect(200);
      const waited = latencies(app);
      await http.post('/__mock/reset').expect(200);
      for (const n of [1, 2, 1, 3, 1])
        await http
          .get(rest(`/cms/v2/posts/${n}`))
          .set('X-Mock-Session', 'run')
          .expect(200);
      return { waited, again: latencies(app) };
    };
    const one = await run();
    const two = await run();
    expect(two.waited).toEqual(one.waited);
    expect(one.again).toEqual(one.waited);
  });
});

describe('latency: fast and slow paths, timers', () => {
  it('a read answered again from the bytes kept waits too, and answers the same bytes', async () => {
    const site = await startMockSite({ latency: { min: 2, max: 4 } });
    try {
      const a = await fetch(`${site.url}${rest('/cms/v2/posts/1')}`);
      const b = await fetch(`${site.url}${rest('/cms/v2/posts/1')}`);
      expect(await b.text()).toBe(await a.text());
      const journal = site.journal();
      expect(journal.map((e) => e.answeredBy)).toEqual(['posts.get', 'posts.get']);
      for (const e of journal) expect([2, 3, 4]).toContain(e.latency);
    } finally {
      await site.close();
    }
  });

  it('a replayed request waits, on the first (looked up) and the next (known) answer alike', async () => {
    const site = await startMockSite({ replay: { paths: [join(ROOT, 'recordings/example-site.yaml')] }, latency: { min: 2, max: 4 } });
    try {
      const path = '/wp-json/wp/v2/posts?per_page=2&_wpnonce=abc';
      const a = await fetch(`${site.url}${path}`);
      const b = await fetch(`${site.url}${path}`);
      expect(await b.text()).toBe(await a.text());
      const journal = site.journal();
      expect(journal.map((e) => e.answeredBy.startsWith('replay:'))).toEqual([true, true]);
      for (const e of journal) expect([2, 3, 4]).toContain(e.latency);
    } finally {
      await site.close();
    }
  });

  it('a delayed answer still arrives whole, with the latency it waited in the journal', async () => {
    const site = await startMockSite({
      scenario: loadScenario(undefined, { rules: [{ name: 'slow', match: { route: '/cms/v2/posts/1' }, respond: { body: { slow: true } }, latency: 25 }] }),
    });
    try {
      const res = await fetch(`${site.url}${rest('/cms/v2/posts/1')}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ slow: true });
      expect(site.journal()).toMatchObject([{ answeredBy: 'rule:slow', latency: 25 }]);
    } finally {
      await site.close();
    }
  });

  it('a waiting answer blocks nothing: other requests and /__mock calls are answered meanwhile', async () => {
    const scenario = loadScenario(undefined, { latency: { routes: { '/cms/v2/posts/{id}': 600_000 } } });
    const site = await startMockSite({ scenario });
    const stalled = new AbortController();
    try {
      const waiting = fetch(`${site.url}${rest('/cms/v2/posts/1')}`, { signal: stalled.signal }).catch((e: Error) => e.name);
      await new Promise<void>((resolve) => site.server.once('request', () => resolve()));
      // No latency applies to the list, and none ever to the admin API.
      expect((await fetch(`${site.url}${rest('/cms/v2/posts')}`)).status).toBe(200);
      expect((await fetch(`${site.url}/__mock/health`)).status).toBe(200);
      expect(site.journal().map((e) => e.route)).toEqual(['/cms/v2/posts']);
      stalled.abort();
      expect(await waiting).toBe('AbortError');
    } finally {
      await site.close();
    }
  });
});

describe('latency in scenario files', () => {
  const load = (text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-site-latency-')), 'latency.yaml');
    writeFileSync(file, text);
    try {
      loadScenario(file);
      return { file, message: '' };
    } catch (e) {
      return { file, message: (e as Error).message };
    }
  };

  it('reads a number, a "min-max" text and {min, max}, globally, by route and on rules', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-site-latency-')), 'ok.yaml');
    writeFileSync(
      file,
      [
        'latency:',
        '  min: 10',
        '  max: 20',
        '  routes:',
        "    '/cms/v2/posts/{id}': 30-40",
        '    /cms/v2/media: 50',
        '    /cms/v2/users: { min: 60, max: 70 }',
        'rules:',
        '  - { match: { route: /cms/v2/pages }, respond: { body: [] }, latency: " 5 - 6 " }',
        '',
      ].join('\n'),
    );
    const scenario = loadScenario(file);
    expect(scenario.latency).toEqual({
      global: { min: 10, max: 20 },
      routes: [
        { route: '/cms/v2/posts/{id}', range: { min: 30, max: 40 } },
        { route: '/cms/v2/media', range: { min: 50, max: 50 } },
        { route: '/cms/v2/users', range: { min: 60, max: 70 } },
      ],
    });
    expect(scenario.rules[0]!.latency).toEqual({ min: 5, max: 6 });
    expect(loadScenario(undefined, { latency: '15' }).latency).toEqual({ global: { min: 15, max: 15 }, routes: [] });
    expect(loadScenario().latency).toEqual({ global: null, routes: [] });
  });

  it.each([
    [
      'latency: 80-20\n',
      '1:10: latency must be milliseconds: a whole number (50) or a range min-max (20-80, the smaller first), at most 600000 (got string "80-20")',
    ],
    ['latency: -5\n', '1:10: latency must be milliseconds'],
    ['latency: 900000\n', 'at most 600000 (got number 900000)'],
    [
      'latency: [1, 2]\n',
      '1:10: latency must be milliseconds: a whole number (50) or a range min-max (20-80, the smaller first), at most 600000 or a mapping (got a list)',
    ],
    ['latency: { min: 80, max: 20 }\n', '1:10: latency: min (80) is above max (20). Swap them.'],
    ['latency: { max: 20 }\n', '1:10: latency: give both min and max (or neither, with routes only): min is missing.'],
    ['latency: { min: 1, max: 2, step: 3 }\n', 'unknown key "step" in latency (valid keys: min, max, routes)'],
    ['latency:\n  routes:\n    /cms/v2/posts: 9-1\n', '3:20: latency.routes./cms/v2/posts must be milliseconds'],
    ['latency:\n  routes:\n    "/cms/v2/(posts": 5\n', '3:5: latency.routes: "/cms/v2/(posts" is not a valid route pattern'],
    ['rules:\n  - { match: { route: /x }, respond: {}, latency: { min: 5 } }\n', '2:51: rules[0].latency needs "max"'],
    ['rules:\n  - { match: { route: /x }, respond: {}, latency: { min: 9, max: 1 } }\n', 'rules[0].latency: min (9) is above max (1). Swap them.'],
  ])('refuses %j saying what to fix', (text, expected) => {
    const { file, message } = load(text);
    expect(message).toContain(`${file}:`);
    expect(message).toContain(expected);
  });
});
