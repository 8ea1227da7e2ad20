// GET /__mock/journal/stream: the request journal as server-sent events, live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { rest } from '../helpers.js';

let mock: RunningMockSite;
beforeAll(async () => {
  mock = await startMockSite({ port: 0 });
});
afterAll(() => mock.close());

/** Opens the stream; `next(n)` resolves with the data of the next n `request` events. */
async function openStream(query = '') {
  const controller = new AbortController();
  const res = await fetch(`${mock.url}/__mock/journal/stream${query}`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const events: { event: string; data: string }[] = [];
  const next = async (n: number) => {
    while (events.filter((e) => e.event === 'request').length < n) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data !== undefined) events.push({ event, data });
      }
    }
    return events.splice(0, n).map((e) => JSON.parse(e.data) as { method: string; route: string; status: number; session: string; answeredBy: string });
  };
  return { res, next, close: () => controller.abort() };
}

describe('GET /__mock/journal/stream', () => {
  it('sends each REST request as it is answered, as an event-stream', async () => {
    const stream = await openStream();
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await fetch(`${mock.url}${rest('/cms/v2/posts/1')}`);
    await fetch(`${mock.url}${rest('/cms/v2/nope')}`);
    const [first, second] = await stream.next(2);
    expect(first).toMatchObject({ method: 'GET', route: '/cms/v2/posts/1', status: 200, session: 'default', answeredBy: 'posts.get' });
    expect(second).toMatchObject({ route: '/cms/v2/nope', status: 404, answeredBy: 'protocol' });
    stream.close();
  });

  it("?session= keeps only that session's requests", async () => {
    const stream = await openStream('?session=mine');
    await fetch(`${mock.url}${rest('/cms/v2/posts/1')}`);
    await fetch(`${mock.url}${rest('/cms/v2/posts/2')}`, { headers: { 'X-Mock-Session': 'mine' } });
    const [only] = await stream.next(1);
    expect(only).toMatchObject({ route: '/cms/v2/posts/2', session: 'mine' });
    stream.close();
  });

  it('lets go of the journal when the client goes away', async () => {
    const listenersAfterAWhile = async (n: number) => {
      for (let i = 0; i < 100 && mock.app.journal.listeners !== n; i++) await new Promise((r) => setTimeout(r, 10));
      return mock.app.journal.listeners;
    };
    expect(await listenersAfterAWhile(0)).toBe(0); // the streams of the tests before have gone
    const stream = await openStream();
    expect(mock.app.journal.listeners).toBe(1);
    stream.close();
    expect(await listenersAfterAWhile(0)).toBe(0);
  });
});
