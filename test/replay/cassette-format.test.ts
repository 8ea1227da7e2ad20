import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody, encodeBody } from '../../src/cassette/body-codec.js';
import { CassetteError, parseCassette, readCassette, stringifyCassette, writeCassette } from '../../src/cassette/cassette-file.js';
import { selectHeaders } from '../../src/cassette/kept-headers.js';
import { cassetteJsonSchemaText, checkSchema, cassetteJsonSchema } from '../../src/cassette/schema.js';
import type { Cassette } from '../../src/cassette/types.js';
import { ROOT } from '../helpers.js';

const bytes = (s: string) => Buffer.from(s, 'utf8');
const roundTrip = (body: Buffer): Buffer => {
  const c: Cassette = {
    cassette: { version: 1 },
    interactions: [{ request: { method: 'GET', route: '/x' }, response: { status: 200, body: encodeBody(body) } }],
  };
  return decodeBody(parseCassette(stringifyCassette(c), 'mem.yaml').interactions[0].response.body);
};

describe('cassette bodies', () => {
  it('stores WordPress JSON (\\/ escapes, \\u escapes) as structured YAML and gives back the same bytes', () => {
    const text = '{"link":"https:\\/\\/example.org\\/a\\/","title":"Caf\\u00e9 \\u2603","n":[1,2.5,null,true]}';
    const stored = encodeBody(bytes(text));
    expect(stored).toEqual({ json: { link: 'https://example.org/a/', title: 'Café ☃', n: [1, 2.5, null, true] } });
    expect(roundTrip(bytes(text)).toString()).toBe(text);
  });

  it('keeps JSON that re-encoding would change (plain slashes, raw UTF-8, 1.0, spacing) as text, byte for byte', () => {
    for (const text of ['{"link":"https://example.org/"}', '{"title":"Café"}', '{"ratio":1.0}', '{ "a": 1 }', '[1, 2]']) {
      expect(encodeBody(bytes(text))).toEqual({ text });
      expect(roundTrip(bytes(text)).toString()).toBe(text);
    }
  });

  it('keeps invalid UTF-8 and control characters as base64, and text with newlines and trailing spaces as text', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]);
    expect(encodeBody(png)).toEqual({ base64: png.toString('base64') });
    expect(roundTrip(png).equals(png)).toBe(true);
    expect('base64' in encodeBody(bytes('a\r\nb'))!).toBe(true);
    for (const text of ['line one\nline two  \n\n', '  leading', 'x: y # not a comment', 'no newline at end', '"quoted"']) {
      expect(roundTrip(bytes(text)).toString()).toBe(text);
    }
  });

  it('stores no body at all for an empty one', () => {
    expect(encodeBody(Buffer.alloc(0))).toBeUndefined();
    expect(decodeBody(undefined).length).toBe(0);
  });
});

describe('cassette files', () => {
  it('writes keys in their fixed order (request method, route, query, headers, body; response status, headers, body)', () => {
    const c: Cassette = {
      cassette: { version: 1, target: 'https://example.org' },
      interactions: [
        {
          response: { body: { text: 'ok' }, headers: { 'Content-Type': 'text/plain' }, status: 200 },
          request: { body: { text: 'x' }, headers: { 'Content-Type': 'text/plain' }, query: { a: '1' }, route: '/r', method: 'POST' },
        } as never,
      ],
    };
    const text = stringifyCassette(c);
    expect(text.startsWith('$schema: cassette.schema.json\ncassette:\n')).toBe(true);
    const order = ['method:', 'route:', 'query:', 'headers:', 'body:', 'status:', 'headers:', 'body:'].map((k, i, all) => {
      const from = all.slice(0, i).reduce((at, key) => text.indexOf(key, at) + 1, 0);
      return text.indexOf(k, from);
    });
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('writes atomically and reads back what it wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cassette-'));
    const file = join(dir, 'c.yaml');
    const c = readCassette(join(ROOT, 'recordings/example-site.yaml'));
    writeCassette(file, c);
    expect(readdirSync(dir)).toEqual(['c.yaml']);
    expect(readCassette(file)).toEqual({ ...c, $schema: 'cassette.schema.json' });
    expect(stringifyCassette(readCassette(file))).toBe(readFileSync(file, 'utf8'));
  });

  it('reports a malformed cassette with file:line:col and the path', () => {
    const text = 'cassette:\n  version: 1\ninteractions:\n  - request:\n      method: GET\n    response:\n      status: "200"\n';
    try {
      parseCassette(text, 'bad.yaml');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CassetteError);
      expect((e as CassetteError).problems).toEqual([
        '[mock-site] bad.yaml:5:7: interactions[0].request needs `route`.',
        '[mock-site] bad.yaml:7:15: interactions[0].response.status must be an integer, not string.',
      ]);
    }
  });

  it('keeps only the allow-listed headers', () => {
    expect(selectHeaders({ 'Content-Type': 'application/json', Date: 'now', 'X-WP-Total': '3', 'Set-Cookie': 'a=b', Server: 'nginx' })).toEqual({
      'Content-Type': 'application/json',
      'X-WP-Total': '3',
    });
  });
});

describe('cassette schema', () => {
  it('recordings/cassette.schema.json is the schema the code emits', () => {
    expect(readFileSync(join(ROOT, 'recordings/cassette.schema.json'), 'utf8')).toBe(cassetteJsonSchemaText());
  });

  it('the example cassettes validate against it', () => {
    const files = readdirSync(join(ROOT, 'recordings')).filter((f) => f.endsWith('.yaml'));
    expect(files).toContain('example-site.yaml');
    for (const f of files) {
      const c = readCassette(join(ROOT, 'recordings', f));
      expect(checkSchema(JSON.parse(JSON.stringify(c)), cassetteJsonSchema())).toEqual([]);
    }
  });
});

describe('cassette bodies with odd content', () => {
  it('come back byte for byte through the file (lone surrogates, NUL, __proto__ and << keys)', () => {
    for (const text of ['{"s":"\\ud800"}', '{"a":"\\u0000x"}', '{"__proto__":{"a":1}}', '{"<<":{"a":1}}']) {
      const c: Cassette = {
        cassette: { version: 1 },
        interactions: [{ request: { method: 'GET', route: '/x' }, response: { status: 200, body: encodeBody(Buffer.from(text)) } }],
      };
      const written = Buffer.from(stringifyCassette(c), 'utf8').toString('utf8');
      expect(decodeBody(parseCassette(written, 'x.yaml').interactions[0].response.body).toString()).toBe(text);
    }
  });
});
