import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CassetteError, parseCassette, stringifyCassette } from '../../src/cassette/cassette-file.js';
import { LARGE_CASSETTE, splitLargeCassette } from '../../src/cassette/large-cassette.js';
import { loadCassette } from '../../src/replay/load.js';
import { type ReplayOutcome, ReplayIndex } from '../../src/replay/replay-index.js';
import { coverageOf } from '../../src/replay/coverage.js';
import { identify, matchOptions, type RequestParts } from '../../src/cassette/identity.js';
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

describe('replay of a large cassette from its bytes', () => {
  // Small, so taken for large (as one of many files that are large together).
  const c = big(600);
  const dir = mkdtempSync(join(tmpdir(), 'large-bytes-'));
  const file = join(dir, 'big.yaml');
  writeFileSync(file, stringifyCassette(c));
  const load = () => loadCassette(file, undefined, true);
  const parsedCassette = parseCassette(stringifyCassette(c), 'big.yaml');
  const requestOf = (it: Interaction): RequestParts => {
    const { body } = it.request;
    return {
      method: it.request.method,
      route: it.request.route,
      query: it.request.query ?? {},
      ...(body
        ? { body: Buffer.from('json' in body ? JSON.stringify(body.json) : 'text' in body ? body.text : body.base64), contentType: 'application/json' }
        : {}),
    };
  };
  const shown = (out: ReplayOutcome) =>
    out.kind === 'hit'
      ? { by: out.answeredBy, status: out.answer.status, headers: out.answer.headers, body: out.answer.body.toString('base64'), replays: out.recording.replays }
      : out.kind === 'miss'
        ? { miss: out.identity.key }
        : { by: out.answeredBy, error: out.error.toJSON() };

  it('never makes an object of each interaction (the index reads the bytes, and parses a response when it is replayed)', () => {
    const loaded = load();
    expect(loaded.raw?.length).toBe(600);
    Object.defineProperty(loaded, 'interactions', {
      get: () => {
        throw new Error('the interactions were made');
      },
    });
    const index = new ReplayIndex([{ name: 'big.yaml', cassette: loaded }]);
    expect(index.size).toBe(600);
    const out = index.lookup(requestOf(c.interactions[400]!));
    expect(out.kind === 'hit' && out.answeredBy).toBe('replay:big.yaml#400');
  });

  it('answers, counts, reports near misses and coverage as an index of the parsed interactions does', () => {
    for (const strict of [false, true]) {
      const fromBytes = new ReplayIndex([{ name: 'big.yaml', cassette: load() }], { strict });
      const parsed = new ReplayIndex([{ name: 'big.yaml', cassette: parsedCassette }], { strict });
      for (let i = 0; i < 1200; i += 7) {
        const request = requestOf(c.interactions[(i * 13) % 600]!);
        const session = i % 2 ? 'a' : 'b';
        expect(shown(fromBytes.lookup(request, session))).toEqual(shown(parsed.lookup(request, session)));
        expect(shown(fromBytes.lookup(request, session))).toEqual(shown(parsed.lookup(request, session)));
      }
      const misses: RequestParts[] = [
        { method: 'GET', route: '/wp/v2/posts/10', query: { context: 'edit' } },
        { method: 'PATCH', route: '/wp/v2/posts/3', query: {} },
        { method: 'GET', route: '/nowhere', query: {} },
      ];
      for (const request of misses) {
        const miss = fromBytes.lookup(request);
        if (miss.kind !== 'miss') throw new Error(miss.kind);
        expect(fromBytes.noRecording(miss.identity).toJSON()).toEqual(parsed.noRecording(miss.identity).toJSON());
      }
      const added: Interaction = { request: { method: 'GET', route: '/wp/v2/posts/7', query: { x: '1' } }, response: { status: 200, body: { text: 'added' } } };
      for (const index of [fromBytes, parsed]) {
        index.addRecorded('big.yaml', added, 'a');
        index.addRecorded('recorded.yaml', added, 'b');
      }
      for (const session of ['a', 'b', 'c', 'c', 'c'])
        expect(shown(fromBytes.lookup(requestOf(added), session))).toEqual(shown(parsed.lookup(requestOf(added), session)));
      expect(coverageOf(fromBytes, [])).toEqual(coverageOf(parsed, []));
      const listed = (index: ReplayIndex) => index.recordings.map((r) => [r.recording, r.replays, r.identity]);
      expect(listed(fromBytes)).toEqual(listed(parsed));
    }
  });

  it("give each recording its request's identity, and its interaction", () => {
    const index = new ReplayIndex([{ name: 'big.yaml', cassette: load() }]);
    const o = matchOptions();
    for (const n of [0, 1, 2, 3, 4, 599]) {
      const recording = index.recordings[n]!;
      const { request } = c.interactions[n]!;
      expect(recording.identity).toEqual(
        identify(
          {
            method: request.method,
            route: request.route,
            query: request.query ?? {},
            ...(request.body ? { body: Buffer.from(JSON.stringify('json' in request.body ? request.body.json : null)), contentType: 'application/json' } : {}),
          },
          o,
        ),
      );
      expect(recording.interaction.request).toEqual(request);
      expect(resolve(recording.interaction.response)).toEqual(c.interactions[n]!.response);
    }
  });
});
