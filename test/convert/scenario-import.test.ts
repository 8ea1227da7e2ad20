import { describe, expect, it } from 'vitest';
import { cassetteToScenario, IMPORTED_PASSWORD } from '../../src/convert/scenario-import.js';
import { ORIGIN_PLACEHOLDER } from '../../src/cassette/origin-placeholder.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';
import type { PhpValue } from '../../src/wp/php-query.js';

const answer = (method: string, route: string, json: unknown, status = 200, query?: Record<string, PhpValue>): Interaction => ({
  request: { method, route, ...(query ? { query } : {}) },
  response: { status, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: { json } },
});
const cassette = (...interactions: Interaction[]): Cassette => ({
  cassette: { version: 1, target: 'https://example.org', recordedAt: '2026-03-01T10:00:00Z' },
  interactions,
});

const post = (id: number, title: string, modified: string, extra: Record<string, unknown> = {}) => ({
  id,
  date: '2026-02-01T12:00:00',
  date_gmt: '2026-02-01T10:00:00',
  modified_gmt: modified,
  slug: `post-${id}`,
  status: 'publish',
  type: 'post',
  title: { rendered: title },
  content: { rendered: `<p>${title}</p>\n`, protected: false },
  excerpt: { rendered: `<p>${title}</p>\n`, protected: false },
  author: 1,
  featured_media: 0,
  comment_status: 'open',
  ping_status: 'open',
  sticky: false,
  template: '',
  format: 'standard',
  categories: [1],
  tags: [],
  ...extra,
});

describe('import --to-scenario: which answer of an item counts', () => {
  it('takes the version with the latest modified_gmt, wherever it is in the file', () => {
    const { scenario } = cassetteToScenario(
      cassette(
        answer('GET', '/wp/v2/posts/5', post(5, 'Newer', '2026-02-03T00:00:00')),
        answer('GET', '/wp/v2/posts', [post(5, 'Older', '2026-02-02T00:00:00'), post(6, 'Other', '2026-02-02T00:00:00')]),
      ),
    );
    expect(scenario.data!.posts!.map((p) => [p.id, p.title])).toEqual([
      [5, 'Newer'],
      [6, 'Other'],
    ]);
  });

  it('keeps the raw text of an edit-context answer when a view-context answer of the same version comes later', () => {
    const edit = post(5, 'Hello', '2026-02-02T00:00:00', {
      title: { raw: 'Hello', rendered: 'Hello' },
      content: { raw: '<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->', rendered: '\n<p>Hello</p>\n', protected: false },
      excerpt: { raw: 'Short', rendered: '<p>Short</p>\n', protected: false },
    });
    const { scenario } = cassetteToScenario(
      cassette(answer('GET', '/wp/v2/posts/5', edit, 200, { context: 'edit' }), answer('GET', '/wp/v2/posts', [post(5, 'Hello', '2026-02-02T00:00:00')])),
    );
    expect(scenario.data!.posts![0]).toMatchObject({ content: '<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->', excerpt: 'Short' });
  });

  it('keeps ids, slugs, GMT dates, authors, terms, statuses, formats and stickiness of posts; parents and order of pages', () => {
    const { scenario } = cassetteToScenario(
      cassette(
        answer('GET', '/wp/v2/posts', [
          post(7, 'Seven', '2026-02-02T00:00:00', {
            status: 'draft',
            author: 4,
            categories: [2, 3],
            tags: [9],
            format: 'aside',
            sticky: true,
            featured_media: 30,
          }),
        ]),
        answer('GET', '/wp/v2/pages', [{ ...post(8, 'Child', '2026-02-02T00:00:00'), type: 'page', parent: 3, menu_order: 2 }]),
      ),
    );
    expect(scenario.data!.posts![0]).toMatchObject({
      id: 7,
      slug: 'post-7',
      date: '2026-02-01T10:00:00',
      status: 'draft',
      author: 4,
      categories: [2, 3],
      tags: [9],
      format: 'aside',
      sticky: true,
      featured_media: 30,
    });
    expect(scenario.data!.pages![0]).toMatchObject({ id: 8, parent: 3, menu_order: 2 });
    expect(scenario.data!.pages![0]).not.toHaveProperty('categories');
  });

  it('removes an item a force delete answered for, and keeps a trashed one as trash', () => {
    const { scenario } = cassetteToScenario(
      cassette(
        answer('GET', '/wp/v2/posts', [post(5, 'Gone', '2026-02-02T00:00:00'), post(6, 'Binned', '2026-02-02T00:00:00')]),
        answer('DELETE', '/wp/v2/posts/5', { deleted: true, previous: post(5, 'Gone', '2026-02-02T00:00:00') }, 200, { force: 'true' }),
        answer('DELETE', '/wp/v2/posts/6', post(6, 'Binned', '2026-02-02T00:00:05', { status: 'trash' })),
      ),
    );
    expect(scenario.data!.posts!.map((p) => [p.id, p.status])).toEqual([[6, 'trash']]);
  });

  it('takes authors, terms and featured images from _embedded', () => {
    const embedded = post(5, 'Embedded', '2026-02-02T00:00:00', {
      _embedded: {
        author: [{ id: 4, name: 'Ann Author', slug: 'ann' }],
        'wp:featuredmedia': [
          {
            id: 30,
            type: 'attachment',
            title: { rendered: 'Lake' },
            source_url: `${ORIGIN_PLACEHOLDER}/wp-content/uploads/2026/01/lake.jpg`,
            mime_type: 'image/jpeg',
            media_details: { width: 10, height: 20 },
          },
        ],
        'wp:term': [[{ id: 2, name: 'News', slug: 'news', taxonomy: 'category' }], [{ id: 9, name: 'api', slug: 'api', taxonomy: 'post_tag' }]],
      },
    });
    const { scenario } = cassetteToScenario(cassette(answer('GET', '/wp/v2/posts', [embedded], 200, { _embed: '1' })));
    expect(scenario.auth!.users).toEqual([
      { id: 4, username: 'ann', name: 'Ann Author', roles: ['author'], application_passwords: [{ name: 'mock-site', password: IMPORTED_PASSWORD }] },
    ]);
    expect(scenario.data!.media).toEqual([{ id: 30, title: 'Lake', file: '2026/01/lake.jpg', mime_type: 'image/jpeg', width: 10, height: 20 }]);
    expect(scenario.data!.categories).toEqual([{ id: 2, name: 'News', slug: 'news' }]);
    expect(scenario.data!.tags).toEqual([{ id: 9, name: 'api', slug: 'api' }]);
  });
});

describe('import --to-scenario: site, users, comments, what was not used', () => {
  it('takes the site identity from the index and /settings, leaving out the placeholder address', () => {
    const { scenario, counts } = cassetteToScenario(
      cassette(
        answer('GET', '/', {
          name: 'Real Site',
          description: 'Tagline',
          url: ORIGIN_PLACEHOLDER,
          home: ORIGIN_PLACEHOLDER,
          gmt_offset: 2,
          timezone_string: 'Europe/Berlin',
          page_for_posts: 0,
          page_on_front: 0,
          show_on_front: 'posts',
          namespaces: ['wp/v2'],
        }),
        answer('GET', '/wp/v2/settings', {
          title: 'Real Site (settings)',
          description: 'Tagline',
          url: ORIGIN_PLACEHOLDER,
          email: 'owner@example.org',
          timezone: 'Europe/Berlin',
          default_category: 3,
          posts_per_page: 5,
        }),
      ),
    );
    expect(scenario.site).toEqual({
      name: 'Real Site (settings)',
      description: 'Tagline',
      gmt_offset: 2,
      timezone_string: 'Europe/Berlin',
      page_for_posts: 0,
      page_on_front: 0,
      show_on_front: 'posts',
    });
    expect(scenario.data!.options).toEqual({ admin_email: 'owner@example.org', default_category: 3, posts_per_page: 5 });
    expect(counts.options).toBe(3);
    expect(scenario.clock).toEqual({ start: '2026-03-01T10:00:00Z' });
  });

  it('turns a local date into GMT with the index offset when an answer has no date_gmt', () => {
    const { scenario } = cassetteToScenario(
      cassette(
        answer('GET', '/', { name: 'S', gmt_offset: '2', namespaces: [] }),
        answer('GET', '/wp/v2/comments', [
          { id: 3, post: 5, author: 0, author_name: 'Guest', date: '2026-02-01T01:30:00', content: { rendered: '<p>Hi</p>\n' }, status: 'approved' },
        ]),
      ),
    );
    expect(scenario.data!.comments).toEqual([
      { id: 3, post: 5, author_name: 'Guest', content: '<p>Hi</p>\n', date: '2026-01-31T23:30:00', status: 'approved' },
    ]);
  });

  it('keeps the roles, emails and usernames of edit-context users, logs in as the first administrator, with one known password', () => {
    const { scenario } = cassetteToScenario(
      cassette(
        answer(
          'GET',
          '/wp/v2/users',
          [
            { id: 2, username: 'ed', name: 'Ed', email: 'ed@example.org', slug: 'ed', roles: ['editor'] },
            { id: 5, username: 'boss', name: 'Boss', email: 'boss@example.org', slug: 'boss', roles: ['administrator'] },
          ],
          200,
          { context: 'edit' },
        ),
      ),
    );
    expect(scenario.auth!.as_user).toBe('boss');
    expect(scenario.auth!.users!.map((u) => [u.username, u.roles, u.email, u.application_passwords])).toEqual([
      ['ed', ['editor'], 'ed@example.org', [{ name: 'mock-site', password: IMPORTED_PASSWORD }]],
      ['boss', ['administrator'], 'boss@example.org', [{ name: 'mock-site', password: IMPORTED_PASSWORD }]],
    ]);
  });

  it('lists every recorded route it did not use, numbers as {id}, errors with their status', () => {
    const { unused } = cassetteToScenario(
      cassette(
        answer('GET', '/wp/v2/types', {}),
        answer('GET', '/wp/v2/posts/5/revisions', []),
        answer('GET', '/wp/v2/posts/6/revisions', []),
        answer('GET', '/wp/v2/posts/99', { code: 'rest_post_invalid_id' }, 404),
        answer('GET', '/wp/v2/posts', [post(5, 'Used', '2026-02-02T00:00:00')]),
      ),
    );
    expect(unused).toEqual(['GET /wp/v2/types ×1', 'GET /wp/v2/posts/{id}/revisions ×2', 'GET /wp/v2/posts/{id} (404) ×1']);
  });

  it('writes every list, so none of the default site stays, and says what the records refer to that was not recorded', () => {
    const { scenario, notes } = cassetteToScenario(
      cassette(answer('GET', '/wp/v2/posts', [post(5, 'Lonely', '2026-02-02T00:00:00', { categories: [12], author: 9 })])),
    );
    expect(scenario.data).toMatchObject({ categories: [], tags: [], pages: [], media: [], comments: [] });
    expect(scenario.auth).toBeUndefined();
    expect(notes).toEqual(
      expect.arrayContaining([
        'records refer to categories that were not recorded: 12.',
        'records refer to users (authors) that were not recorded: 9.',
        'no users were recorded: the default users (admin, editor, subscriber) stay.',
      ]),
    );
  });

  it('marks a protected post whose password was not recorded with [redacted], and says so', () => {
    const { scenario, notes } = cassetteToScenario(
      cassette(
        answer('GET', '/wp/v2/posts', [
          post(5, 'Members', '2026-02-02T00:00:00', { content: { rendered: '', protected: true }, excerpt: { rendered: '', protected: true } }),
        ]),
      ),
    );
    expect(scenario.data!.posts![0]).toMatchObject({ password: '[redacted]', content: '' });
    expect(notes.some((n) => n.startsWith('password-protected posts 5:'))).toBe(true);
  });
});
