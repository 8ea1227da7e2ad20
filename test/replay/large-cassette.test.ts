import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CassetteError, parseCassette, stringifyCassette } from '../../src/cassette/cassette-file.js';
import { LARGE_CASSETTE, splitLargeCassette } from '../../src/cassette/large-cassette.js';
import { loadCassette } from '../../src/replay/load.js';
import { ReplayIndex } from '../../src/replay/replay-index.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';

function interaction(i: number): Interaction {
  switch (i % 5) {
    case 0:
      return {
        request: { method: 'GET', route: `/wp/v2/posts/${i}`, query: { context: 'view', page: String(i), tags: ['1', '2'] } },
        response: {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=UTF-8', 'X-WP-Total': '3' },
          body: { json: { id: i, link: `https://example.org/p/${i}/`, t: 'Café: ☃ # no comment' } },
        },
      };
    case 1:
      return {
        request: {
          method: 'POST',
          route: '/wp/v2/posts',
          headers: { 'Content-Type': 'application/json' },
          body: { json: { title: `T ${i}`, meta: { a: [1, 2] } } },
        },
        response: { status: 201, body: { text: `{"id":${i},"ok":1.0}` } },
      };
    case 2:
      return {
        request: { method: 'GET', route: `/wp/v2/media/${i}/file`, query: { q: 'a: b', e: '', n: 'null' } },
        response: { status: 200, headers: { 'Content-Type': 'image/png' }, body: { base64: Buffer.from([i % 256, 0, 255]).toString('base64') } },
      };
    case 3:
      return { request: { method: 'DELETE', route: `/wp/v2/posts/${i}`, query: { force: 'true' } }, response: { status: 204 } };
    default:
      return {
        request: { method: 'GET', route: '/wp/v2/search', query: { search: `line one\nline two ${i}`, 'x y': "it's" } },
        response: { status: 200, body: { text: 'multi\nline\n  text  \n' } },
      };
  }
}

const big = (n: number): Cassette => ({
  cassette: { version: 1, target: 'https://example.org' },
  interactions: Array.from({ length: n }, (_, i) => interaction(i)),
});
const resolve = (r: unknown) => (typeof r === 'function' ? (r as () => unknown)() : r);

describe('large cassettes (parsed by interaction, responses on first use)', () => {
  const c = big(6000);
  const text = stringifyCassette(c);

  it('read the same requests and responses as the full parser', () => {
    expect(text.length).toBeGreaterThan(LARGE_CASSETTE);
    const full = parseCassette(text, 'big.yaml');
    const split = splitLargeCassette(text, 'big.yaml');
    expect(split).not.toBeNull();
    expect(split!.cassette).toEqual(full.cassette);
    expect(split!.interactions.map((it) => ({ request: it.request, response: resolve(it.response) }))).toEqual(full.interactions);
  });

  it('are loaded that way from a file, and replay', () => {
    const dir = mkdtempSync(join(tmpdir(), 'large-'));
    writeFileSync(join(dir, 'big.yaml'), text);
    const index = new ReplayIndex([{ name: 'big.yaml', cassette: loadCassette(join(dir, 'big.yaml')) }]);
    const out = index.lookup({ method: 'GET', route: '/wp/v2/posts/5995', query: { page: '5995', context: 'view', tags: ['1', '2'] } });
    expect(out.kind === 'hit' && out.answer.body.toString()).toBe(
      '{"id":5995,"link":"https:\\/\\/example.org\\/p\\/5995\\/","t":"Caf\\u00e9: \\u2603 # no comment"}',
    );
  });

  it('name file:line:col of a broken request at load and of a broken response at its first replay', () => {
    const lines = text.split('\n');
    const at = (needle: string) => lines.findIndex((l) => l.includes(needle));
    const reqLine = at('route: /wp/v2/posts/4000');
    lines[reqLine] = lines[reqLine].replace('route: /wp', 'route: wp');
    try {
      splitLargeCassette(lines.join('\n'), 'big.yaml');
      expect.unreachable();
    } catch (e) {
      expect((e as CassetteError).problems).toEqual([`[mock-site] big.yaml:${reqLine + 1}:14: interactions[4000].request.route must match ^/.`]);
    }
    lines[reqLine] = lines[reqLine].replace('route: wp', 'route: /wp');
    const statusLine = lines.findIndex((l, i) => i > reqLine && l.includes('status: 200'));
    lines[statusLine] = lines[statusLine].replace('200', '"200"');
    const split = splitLargeCassette(lines.join('\n'), 'big.yaml')!;
    expect(() => resolve(split.interactions[4000].response)).toThrow(
      `big.yaml:${statusLine + 1}:15: interactions[4000].response.status must be an integer, not string.`,
    );
  });

  it('leave a file in another layout to the full parser', () => {
    expect(splitLargeCassette(JSON.stringify(c), 'big.json')).toBeNull();
    expect(readFileSync(join(import.meta.dirname, '../../recordings/example-site.yaml'), 'utf8').includes('\ninteractions:\n  - request:\n')).toBe(true);
  });
});
