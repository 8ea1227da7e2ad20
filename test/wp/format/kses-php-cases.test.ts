// wp_kses() and the save filters around it, on inputs where WordPress 6.1's own functions (wp-includes/kses.php,
// formatting.php, blocks.php) were run to get the expected outputs: protocols, attribute parsing, styles, comments,
// entities, block attributes, the title allow-list and rel="noopener" on targeted links. posts-kses.test.ts proves
// the same over HTTP against a real WordPress (test/wp-rest/).
import { describe, expect, it } from 'vitest';
import { ALLOWED_POST_TAGS, ALLOWED_TAGS, wpKses } from '../../../src/wp/format/kses.js';
import { safecssFilterAttr } from '../../../src/wp/format/kses-css.js';
import { contentSavePre, titleSavePre } from '../../../src/wp/format/post-save-filters.js';
import { targetedLinkRel } from '../../../src/wp/format/targeted-link-rel.js';

const SITE = { uploadsOrigin: 'http://example.org' };

describe('wp_kses_post()', () => {
  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="jav&#x61;script&#58;alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="feed:javascript:alert(1)">f</a>', '<a href="feed:alert(1)">f</a>'],
    ['<a href="foo/bar:baz">x</a> <a href="a/?b:c">y</a>', '<a href="baz">x</a> <a href="a/?b:c">y</a>'],
    ['<a href="HTTPS://Example.org">u</a>', '<a href="https://Example.org">u</a>'],
    ['<img src="x" onerror="alert(1)" alt="a">', '<img src="x" alt="a">'],
    ['<p class=intro id=x>t</p>', '<p class="intro" id="x">t</p>'],
    ['<a href=\'#\' title="t" rel=a b>y</a>', '<a href=\'#\' title="t" rel="a">y</a>'],
    ['<a href="#" =foo bar="1" baz>k</a>', '<a href="#">k</a>'],
    ['<a "quoted" href="#">q</a>', '<a href="#">q</a>'],
    ['<b title="a>b">x</b>', '<b>b"&gt;x</b>'],
    ['<div data-Foo="1" data-x-y_z="2" data-="3">d</div>', '<div data-Foo="1" data-x-y_z="2">d</div>'],
    ['<p style="color: red; position: fixed">p</p>', '<p style="color: red">p</p>'],
    ['<p style="background: url(javascript:x)">p</p>', '<p>p</p>'],
    ['<p style="background-image: url(\'https://x.org/a.png\')">p</p>', '<p style="background-image: url(\'https://x.org/a.png\')">p</p>'],
    ['<p style="width: calc(100% - (2 * 3px)); --v: var(--w)">p</p>', '<p style="width: calc(100% - (2 * 3px));--v: var(--w)">p</p>'],
    ['<p style="background: linear-gradient(red, rgb(0,0,0))">p</p>', '<p style="background: linear-gradient(red, rgb(0,0,0))">p</p>'],
    ['<p style="color: expression(alert(1))">p</p>', '<p>p</p>'],
    ['<object data="http://example.org/a.pdf" type="application/pdf">o</object>', '<object data="http://example.org/a.pdf" type="application/pdf">o</object>'],
    ['<object data="http://evil.org/a.pdf" type="application/pdf">o</object>', '<object>o</object>'],
    ['<object type="application/pdf">o</object>', '<object>o</object>'],
    ['<a download="x">d</a><a download>e</a>', '<a>d</a><a download>e</a>'],
    ['<br/><hr class="x" /><img src="y"/>', '<br /><hr class="x" /><img src="y" />'],
    ['<em>e</em class="x">', '<em>e</em>'],
    ['<STRONG>s</STRONG><Script>x</Script>', '<STRONG>s</STRONG>x'],
    ['<a href=\\"x\\">q</a>', '<a href="x">q</a>'],
    ['<!-- wp:paragraph -->\n<p>p</p>\n<!-- /wp:paragraph -->', '<!-- wp:paragraph -->\n<p>p</p>\n<!-- /wp:paragraph -->'],
    ['<!-- a -- b --- c -->', '<!-- a - b - c -->'],
    ['<!-- <script>x</script> -->', '&lt;!-- x --&gt;'],
    ['<!--->', '<!---&gt;-->'],
    ['a > b < c', 'a &gt; b &lt; c'],
    ['<<b>>', '&lt;<b>&gt;'],
    ['<p>unclosed <b', '<p>unclosed &lt;b'],
    ['< 3', '&lt; 3'],
    ['&#65; &#x41; &#0; &#xD800; &#1234567; &nbsp; &bogus; &AMP; &apos;', '&#065; &#x41;  &amp;#xD800; &amp;#1234567; &nbsp; &amp;bogus; &amp;AMP; &apos;'],
    ['x\u0001y\u000bz\\0w', 'xyz\\0w'],
    ['<iframe src="x"></iframe><form action="/x"><input name="a">in</form>', 'in'],
  ])('%j becomes %j', (input, output) => {
    expect(wpKses(input, ALLOWED_POST_TAGS, SITE)).toBe(output);
  });
});

describe('block attributes (wp_pre_kses_block_attributes(): parsed, filtered, written back)', () => {
  it.each([
    [
      '<!-- wp:core/paragraph {"align":"center"} -->\n<p>x</p>\n<!-- /wp:core/paragraph -->',
      '<!-- wp:paragraph {"align":"center"} -->\n<p>x</p>\n<!-- /wp:paragraph -->',
    ],
    [
      '<!-- wp:heading {"level": 3, "content":"a -- b"} --><h3>h</h3><!-- /wp:heading -->',
      '<!-- wp:heading {"level":3,"content":"a \\u002d\\u002d b"} --><h3>h</h3><!-- /wp:heading -->',
    ],
    ['<!-- wp:core/separator -->', '<!-- wp:separator /-->'],
    [
      '<!-- wp:x {"a":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","b":"\\u003cb\\u003eok\\u003c/b\\u003e"} /-->',
      '<!-- wp:x {"a":"alert(1)","b":"\\u003cb\\u003eok\\u003c/b\\u003e"} /-->',
    ],
    ['<!-- wp:image {"style":{},"o":{"0":"a","1":"b"},"f":2.0,"n":1e25} /-->', '<!-- wp:image {"style":[],"o":["a","b"],"f":2,"n":1.0e+25} /-->'],
    ['<!-- wp:template-part {"slug":"header","tagName":"script"} /-->', '<!-- wp:template-part {"slug":"header","tagName":""} /-->'],
    ['<!-- wp:x {"a":"<b>"} /-->', '&lt;!-- wp:x {&quot;a&quot;:&quot;<b>"} /--&gt;'],
    [
      'before <!-- wp:group --><div><!-- wp:paragraph --><p>in</p><!-- /wp:paragraph --></div><!-- /wp:group --> after',
      'before <!-- wp:group --><div><!-- wp:paragraph --><p>in</p><!-- /wp:paragraph --></div><!-- /wp:group --> after',
    ],
  ])('%j becomes %j', (input, output) => {
    expect(wpKses(input, ALLOWED_POST_TAGS, SITE)).toBe(output);
  });
});

describe('wp_kses() of a title ($allowedtags)', () => {
  it.each([
    ['<div>div</div> <strong>strong</strong> <script>oh noes</script>', 'div <strong>strong</strong> oh noes'],
    ['<a href="#" target="_blank" title="t">link</a>', '<a href="#" title="t">link</a>'],
    ['<b class="x">b</b> <em>e</em> <span>s</span>', '<b>b</b> <em>e</em> s'],
    ['<abbr title="t" lang="en">a</abbr>', '<abbr title="t">a</abbr>'],
  ])('%j becomes %j', (input, output) => {
    expect(wpKses(input, ALLOWED_TAGS, SITE)).toBe(output);
  });
});

describe('safecss_filter_attr()', () => {
  it.each([
    ['color: red; position: fixed', 'color: red'],
    ['color:red; ;color:blue', 'color:red;;color:blue'],
    ['foo', 'foo'],
    ['width: calc(1px', ''],
    ['--x: url(javascript:a)', ''],
    ['background: url("http://a.b/c.png")', 'background: url("http://a.b/c.png")'],
    ['COLOR: red', ''],
    ['margin:0;padding:0;', 'margin:0;padding:0'],
    ['font-family: "A&B"', ''],
    ['color: red /* c */', ''],
  ])('%j keeps %j', (input, output) => {
    expect(safecssFilterAttr(input)).toBe(output);
  });
});

describe('wp_targeted_link_rel()', () => {
  it.each([
    ['<a href="#" target="_blank">t</a>', '<a href="#" target="_blank" rel="noopener">t</a>'],
    ['<a target="_blank" href="https://x.org" rel="nofollow">l</a>', '<a target="_blank" href="https://x.org" rel="nofollow noopener">l</a>'],
    ['<A TARGET="_blank" href="#">u</A>', '<a TARGET="_blank" href="#">u</A>'],
    ['<a href=\\"#\\" target=\\"_blank\\">e</a>', '<a href=\\"#\\" target=\\"_blank\\" rel=\\"noopener\\">e</a>'],
    ['<a target=_blank rel="noopener  x">n</a>', '<a target="_blank" rel="noopener x">n</a>'],
  ])('%j becomes %j', (input, output) => {
    expect(targetedLinkRel(input)).toBe(output);
  });
});

describe('the save filters', () => {
  it('trim titles and convert Windows-1252 entities for every user, and filter only without unfiltered_html', () => {
    expect(titleSavePre('  <script>x</script> t  ', true, SITE)).toBe('<script>x</script> t');
    expect(titleSavePre('  <script>x</script> t  ', false, SITE)).toBe('x t');
    expect(contentSavePre('&#150; <script>x</script>', true, SITE)).toBe('&#8211; <script>x</script>');
    expect(contentSavePre('&#150; <script>x</script>', false, SITE)).toBe('&#8211; x');
  });

  it('leave already filtered text as it is', () => {
    const once = contentSavePre('<a href="#" target="_blank" onclick="x">l</a> &bogus; <p style="color:red;position:fixed">p</p>', false, SITE);
    expect(contentSavePre(once, false, SITE)).toBe(once);
  });
});
