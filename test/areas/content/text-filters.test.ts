// WordPress's display filters as the content API applies them: wpautop, wptexturize, block rendering,
// excerpts and unique slugs.
import { describe, expect, it } from 'vitest';
import { wpautop } from '../../../src/areas/content/autop.js';
import { blockVersion, excerptRemoveBlocks, renderBlocks } from '../../../src/areas/content/blocks.js';
import { theContent, theTitle, theTitleInFull, trimExcerpt, trimWords } from '../../../src/areas/content/text-filters.js';
import { wptexturize } from '../../../src/areas/content/texturize.js';
import { uniquePostSlug } from '../../../src/areas/content/unique-slug.js';
import type { PostRecord } from '../../../src/store/types.js';

describe('wpautop', () => {
  it.each([
    ['a line', 'Hello', '<p>Hello</p>\n'],
    ['two paragraphs', 'One\n\nTwo', '<p>One</p>\n<p>Two</p>\n'],
    ['a single line break', 'One\nTwo', '<p>One<br />\nTwo</p>\n'],
    ['a block element', '<div>x</div>', '<div>x</div>\n'],
    ['a paragraph already there', '<p>Original content of A.</p>', '<p>Original content of A.</p>\n'],
    ['a list', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    ['preformatted text', 'Code:\n<pre>a\n\nb</pre>', '<p>Code:</p>\n<pre>a\n\nb</pre>\n'],
    ['whitespace only', ' \n ', ''],
  ])('%s', (_, input, output) => {
    expect(wpautop(input)).toBe(output);
  });
});

describe('wptexturize', () => {
  it.each([
    ['an apostrophe', "It's", 'It&#8217;s'],
    ['double quotes', '"Hi" there', '&#8220;Hi&#8221; there'],
    ['single quotes', "say 'hi' now", 'say &#8216;hi&#8217; now'],
    ['an abbreviated year', "the '90s", 'the &#8217;90s'],
    ['primes', '9\' and 5"', '9&#8242; and 5&#8243;'],
    ['an em dash', 'a -- b', 'a &#8212; b'],
    ['an en dash', 'a - b', 'a &#8211; b'],
    ['a hyphen', 'well-known', 'well-known'],
    ['an ellipsis', 'Wait...', 'Wait&#8230;'],
    ['a trademark', 'Brand (tm)', 'Brand &#8482;'],
    ['dimensions', '2x4', '2&#215;4'],
    ['a lone ampersand', 'A & B &amp; C', 'A &#038; B &amp; C'],
    ['code left alone', '<code>it\'s "raw"</code> it\'s', '<code>it\'s "raw"</code> it&#8217;s'],
    ['attributes left alone', '<a href="x">"link"</a>', '<a href="x">&#8220;link&#8221;</a>'],
  ])('%s', (_, input, output) => {
    expect(wptexturize(input)).toBe(output);
  });
});

describe('blocks', () => {
  const content =
    '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:latest-posts /-->\n\n' +
    '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<p>Two</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->';

  it('renders static blocks as saved, without their comments; dynamic blocks render empty', () => {
    expect(renderBlocks(content)).toBe('\n<p>One</p>\n\n\n\n\n\n<div class="wp-block-group">\n<p>Two</p>\n</div>\n');
    expect(blockVersion(content)).toBe(1);
    expect(blockVersion('<p>classic</p>')).toBe(0);
  });

  it('keeps only text blocks (and those inside groups) for an excerpt', () => {
    const withImage = `${content}\n\n<!-- wp:image -->\n<figure><img src="x.png"/></figure>\n<!-- /wp:image -->`;
    expect(excerptRemoveBlocks(withImage)).toBe('\n<p>One</p>\n\n\n\n\n\n<p>Two</p>\n\n\n');
  });

  it('the_content of block markup is not given extra paragraphs', () => {
    expect(theContent('<!-- wp:paragraph -->\n<p>Say "hi"</p>\n<!-- /wp:paragraph -->')).toBe('\n<p>Say &#8220;hi&#8221;</p>\n');
  });
});

describe('titles and excerpts', () => {
  it('a title is texturized, trimmed and spells WordPress right', () => {
    expect(theTitle('  Wordpress & "friends" ')).toBe('WordPress &#038; &#8220;friends&#8221;');
  });

  it('a title of words and single spaces renders as the whole title filter renders it', () => {
    const alphabet = 'aZx09 ';
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const titles = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    );
    for (const title of [...titles, 'Bench post 12', 'A 2x4 board', '2x4', 'Wordpress tips', 'Hello  World', ' Hello', 'Hello ', ''])
      expect(theTitle(title)).toBe(theTitleInFull(title));
    expect(theTitle('A 2x4 board')).toBe('A 2&#215;4 board');
  });

  it("an empty excerpt is the content's first 55 words, tags stripped, with [&hellip;]", () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    expect(trimExcerpt('', `<p>${words}</p>`)).toBe(`${words.split(' ').slice(0, 55).join(' ')} [&hellip;]`);
    expect(trimExcerpt('Written', '<p>Ignored</p>')).toBe('Written');
  });

  it('wp_trim_words leaves short text whole', () => {
    expect(trimWords('<b>Two</b> words', 55, '…')).toBe('Two words');
  });
});

describe('unique slugs', () => {
  const row = (id: number, slug: string, type = 'post', parent = 0): PostRecord => ({ id, slug, type, parent }) as PostRecord;
  const posts = [row(1, 'hello'), row(2, 'hello-2'), row(3, 'about', 'page'), row(4, 'team', 'page', 3)];

  it.each([
    ['a free slug stays', 'fresh', { id: 9, status: 'publish', type: 'post', parent: 0 }, 'fresh'],
    ['a taken slug gets the first free number', 'hello', { id: 9, status: 'publish', type: 'post', parent: 0 }, 'hello-3'],
    ['a draft keeps its slug', 'hello', { id: 9, status: 'draft', type: 'post', parent: 0 }, 'hello'],
    ['another type does not compete', 'about', { id: 9, status: 'publish', type: 'post', parent: 0 }, 'about'],
    ['pages compete under the same parent only', 'team', { id: 9, status: 'publish', type: 'page', parent: 0 }, 'team'],
    ['a page may not be named like a number', '42', { id: 9, status: 'publish', type: 'page', parent: 0 }, '42-2'],
    ['feed names are reserved', 'feed', { id: 9, status: 'publish', type: 'post', parent: 0 }, 'feed-2'],
  ])('%s', (_, slug, target, expected) => {
    expect(uniquePostSlug(slug, target, (s) => posts.filter((p) => p.slug === s))).toBe(expected);
  });
});
