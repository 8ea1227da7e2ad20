import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, originRewriter } from '../../src/cassette/origin-placeholder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { raw, recordSession, type Session } from './fake-upstream.js';

const P = ORIGIN_PLACEHOLDER;
const PJ = P.replaceAll('/', '\\/');

describe('origin rewrite', () => {
  const rewrite = originRewriter(new URL('https://wp.example.com:8443/blog'));
  it.each([
    ['a plain link', 'see https://wp.example.com:8443/blog/hello/', `see ${P}/hello/`],
    ['the other scheme', 'http://wp.example.com:8443/blog/?p=1', `${P}/?p=1`],
    ['a JSON-escaped link', '"https:\\/\\/wp.example.com:8443\\/blog\\/wp-json\\/"', `"${PJ}\\/wp-json\\/"`],
    ['a URL-encoded link', 'url=https%3A%2F%2Fwp.example.com%3A8443%2Fblog%2Fx', `url=${encodeURIComponent(P)}%2Fx`],
    ['a Link header', '<https://wp.example.com:8443/blog/wp-json/>; rel="https://api.w.org/"', `<${P}/wp-json/>; rel="https://api.w.org/"`],
    ['the bare home', '"home":"https:\\/\\/wp.example.com:8443\\/blog"', `"home":"${PJ}"`],
  ])('replaces the target in %s', (_, text, expected) => {
    expect(rewrite(text)).toBe(expected);
  });

  it.each([
    ['a longer host', 'https://wp.example.com.evil.org:8443/blog/x'],
    ['another port', 'https://wp.example.com:84430/blog/x'],
    ['another base path', 'https://wp.example.com:8443/blogger/x'],
    ['another site', 'https://wordpress.org/'],
  ])('leaves %s alone', (_, text) => {
    expect(rewrite(text)).toBe(text);
  });

  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('writes the placeholder in recorded bodies (links, _links, guid, url, home) and Link headers, keeping JSON structured', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mock-site-origin-')), 'site.yaml');
    session = await recordSession(out);
    const answer = await raw(`${session.proxy}/wp-json/wp/v2/posts`);
    expect(answer.body.toString()).toContain(session.upstream.origin.replaceAll('/', '\\/')); // the client still sees the real site
    await raw(`${session.proxy}/wp-json/`);
    await session.recorder.writer.flush();
    const [index, posts] = readCassette(out).interactions; // sorted by route: / before /wp/v2/posts
    expect(posts!.response.headers?.link).toBe(`<${P}/wp-json/wp/v2/posts?page=2>; rel="next"`);
    expect(posts!.response.body).toEqual({
      json: [
        expect.objectContaining({
          guid: { rendered: `${P}/?p=1` },
          link: `${P}/hello-world/`,
          _links: { self: [{ href: `${P}/wp-json/wp/v2/posts/1` }], about: [{ href: `${P}/wp-json/wp/v2/types/post` }] },
        }),
      ],
    });
    expect(index!.response.body).toEqual({ json: { name: 'Fake', url: P, home: P, routes: {} } });
    expect(readCassette(out).cassette.target).toBe(session.upstream.origin);
  });
});
