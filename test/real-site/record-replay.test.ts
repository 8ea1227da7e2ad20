// Issue 5, "Proven against a real site": a real WordPress (test/real-site/wordpress.sh) is recorded through the
// built CLI, then the cassette alone is replayed (`serve --replay --fallback error --strict`) and must give the
// client every answer it got from WordPress, status and bytes, in order. Skipped, with a line saying how to run
// it, when no WordPress is running.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, TestRunner } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../src/cassette/origin-placeholder.js';
import { decodeBody } from '../../src/cassette/body-codec.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import type { Interaction } from '../../src/cassette/types.js';
import type { PhpValue } from '../../src/wp/php-query.js';
import { runCli, serveCli } from '../cli/run-cli.js';
import { clientOf, clientSession, jsonOf, type Exchange } from './client-session.js';
import { startRecording } from './record-process.js';
import { findWordPress, warnSkipped } from './wordpress-site.js';

const site = await findWordPress();

/** The crawl's cassette, which the import test turns into a scenario. */
let crawled: string | undefined;

/** The body as text with the site's origin (plain, JSON-escaped, URL-encoded) replaced by one marker. */
function normalised(body: Buffer, origin: string): string {
  const spellings = [origin, origin.replaceAll('/', '\\/'), encodeURIComponent(origin)];
  return spellings.reduce((text, spelling, n) => text.split(spelling).join(`<origin-${n}>`), body.toString('latin1'));
}

const view = (origin: string) => (x: Exchange) => `${x.method} ${x.path} → ${x.status}\n${normalised(x.body, origin)}`;

function expectNoSecrets(file: string, user: string, password: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain(password);
  expect(text).not.toContain(Buffer.from(`${user}:${password}`).toString('base64'));
}

/** `a=1&b[]=x&c[d]=y`: the query as PHP would read it back into the recorded shape. */
function phpQuery(query: Record<string, PhpValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: PhpValue): void => {
    if (typeof value === 'string') pairs.push(`${key}=${encodeURIComponent(value)}`);
    else if (Array.isArray(value)) for (const v of value) add(`${key}[]`, v);
    else for (const [k, v] of Object.entries(value)) add(`${key}[${encodeURIComponent(k)}]`, v);
  };
  for (const [k, v] of Object.entries(query)) add(encodeURIComponent(k), v);
  return pairs.map((p) => `&${p}`).join('');
}

/** Sends a recorded request as a client would have (`index.php?rest_route=`). */
async function resend(base: string, request: Interaction['request']): Promise<Exchange> {
  const path = `/index.php?rest_route=${encodeURIComponent(request.route)}${phpQuery(request.query ?? {})}`;
  const contentType = request.headers?.['content-type'];
  const res = await fetch(`${base}${path}`, {
    method: request.method,
    redirect: 'manual',
    ...(request.body ? { body: decodeBody(request.body), headers: contentType ? { 'Content-Type': contentType } : {} } : {}),
  });
  return { method: request.method, path, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

describe.skipIf(!site)('a real WordPress recorded through mock-site record and replayed from the cassette alone', () => {
  it('replays every answer a client got (reads, create, update, trash, force-delete, batch) byte for byte, in order', async () => {
    const { url, user, password } = site!;
    const cassette = join(mkdtempSync(join(tmpdir(), 'mock-site-real-site-')), 'session.yaml');

    const recorder = await startRecording(['--target', url, '--auth', `${user}:${password}`, '--out', cassette]);
    const recording = clientOf(recorder.url);
    try {
      await clientSession(recording.send);
    } finally {
      expect(await recorder.stop(), recorder.output()).toBe(0);
    }
    const got = recording.exchanges;
    // WordPress really did each thing: the recording is of a working session, not of errors.
    expect(got.map((x) => x.status)).toEqual([200, 200, 201, 200, 200, 200, 200, 410, 200, 404, 400, 207, 207]);
    expect(jsonOf<{ title: { raw: string } }>(got[5]!).title.raw).toBe('Updated through mock-site');
    expect(jsonOf<{ status: string }>(got[6]!).status).toBe('trash');
    expect(jsonOf<{ code: string }>(got[7]!).code).toBe('rest_already_trashed');
    expect(jsonOf<{ deleted: boolean }>(got[8]!).deleted).toBe(true);
    expect(jsonOf<{ responses: { status: number }[] }>(got[12]!).responses.map((r) => r.status)).toEqual([200, 200]);
    expect(existsSync(cassette), `no cassette written; the recorder said:\n${recorder.output()}`).toBe(true);
    expect(readCassette(cassette).interactions).toHaveLength(got.length);
    expectNoSecrets(cassette, user, password);

    const replay = await serveCli(['--replay', cassette, '--fallback', 'error', '--strict']);
    const replaying = clientOf(replay.url);
    try {
      await clientSession(replaying.send);
    } finally {
      await replay.stop();
    }
    expect(replaying.exchanges.map(view(replay.url))).toEqual(got.map(view(url)));
  }, 60_000);

  it.skipIf(!site)(
    'replays every answer of a --crawl recording of the whole site byte for byte, in order',
    async () => {
      const { url, user, password } = site!;
      const cassette = join(mkdtempSync(join(tmpdir(), 'mock-site-real-site-')), 'crawl.yaml');

      const crawl = await runCli(['record', '--target', url, '--auth', `${user}:${password}`, '--crawl', '--out', cassette]);
      expect(crawl.code, crawl.stderr).toBe(0);
      expect(crawl.stdout.trim()).not.toBe(''); // its summary
      expectNoSecrets(cassette, user, password);
      const { interactions } = readCassette(cassette);
      expect(interactions.map((i) => i.request.route)).toEqual(
        expect.arrayContaining(['/', '/wp/v2/posts', '/wp/v2/pages', '/wp/v2/categories', '/wp/v2/users/me']),
      );

      const recorded = interactions.map(
        (i): Exchange => ({
          method: i.request.method,
          path: '',
          status: i.response.status,
          body: decodeBody(i.response.body),
        }),
      );
      const replay = await serveCli(['--replay', cassette, '--fallback', 'error', '--strict']);
      const replayed: Exchange[] = [];
      try {
        for (const i of interactions) replayed.push(await resend(replay.url, i.request));
      } finally {
        await replay.stop();
      }
      const paths = replayed.map((x) => x.path);
      expect(replayed.map(view(replay.url))).toEqual(recorded.map((x, n) => view(ORIGIN_PLACEHOLDER)({ ...x, path: paths[n]! })));
      crawled = cassette;
    },
    300_000,
  );

  it.skipIf(!site)(
    'verify-recordings finds no drift between the crawl and the unchanged live site',
    async () => {
      expect(crawled, 'the crawl test ran first').toBeDefined();
      const { url, user, password } = site!;
      const verified = await runCli(['verify-recordings', crawled!, '--target', url, '--auth', `${user}:${password}`]);
      expect(verified.code, `${verified.stdout}${verified.stderr}`).toBe(0);
      expect(verified.stdout).toMatch(/no drift|0 drifted/i);
    },
    120_000,
  );

  it.skipIf(!site)(
    'imports the crawl as scenario data: the fake then serves the real posts and keeps behaving after writes',
    async () => {
      expect(crawled, 'the crawl test ran first').toBeDefined();
      const scenario = join(mkdtempSync(join(tmpdir(), 'mock-site-real-site-')), 'copy.yaml');
      const imported = await runCli(['import', crawled!, '--to-scenario', scenario]);
      expect(imported.code, imported.stderr).toBe(0);
      expect((await runCli(['validate', scenario])).code).toBe(0);
      const real = (await (await fetch(`${site!.url}/index.php?rest_route=/wp/v2/posts&per_page=100`)).json()) as {
        id: number;
        slug: string;
        title: { rendered: string };
        date_gmt: string;
      }[];
      expect(real.length).toBeGreaterThan(0);
      const fake = await serveCli(['--scenario', scenario]);
      try {
        for (const post of real) {
          const got = (await (await fetch(`${fake.url}/index.php?rest_route=/cms/v2/posts/${post.id}`)).json()) as typeof post;
          expect({ id: got.id, slug: got.slug, title: got.title.rendered, date_gmt: got.date_gmt }).toEqual({
            id: post.id,
            slug: post.slug,
            title: post.title.rendered,
            date_gmt: post.date_gmt,
          });
        }
        const auth = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
        const created = await fetch(`${fake.url}/index.php?rest_route=/cms/v2/posts`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'After the copy', status: 'publish' }),
        });
        expect(created.status).toBe(201);
        expect(Number((await fetch(`${fake.url}/index.php?rest_route=/cms/v2/posts`)).headers.get('x-wp-total'))).toBe(real.length + 1);
      } finally {
        await fake.stop();
      }
    },
    120_000,
  );

  if (!site) warnSkipped(TestRunner.getCurrentSuite().tasks.length, 'no WordPress on 127.0.0.1', 'bash test/real-site/wordpress.sh start');
});
