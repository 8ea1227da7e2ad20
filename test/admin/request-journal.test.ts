// The journal's ring itself (src/admin/request-journal.ts): a request is recorded as a few references into columns,
// and an entry is made of them when first read. What is read must be what the request was once answered, whenever
// it is read: before or after its body is let go, after a reset of another session, for a replay hit (recorded
// without a request of its own) as for a dispatched one.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RequestJournal, listed } from '../../src/admin/request-journal.js';
import { requestLine } from '../../src/admin/request-log.js';
import { createMockApp } from '../../src/app.js';
import type { Trace } from '../../src/http/rest-listener.js';
import { addressOf } from '../../src/wp/addressing.js';
import type { RestRequest } from '../../src/wp/request.js';
import type { WireAnswer } from '../../src/wp/respond.js';

const answered = (statusCode = 200) => ({ headersSent: true, statusCode }) as ServerResponse;

function setup(capacity = 10, bodiesKept = 100, bodyBudget?: number) {
  const app = createMockApp();
  const journal = new RequestJournal(capacity, bodiesKept, bodyBudget);
  return { site: app.site, journal };
}

/** A dispatched request's trace (as serve() leaves it), for `route` and `query`, answered with `body`. */
function dispatched(route: string, opts: { session?: string; body?: string; headers?: RestRequest['headers']; query?: RestRequest['query'] } = {}): Trace {
  const request: RestRequest = {
    method: 'GET',
    wireMethod: 'GET',
    route,
    query: opts.query ?? {},
    rawQuery: '',
    headers: opts.headers ?? { host: 'example.test' },
    form: {},
    files: {},
    urlParams: {},
    params: {},
    user: null,
    session: opts.session ?? 'default',
    origin: 'http://example.test',
  };
  const answer: WireAnswer = { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: opts.body ?? '[]' };
  return { started: performance.now(), request, answeredBy: 'posts.list', answer };
}

describe('the request journal', () => {
  it('keeps the last `capacity` requests, oldest first, found by id while kept', () => {
    const { site, journal } = setup(3);
    const ids = [1, 2, 3, 4, 5].map((n) => journal.record(site, dispatched(`/cms/v2/posts/${n}`), answered()));
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(journal.entries().map((e) => [e.id, e.route])).toEqual([
      [3, '/cms/v2/posts/3'],
      [4, '/cms/v2/posts/4'],
      [5, '/cms/v2/posts/5'],
    ]);
    expect(journal.find(2)).toBeUndefined();
    expect(journal.find(4)?.route).toBe('/cms/v2/posts/4');
    // The same entry, however it is reached, while the ring keeps it.
    expect(journal.find(4)).toBe(journal.entries()[1]);
  });

  it('grows a large ring as it fills, and wraps it once full', () => {
    const { site, journal } = setup(3000);
    for (let n = 1; n <= 2500; n++) journal.record(site, dispatched(`/cms/v2/posts/${n}`), answered());
    expect(journal.entries().map((e) => e.id)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(journal.find(1234)?.route).toBe('/cms/v2/posts/1234');
    for (let n = 2501; n <= 3500; n++) journal.record(site, dispatched(`/cms/v2/posts/${n}`), answered());
    const ids = journal.entries().map((e) => e.id);
    expect(ids).toHaveLength(3000);
    expect([ids[0], ids[2999]]).toEqual([501, 3500]);
    expect(journal.find(500)).toBeUndefined();
    expect(journal.find(3000)?.route).toBe('/cms/v2/posts/3000');
  });

  it('keeps nothing with capacity 0, but counts the routes', () => {
    const { site, journal } = setup(0);
    expect(journal.record(site, dispatched('/cms/v2/posts'), answered())).toBe(0);
    expect(journal.entries()).toEqual([]);
    expect(journal.routes.report(site).routes.find((r) => r.route === '/cms/v2/posts')?.requests).toBe(1);
  });

  it('shows what was answered: status (null when no answer was sent), duration, latency only when one applied', () => {
    const { site, journal } = setup();
    journal.record(site, { ...dispatched('/cms/v2/posts'), latency: 25 }, answered(201));
    journal.record(site, dispatched('/cms/v2/posts'), { headersSent: false, statusCode: 200 } as ServerResponse);
    const [first, second] = journal.entries();
    expect(first).toMatchObject({ status: 201, latency: 25, answeredBy: 'posts.list', session: 'default', user: null, bodyDropped: false });
    expect(second).toMatchObject({ status: null, latency: undefined });
    expect(first!.duration).toBeGreaterThanOrEqual(0);
    expect(Math.round(first!.duration * 100) / 100).toBe(first!.duration);
    expect(listed(first!)).toMatchObject({ id: 1, time: '2026-01-15T09:00:00.000Z', latency: 25 });
    expect(listed(second!)).not.toHaveProperty('latency');
  });

  it('lets go of a body past the newest `bodiesKept`, keeping its status and headers, whether or not the entry was read before', () => {
    const { site, journal } = setup(10, 2);
    for (const n of [1, 2]) journal.record(site, dispatched('/cms/v2/posts', { body: `[${n}]` }), answered());
    const readBefore = journal.find(1)!;
    expect(readBefore.answer?.body).toBe('[1]');
    for (const n of [3, 4]) journal.record(site, dispatched('/cms/v2/posts', { body: `[${n}]` }), answered());
    // Entry 1 was read before its body went, entry 2 after: both show the same.
    for (const id of [1, 2]) {
      const e = journal.find(id)!;
      expect(e.bodyDropped).toBe(true);
      expect(e.answer).toEqual({ status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: undefined });
    }
    expect(journal.find(1)).toBe(readBefore);
    expect(journal.entries().map((e) => e.answer?.body)).toEqual([undefined, undefined, '[3]', '[4]']);
  });

  it('lets go of the oldest bodies past its byte budget', () => {
    const { site, journal } = setup(10, 100, 100);
    const body = 'x'.repeat(20); // 40 bytes as a string
    for (let n = 0; n < 4; n++) journal.record(site, dispatched('/cms/v2/posts', { body }), answered());
    expect(journal.entries().map((e) => e.bodyDropped)).toEqual([true, true, false, false]);
  });

  it('forgets one session on clear(session), keeping the others with their ids and bodies', () => {
    const { site, journal } = setup(4, 100, 130);
    const body = 'x'.repeat(20); // 40 bytes: three fit
    for (const session of ['a', 'b', 'a', 'b']) journal.record(site, dispatched('/cms/v2/posts', { session, body }), answered());
    const kept = journal.find(2)!;
    journal.clear('a');
    expect(journal.entries().map((e) => [e.id, e.session, e.bodyDropped])).toEqual([
      [2, 'b', false],
      [4, 'b', false],
    ]);
    expect(journal.find(2)).toBe(kept);
    expect(journal.find(1)).toBeUndefined();
    // The budget counts what was kept: one more fits, the next lets the oldest go.
    journal.record(site, dispatched('/cms/v2/posts', { body }), answered());
    expect(journal.entries().map((e) => e.bodyDropped)).toEqual([false, false, false]);
    journal.record(site, dispatched('/cms/v2/posts', { body }), answered());
    expect(journal.entries().map((e) => [e.id, e.bodyDropped])).toEqual([
      [2, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
    journal.clear();
    expect(journal.entries()).toEqual([]);
    expect(journal.record(site, dispatched('/cms/v2/posts'), answered())).toBe(7);
    expect(journal.entries().map((e) => e.id)).toEqual([7]);
  });

  it('reads a replay hit (recorded without a request) as the request it stands for, secrets hidden', () => {
    const { site, journal } = setup();
    const address = addressOf('/index.php?rest_route=/cms/v2/posts&per_page=2&_method=delete&api_key=hidden1')!;
    const headers = { host: 'example.test', authorization: 'Bearer hidden2', 'x-nth': '1' };
    const answer: WireAnswer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '[]' };
    const trace: Trace = { started: performance.now(), address, method: 'GET', session: 's', headers, answeredBy: 'replay:c.yaml#1', answer };
    journal.record(site, trace, answered());
    const [e] = journal.entries();
    expect(e).toMatchObject({ method: 'DELETE', wireMethod: 'GET', route: '/cms/v2/posts', session: 's', user: null, json: undefined, form: {} });
    expect(e!.query).toMatchObject({ per_page: '2', _method: 'delete' });
    expect(JSON.stringify([e!.query, e!.headers])).not.toMatch(/hidden1|hidden2/);
    expect(e!.headers['x-nth']).toBe('1');
    expect(e!.answer).toBe(answer);
    // The request log reads it alike.
    expect(requestLine(site, trace, answered(), e)).toMatchObject({ id: 1, method: 'DELETE', route: '/cms/v2/posts', session: 's', status: 200 });
    expect(requestLine(site, trace, answered(), e)!.query).not.toContain('hidden1');
  });

  it('hands each new entry to its listeners as it is recorded, the same entry it keeps', () => {
    const { site, journal } = setup();
    const seen: unknown[] = [];
    const stop = journal.subscribe((e) => seen.push(e));
    journal.record(site, dispatched('/cms/v2/posts'), answered());
    stop();
    journal.record(site, dispatched('/cms/v2/posts'), answered());
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(journal.find(1));
  });
});
