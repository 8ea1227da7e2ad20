// HTTP ports of WordPress's tests/phpunit/tests/rest-api/rest-posts-controller.php round trips (verify_post_roundtrip):
// what a post's title, content and excerpt become when a user without unfiltered_html writes them (wp_kses() with
// WordPress's allowed tags: title_save_pre keeps the few tags of $allowedtags, content_save_pre and excerpt_save_pre
// those of wp_kses_post()), and that editors and administrators keep what they wrote. Plus cases of the same filters
// that the PHP file does not list (protocols, event attributes, styles, comments, entities), each proven on WordPress.
//
// Ported: test_post_roundtrip_as_author (the four cases of data_post_roundtrip_as_author),
// test_post_roundtrip_as_editor_unfiltered_html (single site), test_post_roundtrip_as_superadmin_unfiltered_html
// (the site's administrator). WordPress 6.1 adds rel="noopener" to links with a target on save (wp_targeted_link_rel),
// for every user; newer WordPress (the PHP file's current expectations) no longer does, and the real 6.1 decides here.
//
// Not observable over HTTP: the multisite branch of test_post_roundtrip_as_editor_unfiltered_html (the site is
// single-site), and the database values the PHP test reads with get_post() (the raw fields in edit context are them).
import { afterAll, describe, expect, it } from 'vitest';
import { PostFactory } from './post-factory.js';
import { openTargets, type Role } from './target.js';

const targets = await openTargets('posts-kses.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

interface Expected {
  title: { raw: string; rendered: string };
  content: { raw: string; rendered: string };
  excerpt: { raw: string; rendered: string };
}

const same = (title: string, content: string, rendered: string): Expected => ({
  title: { raw: title, rendered: title },
  content: { raw: content, rendered },
  excerpt: { raw: content, rendered },
});

/** data_post_roundtrip_as_author(): raw input, then what is stored and shown. */
const AS_AUTHOR: [string, string, Expected][] = [
  ['unicode and backslashes', '\\o/ ¯\\_(ツ)_/¯', same('\\o/ ¯\\_(ツ)_/¯', '\\o/ ¯\\_(ツ)_/¯', '<p>\\o/ ¯\\_(ツ)_/¯</p>')],
  [
    'entities and lone angle brackets',
    '\\\\&\\\\ &amp; &invalid; < &lt; &amp;lt;',
    same(
      '\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;',
      '\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;',
      '<p>\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;</p>',
    ),
  ],
  [
    'tags that are not allowed',
    '<div>div</div> <strong>strong</strong> <script>oh noes</script>',
    same('div <strong>strong</strong> oh noes', '<div>div</div> <strong>strong</strong> oh noes', '<div>div</div>\n<p> <strong>strong</strong> oh noes</p>'),
  ],
  [
    'attributes that are not allowed',
    '<a href="#" target="_blank" unfiltered=true>link</a>',
    same('<a href="#">link</a>', '<a href="#" target="_blank" rel="noopener">link</a>', '<p><a href="#" target="_blank" rel="noopener">link</a></p>'),
  ],
];

const SCRIPT = '<div>div</div> <strong>strong</strong> <script>oh noes</script>';
const UNFILTERED = same(SCRIPT, SCRIPT, '<div>div</div>\n<p> <strong>strong</strong> <script>oh noes</script></p>');

/** Content written by an author: what wp_kses_post() keeps (checked against WordPress 6.1). */
const CONTENT_CASES: [string, string, string][] = [
  ['a javascript: URL loses its protocol', '<a href="javascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
  ['an encoded javascript: URL too', '<a href="jav&#x61;script&#58;alert(1)">x</a>', '<a href="alert(1)">x</a>'],
  [
    'allowed protocols stay',
    '<a href="mailto:a@example.org">m</a> <a href="https://example.org/?a=1&b=2">h</a>',
    '<a href="mailto:a@example.org">m</a> <a href="https://example.org/?a=1&amp;b=2">h</a>',
  ],
  ['event attributes go', '<img src="https://example.org/a.png" onerror="alert(1)" alt="a">', '<img src="https://example.org/a.png" alt="a">'],
  ['unquoted values get double quotes', '<p class=intro id=x>text</p>', '<p class="intro" id="x">text</p>'],
  [
    'global and data attributes stay',
    '<span data-id="7" aria-label="l" role="note" lang="en">s</span>',
    '<span data-id="7" aria-label="l" role="note" lang="en">s</span>',
  ],
  ['unsafe styles go, safe ones stay', '<p style="color: red; position: fixed; background: url(javascript:x)">p</p>', '<p style="color: red">p</p>'],
  ['a style with nothing safe goes', '<p style="position:fixed">p</p>', '<p>p</p>'],
  ['iframes, forms and inputs go with their text kept', '<iframe src="https://example.org"></iframe><form action="/x"><input name="a">in</form>', 'in'],
  [
    'comments stay, block delimiters too',
    '<!-- wp:paragraph -->\n<p>para</p>\n<!-- /wp:paragraph --><!-- note -- here -->',
    '<!-- wp:paragraph -->\n<p>para</p>\n<!-- /wp:paragraph --><!-- note - here -->',
  ],
  ['closing tags lose their attributes', '<em>e</em class="x">', '<em>e</em>'],
  ['a stray > is encoded', 'a > b', 'a &gt; b'],
  [
    'valid numeric entities stay, invalid ones are disarmed, &#0; goes',
    '&#65; &#x41; &#0; &#xD800; &nbsp; &bogus;',
    '&#065; &#x41;  &amp;#xD800; &nbsp; &amp;bogus;',
  ],
  ['Windows-1252 entities become their Unicode ones', '&#150; &#8220;', '&#8211; &#8220;'],
  [
    'valueless attributes stay valueless',
    '<a href="/f.pdf" download>f</a><ol reversed><li>x</li></ol>',
    '<a href="/f.pdf" download>f</a><ol reversed><li>x</li></ol>',
  ],
  ['XHTML self-closing tags keep their slash', '<br/><hr class="x" />', '<br /><hr class="x" />'],
  ['upper-case tags keep their case', '<STRONG>s</STRONG><Script>x</Script>', '<STRONG>s</STRONG>x'],
  ['blocks are written back: core/ goes, an opener alone becomes void', '<!-- wp:core/separator -->', '<!-- wp:separator /-->'],
  [
    'block attributes are filtered and re-encoded',
    '<!-- wp:heading {"level": 3, "x":"\\u003cscript\\u003ea\\u003c/script\\u003e--"} --><h3>h</h3><!-- /wp:heading -->',
    '<!-- wp:heading {"level":3,"x":"a\\u002d\\u002d"} --><h3>h</h3><!-- /wp:heading -->',
  ],
];

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());

  const check = (body: Record<keyof Expected, { raw: unknown; rendered: string }>, expected: Expected) => {
    for (const field of ['title', 'content', 'excerpt'] as const) {
      expect(body[field].raw).toBe(expected[field].raw);
      expect(body[field].rendered.trim()).toBe(expected[field].rendered);
    }
  };

  /** verify_post_roundtrip(): create, then update with the same input; both answers and the stored post agree. */
  const roundtrip = async (as: Role, text: string, expected: Expected) => {
    const input = { title: text, content: text, excerpt: text };
    const created = await t.send('POST', '/wp/v2/posts', { json: input, as });
    expect(created.status).toBe(201);
    f.track(`/wp/v2/posts/${created.body.id as number}`);
    check(created.body, expected);
    const updated = await t.send('PUT', `/wp/v2/posts/${created.body.id as number}`, { json: input, as });
    expect(updated.status).toBe(200);
    check(updated.body, expected);
    check((await t.send('GET', `/wp/v2/posts/${created.body.id as number}`, { query: { context: 'edit' }, as })).body, expected);
  };

  it.each(AS_AUTHOR)('test_post_roundtrip_as_author: %s', async (_, text, expected) => {
    await roundtrip('author', text, expected);
  });

  it.each([['editor'], ['administrator']] as const)('test_post_roundtrip_as_%s_unfiltered_html: keeps the script', async (as) => {
    await roundtrip(as, SCRIPT, UNFILTERED);
  });

  it.each(CONTENT_CASES)('wp_kses_post() for a contributor: %s', async (_, content, expected) => {
    const res = await t.send('POST', '/wp/v2/posts', { json: { title: f.unique('Kses'), content, excerpt: content }, as: 'contributor' });
    expect(res.status).toBe(201);
    f.track(`/wp/v2/posts/${res.body.id as number}`);
    expect(res.body.content.raw).toBe(expected);
    expect(res.body.excerpt.raw).toBe(expected);
  });

  it("the saving user decides, not the author of record: an administrator's page for an author keeps its script", async () => {
    const res = await t.send('POST', '/wp/v2/pages', {
      json: { title: '<em>Page</em> <b>x</b> <span>y</span>', content: SCRIPT, author: t.userId('author') },
      as: 'administrator',
    });
    expect(res.status).toBe(201);
    f.track(`/wp/v2/pages/${res.body.id as number}`);
    expect(res.body.content.raw).toBe(SCRIPT);
  });

  it('trims the title and adds rel="noopener" to targeted links for every user', async () => {
    const res = await t.send('POST', '/wp/v2/posts', {
      json: { title: '  Spaced <a href="#" target="_blank">t</a>  ', content: '<a href="#" target="_blank" rel="nofollow">c</a>' },
      as: 'administrator',
    });
    expect(res.status).toBe(201);
    f.track(`/wp/v2/posts/${res.body.id as number}`);
    expect(res.body.title.raw).toBe('Spaced <a href="#" target="_blank" rel="noopener">t</a>');
    expect(res.body.content.raw).toBe('<a href="#" target="_blank" rel="nofollow noopener">c</a>');
  });

  it('refuses a post whose title, content and excerpt are empty once filtered', async () => {
    const res = await t.send('POST', '/wp/v2/posts', { json: { title: '<script></script>', content: '<iframe></iframe>' }, as: 'author' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('empty_content');
  });
});
