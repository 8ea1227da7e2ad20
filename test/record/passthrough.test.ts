import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { ORIGIN_PLACEHOLDER } from '../../src/cassette/origin-placeholder.js';
import { raw, recordSession, type Session } from './fake-upstream.js';

const cassettePath = () => join(mkdtempSync(join(tmpdir(), 'mock-site-record-')), 'site.yaml');
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('the recording proxy passes answers through unchanged', () => {
  it.each(['gzip', 'br', 'deflate'])('gives the client the %s-compressed bytes the site sent, and records the decoded JSON', async (as) => {
    const out = cassettePath();
    session = await recordSession(out);
    const answer = await raw(`${session.proxy}/wp-json/compressed?as=${as}`, { headers: { 'Accept-Encoding': 'gzip, br, deflate' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(as);
    expect(answer.body.equals(session.upstream.sent.at(-1)!)).toBe(true);
    await session.recorder.writer.flush();
    const it0 = readCassette(out).interactions[0]!;
    expect(it0.response.headers?.['content-encoding']).toBeUndefined();
    expect(it0.response.body).toEqual({ json: { encoded: as, link: `${ORIGIN_PLACEHOLDER}/x/`, filler: 'x'.repeat(2000) } });
  });

  it('streams a chunked answer through whole and records it once complete', async () => {
    const out = cassettePath();
    session = await recordSession(out);
    const answer = await raw(`${session.proxy}/wp-json/chunked`);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.body.toString()).toBe('[{"n":1},{"n":2}]');
    await session.recorder.writer.flush();
    expect(readCassette(out).interactions[0]!.response.body).toEqual({ json: [{ n: 1 }, { n: 2 }] });
  });

  it('forwards every addressing form as sent (rest_route, /wp-json, a plain path) and records the route (sorted by route and query)', async () => {
    const out = cassettePath();
    session = await recordSession(out);
    for (const path of ['/index.php?rest_route=/echo&b=2&a=1', '/?rest_route=%2Fecho', '/wp-json/echo?x[y]=1', '/hello-world/']) {
      await raw(`${session.proxy}${path}`);
      expect(session.upstream.seen.at(-1)!.url).toBe(path);
    }
    await session.recorder.writer.flush();
    const recorded = readCassette(out).interactions.map((i) => [i.request.route, i.request.query ?? {}]);
    expect(recorded).toEqual([
      ['/echo', { b: '2', a: '1' }],
      ['/echo', { x: { y: '1' } }],
      ['/echo', {}],
      ['/hello-world/', {}],
    ]);
  });

  it('passes status, headers and the body of JSON answers byte for byte, request bodies included', async () => {
    const out = cassettePath();
    session = await recordSession(out);
    const answer = await raw(`${session.proxy}/wp-json/wp/v2/posts`);
    expect(answer.body.equals(session.upstream.sent.at(-1)!)).toBe(true);
    expect(answer.headers['x-wp-total']).toBe('1');
    expect(answer.headers.link).toContain(session.upstream.origin);
    const body = JSON.stringify({ title: 'Ünïcode', status: 'draft' });
    await raw(`${session.proxy}/wp-json/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(session.upstream.seen.at(-1)!.body).toBe(body);
    expect(session.upstream.seen.at(-1)!.headers.host).toBe(new URL(session.upstream.origin).host);
  });

  it("sends --auth credentials as HTTP Basic when the client sent no Authorization, and leaves the client's own alone", async () => {
    const out = cassettePath();
    session = await recordSession(out, { auth: 'admin:app pass word' });
    await raw(`${session.proxy}/wp-json/echo`);
    expect(session.upstream.seen.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('admin:app pass word').toString('base64')}`);
    await raw(`${session.proxy}/wp-json/echo`, { headers: { Authorization: 'Bearer client-own-token' } });
    expect(session.upstream.seen.at(-1)!.headers.authorization).toBe('Bearer client-own-token');
  });
});
