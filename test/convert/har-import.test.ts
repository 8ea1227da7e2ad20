import { describe, expect, it } from 'vitest';
import { harToCassette, HarImportError } from '../../src/convert/har-import.js';
import { checkHar, HarError } from '../../src/convert/har-read.js';
import type { Har, HarEntry } from '../../src/convert/har-types.js';
import { decodeBody } from '../../src/cassette/body-codec.js';
import { stringifyCassette } from '../../src/cassette/cassette-file.js';

interface EntryParts {
  method?: string;
  status?: number;
  requestHeaders?: [string, string][];
  responseHeaders?: [string, string][];
  postData?: HarEntry['request']['postData'];
  content?: Partial<HarEntry['response']['content']>;
  cookies?: { name: string; value: string }[];
}

function entry(url: string, text: string | undefined, parts: EntryParts = {}): HarEntry {
  const pairs = (list: [string, string][]) => list.map(([name, value]) => ({ name, value }));
  return {
    startedDateTime: '2026-03-01T10:00:00.000Z',
    time: 5,
    request: {
      method: parts.method ?? 'GET',
      url,
      httpVersion: 'HTTP/2',
      headers: pairs(parts.requestHeaders ?? []),
      queryString: [],
      cookies: parts.cookies ?? [],
      headersSize: -1,
      bodySize: 0,
      ...(parts.postData ? { postData: parts.postData } : {}),
    },
    response: {
      status: parts.status ?? 200,
      statusText: '',
      httpVersion: 'HTTP/2',
      cookies: [],
      headers: pairs(parts.responseHeaders ?? [['content-type', 'application/json; charset=UTF-8']]),
      content: { size: text?.length ?? 0, mimeType: 'application/json', ...(text !== undefined ? { text } : {}), ...parts.content },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 5, receive: 0 },
  };
}
const har = (...entries: HarEntry[]): Har => ({ log: { version: '1.2', creator: { name: 'WebInspector', version: '537.36' }, entries } });
const routes = (h: Har, options = {}) => harToCassette(h, options).cassette.interactions.map((i) => `${i.request.method} ${i.request.route}`);

describe('import <file.har>: which entries', () => {
  it('keeps the REST requests of the site most REST requests went to, addressed either way, and counts the rest', () => {
    const result = harToCassette(
      har(
        entry('https://example.org/wp-json/wp/v2/posts?per_page=2', '[]'),
        entry('https://example.org/index.php?rest_route=/wp/v2/pages&page=2', '[]'),
        entry('https://example.org/?rest_route=%2Fwp%2Fv2%2Fusers%2Fme', '{}'),
        entry('https://other.example.net/wp-json/wp/v2/posts', '[]'),
        entry('https://example.org/2026/03/hello/', '<html></html>', { responseHeaders: [['content-type', 'text/html']] }),
        entry('https://example.org/wp-json/wp/v2/comments', undefined, { status: 0 }),
      ),
    );
    expect(result.cassette.cassette).toMatchObject({ version: 1, target: 'https://example.org', recordedAt: '2026-03-01T10:00:00.000Z' });
    expect(result.cassette.interactions.map((i) => [i.request.route, i.request.query])).toEqual([
      ['/wp/v2/posts', { per_page: '2' }],
      ['/wp/v2/pages', { page: '2' }],
      ['/wp/v2/users/me', undefined],
    ]);
    expect(result.skipped).toEqual({ otherSite: 1, notRest: 1, failed: 1 });
  });

  it("keeps the site's other requests with all, under their path", () => {
    expect(
      routes(
        har(
          entry('https://example.org/wp-json/', '{}'),
          entry('https://example.org/2026/03/hello/?preview=1', '<p>'),
          entry('https://cdn.example.net/a.js', ''),
        ),
        { all: true },
      ),
    ).toEqual(['GET /', 'GET /2026/03/hello/']);
  });

  it('takes the site --target names, a site in a subfolder included', () => {
    const h = har(
      entry('https://example.org/wp-json/wp/v2/posts', '[]'),
      entry('https://example.org/wp-json/wp/v2/pages', '[]'),
      entry('https://example.org/blog/wp-json/wp/v2/tags', '[]'),
    );
    expect(harToCassette(h).cassette.cassette.target).toBe('https://example.org');
    const blog = harToCassette(h, { target: 'https://example.org/blog/' });
    expect(blog.cassette.cassette.target).toBe('https://example.org/blog');
    expect(blog.cassette.interactions.map((i) => i.request.route)).toEqual(['/wp/v2/tags']);
    expect(blog.skipped.otherSite).toBe(2);
  });

  it('says when no request went to a REST API, and when --target is not a URL', () => {
    expect(() => harToCassette(har(entry('https://example.org/', '<html>')))).toThrow(
      new HarImportError('none of the 1 requests in the HAR went to a WordPress REST API (/wp-json/ or ?rest_route=). --all keeps every request of the site.'),
    );
    expect(() => harToCassette(har(), { target: 'example.org' })).toThrow(/--target must be an http:\/\/ or https:\/\/ URL/);
  });

  it('refuses a file that is not a HAR, naming the entry that is wrong', () => {
    expect(() => checkHar({ entries: [] }, 'x.har')).toThrow(new HarError('x.har is not a HAR file: it needs log.entries (a list).'));
    expect(() => checkHar({ log: { entries: [{ request: { method: 'GET' }, response: { status: 200 } }] } }, 'x.har')).toThrow(
      'x.har: log.entries[0].request needs method and url (strings).',
    );
  });
});

describe('import <file.har>: what is stored', () => {
  it('redacts credentials, cookies and secret fields as the recorder does, and the text it writes holds none of them', () => {
    const result = harToCassette(
      har(
        entry('https://example.org/wp-json/wp/v2/users?_wpnonce=abcdef1234', '{"id":9}', {
          method: 'POST',
          requestHeaders: [
            ['Authorization', 'Basic YWRtaW46c2VjcmV0LXBhc3M='],
            ['Cookie', 'wordpress_logged_in_x=cookie-secret-value'],
            ['Content-Type', 'application/json'],
          ],
          postData: { mimeType: 'application/json', text: '{"username":"ann","password":"hunter2-long"}' },
          cookies: [{ name: 'wordpress_logged_in_x', value: 'cookie-secret-value' }],
        }),
      ),
    );
    const [it] = result.cassette.interactions;
    expect(it!.request).toEqual({
      method: 'POST',
      route: '/wp/v2/users',
      query: { _wpnonce: '[redacted]' },
      headers: { 'content-type': 'application/json' },
      body: { json: { username: 'ann', password: '[redacted]' } },
    });
    const text = stringifyCassette(result.cassette);
    expect(result.ledger.scan(text)).toBeUndefined();
    for (const secret of ['hunter2-long', 'cookie-secret-value', 'abcdef1234', 'YWRtaW46c2VjcmV0LXBhc3M=']) expect(text).not.toContain(secret);
  });

  it("stores the decoded text as the body (dropping the browser's Content-Encoding), base64 content as its bytes, and the site's address as the placeholder", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const result = harToCassette(
      har(
        entry('https://example.org/wp-json/wp/v2/posts/1', '{"link":"https:\\/\\/example.org\\/?p=1"}', {
          responseHeaders: [
            ['content-type', 'application/json; charset=UTF-8'],
            ['content-encoding', 'gzip'],
            ['Link', '<https://example.org/wp-json/>; rel="https://api.w.org/"'],
            ['link', '<https://example.org/?p=1>; rel="alternate"'],
          ],
        }),
        entry('https://example.org/wp-json/wp/v2/media/3/file', png.toString('base64'), {
          responseHeaders: [['content-type', 'image/png']],
          content: { encoding: 'base64', mimeType: 'image/png' },
        }),
      ),
    );
    const [json, image] = result.cassette.interactions;
    expect(json!.response.headers).toEqual({
      'content-type': 'application/json; charset=UTF-8',
      link: ['<http://recorded-site.invalid/wp-json/>; rel="https://api.w.org/"', '<http://recorded-site.invalid/?p=1>; rel="alternate"'],
    });
    expect(json!.response.body).toEqual({ json: { link: 'http://recorded-site.invalid/?p=1' } });
    expect(decodeBody(image!.response.body).equals(png)).toBe(true);
  });

  it('rebuilds a form body the HAR gives only as params, and counts answers whose body the HAR left out', () => {
    const result = harToCassette(
      har(
        entry('https://example.org/wp-json/wp/v2/posts', undefined, {
          method: 'POST',
          requestHeaders: [['content-type', 'application/x-www-form-urlencoded']],
          postData: {
            mimeType: 'application/x-www-form-urlencoded',
            params: [
              { name: 'title', value: 'Hello world' },
              { name: 'status', value: 'draft' },
            ],
          },
          content: { size: 120 },
        }),
      ),
    );
    expect(result.cassette.interactions[0]!.request.body).toEqual({ text: 'title=Hello%20world&status=draft' });
    expect(result.cassette.interactions[0]!.response.body).toBeUndefined();
    expect(result.missingBodies).toBe(1);
  });
});
