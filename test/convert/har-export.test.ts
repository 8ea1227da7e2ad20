import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cassetteToHar } from '../../src/convert/har-export.js';
import { harToCassette } from '../../src/convert/har-import.js';
import { parseCassette, readCassette, stringifyCassette, writeCassette } from '../../src/cassette/cassette-file.js';
import { checkSchema } from '../../src/cassette/schema.js';
import type { Cassette } from '../../src/cassette/types.js';
import { runCli } from '../cli/run-cli.js';

/** The required fields of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), and the types of the optional ones written. */
const nameValue = {
  type: 'object',
  properties: { name: { type: 'string' }, value: { type: 'string' }, comment: { type: 'string' } },
  required: ['name', 'value'],
};
const list = (items: Record<string, unknown>) => ({ type: 'array', items });
const ISO_8601 = '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?(Z|[+-]\\d\\d:\\d\\d)$';
const HAR_1_2 = {
  type: 'object',
  required: ['log'],
  properties: {
    log: {
      type: 'object',
      required: ['version', 'creator', 'entries'],
      properties: {
        version: { type: 'string', enum: ['1.2'] },
        creator: { type: 'object', required: ['name', 'version'], properties: { name: { type: 'string' }, version: { type: 'string' } } },
        pages: list({
          type: 'object',
          required: ['startedDateTime', 'id', 'title', 'pageTimings'],
          properties: {
            startedDateTime: { type: 'string', pattern: ISO_8601 },
            id: { type: 'string' },
            title: { type: 'string' },
            pageTimings: { type: 'object' },
          },
        }),
        entries: list({
          type: 'object',
          required: ['startedDateTime', 'time', 'request', 'response', 'cache', 'timings'],
          properties: {
            pageref: { type: 'string' },
            startedDateTime: { type: 'string', pattern: ISO_8601 },
            time: { type: 'number', minimum: 0 },
            request: {
              type: 'object',
              required: ['method', 'url', 'httpVersion', 'cookies', 'headers', 'queryString', 'headersSize', 'bodySize'],
              properties: {
                method: { type: 'string' },
                url: { type: 'string', pattern: '^https?://' },
                httpVersion: { type: 'string' },
                cookies: list(nameValue),
                headers: list(nameValue),
                queryString: list(nameValue),
                postData: {
                  type: 'object',
                  required: ['mimeType'],
                  properties: { mimeType: { type: 'string' }, text: { type: 'string' }, params: list({ type: 'object', required: ['name'] }) },
                },
                headersSize: { type: 'integer' },
                bodySize: { type: 'integer' },
              },
            },
            response: {
              type: 'object',
              required: ['status', 'statusText', 'httpVersion', 'cookies', 'headers', 'content', 'redirectURL', 'headersSize', 'bodySize'],
              properties: {
                status: { type: 'integer' },
                statusText: { type: 'string' },
                httpVersion: { type: 'string' },
                cookies: list(nameValue),
                headers: list(nameValue),
                content: {
                  type: 'object',
                  required: ['size', 'mimeType'],
                  properties: {
                    size: { type: 'integer', minimum: 0 },
                    compression: { type: 'integer' },
                    mimeType: { type: 'string' },
                    text: { type: 'string' },
                    encoding: { type: 'string', enum: ['base64'] },
                  },
                },
                redirectURL: { type: 'string' },
                headersSize: { type: 'integer' },
                bodySize: { type: 'integer' },
              },
            },
            cache: { type: 'object' },
            timings: {
              type: 'object',
              required: ['send', 'wait', 'receive'],
              properties: { send: { type: 'number', minimum: 0 }, wait: { type: 'number', minimum: 0 }, receive: { type: 'number', minimum: 0 } },
            },
          },
        }),
      },
    },
  },
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]);
const P = 'http://recorded-site.invalid';

/** A cassette as the recorder writes them: lower-case header names, the placeholder origin, every body form. */
const CASSETTE: Cassette = {
  cassette: { version: 1, target: 'https://example.org', recordedAt: '2026-03-01T10:00:00Z', tool: 'mock-site 0.1.0' },
  interactions: [
    {
      request: {
        method: 'GET',
        route: '/wp/v2/posts',
        query: { per_page: '2', categories: ['1', '2'], tax: { terms: ['5'], operator: 'AND' }, search: 'café & co' },
        headers: { accept: 'application/json' },
      },
      response: {
        status: 200,
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'x-wp-total': '2',
          link: [`<${P}/wp-json/wp/v2/posts?page=2>; rel="next"`, `<${P}/wp-json/>; rel="https://api.w.org/"`],
        },
        body: { json: [{ id: 7, title: { rendered: 'Caf\u00e9' }, link: `${P}/?p=7`, guid: encodeURIComponent(`${P}/?p=7`) }] },
      },
    },
    {
      request: {
        method: 'POST',
        route: '/wp/v2/users',
        headers: { 'content-type': 'application/json' },
        body: { json: { username: 'ann', password: '[redacted]' } },
      },
      response: {
        status: 201,
        headers: { 'content-type': 'application/json; charset=UTF-8', location: `${P}/wp-json/wp/v2/users/9` },
        body: { json: { id: 9 } },
      },
    },
    {
      request: {
        method: 'POST',
        route: '/wp/v2/posts/7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: { text: 'title=Hello+world&status=draft' },
      },
      response: { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: { text: '{"id":7, "pretty": true}' } },
    },
    {
      request: {
        method: 'POST',
        route: '/wp/v2/media',
        headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' },
        body: { base64: PNG.toString('base64') },
      },
      response: { status: 201, headers: { 'content-type': 'image/png' }, body: { base64: PNG.toString('base64') } },
    },
    { request: { method: 'DELETE', route: '/wp/v2/posts/7', query: { force: 'true' } }, response: { status: 204 } },
  ],
};

/** Through the file, as a user would get it: what import writes is what is compared. */
const throughFile = (c: Cassette) => parseCassette(stringifyCassette(c), 'mem.yaml');

describe('export --har', () => {
  it('writes HAR 1.2 with every required field, one entry per interaction, in order', () => {
    const har = cassetteToHar(CASSETTE);
    expect(checkSchema(har, HAR_1_2)).toEqual([]);
    expect(har.log.creator.name).toBe('mock-site');
    expect(har.log.entries.map((e) => `${e.request.method} ${e.response.status} ${e.response.statusText}`)).toEqual([
      'GET 200 OK',
      'POST 201 Created',
      'POST 200 OK',
      'POST 201 Created',
      'DELETE 204 No Content',
    ]);
  });

  it('the schema check finds a missing required field (so it checks something)', () => {
    const har = cassetteToHar(CASSETTE);
    delete (har.log.entries[0]!.response as Partial<(typeof har.log.entries)[0]['response']>).redirectURL;
    expect(checkSchema(har, HAR_1_2)).toEqual([{ path: ['log', 'entries', 0, 'response'], message: 'needs `redirectURL`' }]);
  });

  it("is the same file on every run: entries start at the cassette's recordedAt plus n ms", () => {
    const har = cassetteToHar(CASSETTE);
    expect(har.log.entries.map((e) => e.startedDateTime)).toEqual([0, 1, 2, 3, 4].map((n) => `2026-03-01T10:00:00.00${n}Z`));
    expect(JSON.stringify(cassetteToHar(CASSETTE))).toBe(JSON.stringify(har));
  });

  it("addresses requests as WordPress links do, with the query a PHP site reads back, at the cassette's target", () => {
    const [first] = cassetteToHar(CASSETTE).log.entries;
    expect(first!.request.url).toBe(
      'https://example.org/index.php?rest_route=/wp/v2/posts&per_page=2&categories[0]=1&categories[1]=2&tax[terms][0]=5&tax[operator]=AND&search=caf%C3%A9%20%26%20co',
    );
    expect(first!.request.queryString).toEqual([
      { name: 'rest_route', value: '/wp/v2/posts' },
      { name: 'per_page', value: '2' },
      { name: 'categories[0]', value: '1' },
      { name: 'categories[1]', value: '2' },
      { name: 'tax[terms][0]', value: '5' },
      { name: 'tax[operator]', value: 'AND' },
      { name: 'search', value: 'café & co' },
    ]);
  });

  it('puts the origin in place of the placeholder in bodies and headers, in each spelling', () => {
    const [first, created] = cassetteToHar(CASSETTE, { origin: 'https://staging.example.org/' }).log.entries;
    expect(first!.request.url.startsWith('https://staging.example.org/index.php?')).toBe(true);
    expect(JSON.parse(first!.response.content.text!)).toEqual([
      { id: 7, title: { rendered: 'Café' }, link: 'https://staging.example.org/?p=7', guid: encodeURIComponent('https://staging.example.org/?p=7') },
    ]);
    expect(first!.response.content.text).toContain('https:\\/\\/staging.example.org\\/?p=7');
    expect(first!.response.headers.filter((h) => h.name === 'link').map((h) => h.value)).toEqual([
      '<https://staging.example.org/wp-json/wp/v2/posts?page=2>; rel="next"',
      '<https://staging.example.org/wp-json/>; rel="https://api.w.org/"',
    ]);
    expect(created!.response.redirectURL).toBe('https://staging.example.org/wp-json/wp/v2/users/9');
  });

  it('uses the placeholder as the origin when the cassette names no target', () => {
    const har = cassetteToHar({ ...CASSETTE, cassette: { version: 1 } });
    expect(har.log.entries[0]!.request.url.startsWith(`${P}/index.php?rest_route=`)).toBe(true);
    expect(har.log.entries[0]!.startedDateTime).toBe('1970-01-01T00:00:00.000Z');
  });

  it('writes binary bodies as base64, with their exact size', () => {
    const upload = cassetteToHar(CASSETTE).log.entries[3]!;
    expect(upload.response.content).toEqual({ size: PNG.length, mimeType: 'image/png', text: PNG.toString('base64'), encoding: 'base64' });
    expect(upload.request.postData).toEqual({ mimeType: 'image/png', text: PNG.toString('base64'), _encoding: 'base64' });
    expect(upload.request.bodySize).toBe(PNG.length);
  });

  it('round trip: importing the export gives back the same interactions', () => {
    const back = harToCassette(JSON.parse(JSON.stringify(cassetteToHar(CASSETTE))));
    expect(back.cassette.cassette.target).toBe('https://example.org');
    expect(throughFile(back.cassette).interactions).toEqual(throughFile(CASSETTE).interactions);
  });

  it('round trip through the commands, with the placeholder as origin', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-har-'));
    const cassette = join(dir, 'site.yaml');
    writeCassette(cassette, { ...CASSETTE, cassette: { version: 1, recordedAt: '2026-03-01T10:00:00Z' } });
    const exported = await runCli(['export', cassette, '--har', '--out', join(dir, 'site.har')]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toBe(`[mock-site] export: wrote ${join(dir, 'site.har')}: 5 entries.\n`);
    const printed = await runCli(['export', cassette, '--har']);
    expect(printed.stdout).toBe(readFileSync(join(dir, 'site.har'), 'utf8'));
    const imported = await runCli(['import', join(dir, 'site.har'), '--out', join(dir, 'back.yaml')]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(readCassette(join(dir, 'back.yaml')).interactions).toEqual(readCassette(cassette).interactions);
  });

  it.each([
    [['export', 'x.yaml'], /say the format: --har/],
    [['export', '--har'], /name one cassette/],
    [['export', 'x.yaml', '--har', '--origin', 'example.org'], /--origin must be an http:\/\/ or https:\/\/ address/],
  ])('mock-site %j exits 2 with one line saying what to fix', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\[mock-site\] export: /);
    expect(result.stderr).toMatch(message);
  });

  it('says which line of a broken cassette is wrong, and exits 1', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-site-har-')), 'bad.yaml');
    writeFileSync(file, 'cassette: { version: 1 }\ninteractions:\n  - request: { method: GET }\n    response: { status: 200 }\n');
    const result = await runCli(['export', file, '--har']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`[mock-site] export: ${file}:3:14: interactions[0].request needs \`route\`.\n`);
  });
});
