// kses as WordPress 6.1 saves a post's fields: wp_kses() with $allowedposttags, and the title and content save
// filters for a user without unfiltered_html (kses) and with it (only rel="noopener" on targeted links). Every
// expected value was produced by WordPress 6.1's own functions (sanitize_post_field in the `db` context).
import { describe, expect, it } from 'vitest';
import { ALLOWED_POST_TAGS, wpKses } from '../../../src/wp/format/kses.js';
import { safecssFilterAttr } from '../../../src/wp/format/kses-css.js';
import { contentSavePre, contentSavePreInFull, titleSavePre, titleSavePreInFull } from '../../../src/wp/format/post-save-filters.js';

const UPLOADS = { uploadsOrigin: 'http://127.0.0.1:8765' };

describe('kses and the post save filters', () => {
  // [input, wp_kses(post), title saved by an author, content saved by an author, content saved by an editor]
  const rows: [string, string, string, string, string][] = [
    [
      '<div>div</div> <strong>strong</strong> <script>oh noes</script>',
      '<div>div</div> <strong>strong</strong> oh noes',
      'div <strong>strong</strong> oh noes',
      '<div>div</div> <strong>strong</strong> oh noes',
      '<div>div</div> <strong>strong</strong> <script>oh noes</script>',
    ],
    [
      '<a href="#" target="_blank" unfiltered=true>link</a>',
      '<a href="#" target="_blank">link</a>',
      '<a href="#">link</a>',
      '<a href="#" target="_blank" rel="noopener">link</a>',
      '<a href="#" target="_blank" unfiltered="true" rel="noopener">link</a>',
    ],
    [
      '\\\\&\\\\ &amp; &invalid; < &lt; &amp;lt;',
      '\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;',
      '\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;',
      '\\\\&amp;\\\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;',
      '\\\\&\\\\ &amp; &invalid; < &lt; &amp;lt;',
    ],
    [
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&#58;alert(1)">y</a><a href="feed:javascript:z">f</a>',
      '<a href="alert(1)">x</a><a href="alert(1)">y</a><a href="feed:z">f</a>',
      '<a href="alert(1)">x</a><a href="alert(1)">y</a><a href="feed:z">f</a>',
      '<a href="alert(1)">x</a><a href="alert(1)">y</a><a href="feed:z">f</a>',
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&#58;alert(1)">y</a><a href="feed:javascript:z">f</a>',
    ],
    [
      '<img src="http://x/a.png" onerror="alert(1)" alt="a" /><br/><hr noshade>',
      '<img src="http://x/a.png" alt="a" /><br /><hr noshade>',
      '',
      '<img src="http://x/a.png" alt="a" /><br /><hr noshade>',
      '<img src="http://x/a.png" onerror="alert(1)" alt="a" /><br/><hr noshade>',
    ],
    [
      '<p style="color: red; background: url(javascript:x); width: calc(100% - 2px)">s</p>',
      '<p style="color: red;width: calc(100% - 2px)">s</p>',
      's',
      '<p style="color: red;width: calc(100% - 2px)">s</p>',
      '<p style="color: red; background: url(javascript:x); width: calc(100% - 2px)">s</p>',
    ],
    [
      '<div data-foo="1" data-bar_baz=2 data-="x" onclick="z">d</div>',
      '<div data-foo="1" data-bar_baz="2">d</div>',
      'd',
      '<div data-foo="1" data-bar_baz="2">d</div>',
      '<div data-foo="1" data-bar_baz=2 data-="x" onclick="z">d</div>',
    ],
    [
      '<!-- a <b>bold</b> --> <!--- dash ---> <!-- open',
      '&lt;!-- a <b>bold</b> --&gt; <!--- dash --> &lt;!-- open',
      '&lt;!-- a <b>bold</b> --&gt; <!--- dash --> &lt;!-- open',
      '&lt;!-- a <b>bold</b> --&gt; <!--- dash --> &lt;!-- open',
      '<!-- a <b>bold</b> --> <!--- dash ---> <!-- open',
    ],
    ['x <!-- a\nb --> y', 'x <!-- a\nb --> y', 'x <!-- a\nb --> y', 'x <!-- a\nb --> y', 'x <!-- a\nb --> y'],
    [
      '&#0; &#00; &#65; &#x41; &#xD800; &#1114112; &nbsp;&copy;&apos;&bogus;&AMP;',
      ' &amp;#00; &#065; &#x41; &amp;#xD800; &amp;#1114112; &nbsp;&copy;&apos;&amp;bogus;&amp;AMP;',
      ' &amp;#00; &#065; &#x41; &amp;#xD800; &amp;#1114112; &nbsp;&copy;&apos;&amp;bogus;&amp;AMP;',
      ' &amp;#00; &#065; &#x41; &amp;#xD800; &amp;#1114112; &nbsp;&copy;&apos;&amp;bogus;&amp;AMP;',
      '&#0; &#00; &#65; &#x41; &#xD800; &#1114112; &nbsp;&copy;&apos;&bogus;&AMP;',
    ],
    [
      '<object data="http://evil/x.pdf" type="application/pdf"></object><object type="application/pdf"></object>',
      '<object></object><object></object>',
      '',
      '<object></object><object></object>',
      '<object data="http://evil/x.pdf" type="application/pdf"></object><object type="application/pdf"></object>',
    ],
    [
      '<a download href="x">dl</a><a download="file" href="x">dl2</a>',
      '<a download href="x">dl</a><a href="x">dl2</a>',
      '<a href="x">dl</a><a href="x">dl2</a>',
      '<a download href="x">dl</a><a href="x">dl2</a>',
      '<a download href="x">dl</a><a download="file" href="x">dl2</a>',
    ],
    [
      '<p class=\'a"b\'>mixed</p><p id=a id=b>dup</p><p =x>noname</p><p a"b=c>weird</p>',
      '<p class=\'a"b\'>mixed</p><p id="a">dup</p><p>noname</p><p>weird</p>',
      'mixeddupnonameweird',
      '<p class=\'a"b\'>mixed</p><p id="a">dup</p><p>noname</p><p>weird</p>',
      '<p class=\'a"b\'>mixed</p><p id=a id=b>dup</p><p =x>noname</p><p a"b=c>weird</p>',
    ],
    [
      '<table bgcolor=red><tr><td colspan=2>c</td></tr></table><iframe src=x></iframe>',
      '<table bgcolor="red"><tr><td colspan="2">c</td></tr></table>',
      'c',
      '<table bgcolor="red"><tr><td colspan="2">c</td></tr></table>',
      '<table bgcolor=red><tr><td colspan=2>c</td></tr></table><iframe src=x></iframe>',
    ],
    [
      '<A HREF="X" TARGET="_BLANK">caps</A> </ p> <<script>> a > b',
      '<A HREF="X" TARGET="_BLANK">caps</A> </p> &lt;&gt; a &gt; b',
      '<a HREF="X">caps</A>  &lt;&gt; a &gt; b',
      '<a HREF="X" TARGET="_BLANK">caps</A> </p> &lt;&gt; a &gt; b',
      '<a HREF="X" TARGET="_BLANK">caps</A> </ p> <<script>> a > b',
    ],
    [
      '<a href="x" target="_blank" rel="nofollow noopener">r</a><script>x</script><a href="y" target="z">in</a>',
      '<a href="x" target="_blank" rel="nofollow noopener">r</a>x<a href="y" target="z">in</a>',
      '<a href="x">r</a>x<a href="y">in</a>',
      '<a href="x" target="_blank" rel="nofollow noopener">r</a>x<a href="y" target="z" rel="noopener">in</a>',
      '<a href="x" target="_blank" rel="nofollow noopener">r</a><script>x</script><a href="y" target="z" rel="noopener">in</a>',
    ],
    [
      '<div style="background-image: linear-gradient(red, rgb(1,2,3))">g</div><span style="--custom: 12px; behavior: url(x.htc)">v</span>',
      '<div style="background-image: linear-gradient(red, rgb(1,2,3))">g</div><span style="--custom: 12px">v</span>',
      'gv',
      '<div style="background-image: linear-gradient(red, rgb(1,2,3))">g</div><span style="--custom: 12px">v</span>',
      '<div style="background-image: linear-gradient(red, rgb(1,2,3))">g</div><span style="--custom: 12px; behavior: url(x.htc)">v</span>',
    ],
  ];

  it.each(rows)('filters %j as WordPress does', (input, post, authorTitle, authorContent, editorContent) => {
    expect(wpKses(input, ALLOWED_POST_TAGS, UPLOADS)).toBe(post);
    expect(titleSavePre(input, false, UPLOADS)).toBe(authorTitle);
    expect(contentSavePre(input, false, UPLOADS)).toBe(authorContent);
    expect(contentSavePre(input, true, UPLOADS)).toBe(editorContent);
  });

  it("keeps a PDF object only when it is on the site's uploads host", () => {
    const pdf = '<object data="http://127.0.0.1:8765/wp-content/uploads/2026/01/a.pdf" type="application/pdf"></object>';
    expect(wpKses(pdf, ALLOWED_POST_TAGS, UPLOADS)).toBe(pdf);
    expect(wpKses(pdf, ALLOWED_POST_TAGS, { uploadsOrigin: 'http://elsewhere.test' })).toBe('<object></object>');
  });

  it.each([
    ['color: red; position: fixed', 'color: red'],
    ['width: calc(100% - 2px); height: min(1px, max(2px, 3px))', 'width: calc(100% - 2px);height: min(1px, max(2px, 3px))'],
    ['background: url(javascript:x)', ''],
    ["background: url('http://x.test/a.png')", "background: url('http://x.test/a.png')"],
    ['width: calc(1px + (2px)', ''],
    ['--brand-color: #123', '--brand-color: #123'],
  ])('keeps only safe CSS of %j', (css, kept) => {
    expect(safecssFilterAttr(css)).toBe(kept);
  });

  it('text the save filters leave alone is saved as the filters in full save it', () => {
    // Most draws from the first 15 (text, and control characters kses keeps or drops), the rest from all of them.
    const alphabet = [...'aZ0 \t\n\r\x0b\0\x01\x1f\x7fé€#;%&\'"\\<>', 'target', '<a target=x>'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const texts = Array.from({ length: 3000 }, () =>
      Array.from({ length: Math.floor(next() * 24) }, () => alphabet[Math.floor(next() * (next() < 0.8 ? 15 : alphabet.length))]).join(''),
    );
    const named = ['Bench post 12', '&#150;', 'a & b', 'x\0y', 'x\x01y', "it's", 'a "q"', 'back\\slash', '<b>x</b>', ' padded\t\n', '\x0b vt ', ''];
    for (const text of [...texts, ...named])
      for (const unfiltered of [true, false]) {
        expect(titleSavePre(text, unfiltered, UPLOADS)).toBe(titleSavePreInFull(text, unfiltered, UPLOADS));
        expect(contentSavePre(text, unfiltered, UPLOADS)).toBe(contentSavePreInFull(text, unfiltered, UPLOADS));
      }
  });

  it('answers hostile input in one pass over it', () => {
    const comments = `${'<!--a>'.repeat(30_000)}\nb`;
    const links = '<a target=x>'.repeat(20_000);
    const calls = `<p style="${'calc('.repeat(40_000)}">x</p>`;
    expect(contentSavePre(comments, false).endsWith('\nb')).toBe(true);
    expect(contentSavePre(links, true)).toBe('<a target="x" rel="noopener">'.repeat(20_000));
    expect(contentSavePre(calls, false)).toBe('<p>x</p>');
  });
});
