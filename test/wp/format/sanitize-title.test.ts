// sanitize_title() as WordPress 6.1 saves a slug, on inputs where WordPress's own remove_accents() and
// sanitize_title_with_dashes() were run to get the expected slugs (ß is s: the German ss is a de_* locale rule).
import { describe, expect, it } from 'vitest';
import { phpStripTags } from '../../../src/wp/format/php-strip-tags.js';
import { removeAccents } from '../../../src/wp/format/remove-accents.js';
import { sanitizeTitle, sanitizeTitleInFull } from '../../../src/wp/format/sanitize-title.js';

describe('sanitize_title()', () => {
  it.each([
    ['tęst-acceńted-chäræcters', 'test-accented-charaecters'],
    ['Hello world!', 'hello-world'],
    ['中文 title', '%e4%b8%ad%e6%96%87-title'],
    ['a/b.c d', 'a-b-c-d'],
    ['x&amp;y &nbsp; z', 'xy-z'],
    ["Rob O'Rourke's Diary", 'rob-orourkes-diary'],
    ['<b>Bold</b> title', 'bold-title'],
    ['a < b', 'a-b'],
    ['a <b c', 'a'],
    ['100% sure %41', '100-sure-%41'],
    ['  --dash--  ', 'dash'],
    ['smörgåsbord Ærø', 'smorgasbord-aero'],
    ['—em–en', 'em-en'],
    ['x\u00a0y', 'x-y'],
    ['ÅÄÖ åäö ß æ œ Œ ĳ', 'aao-aao-s-ae-oe-oe-ij'],
    ['déjà vu', 'deja-vu'],
    ['mañana', 'manana'],
    ['<!-- c -->t', 't'],
    ['<a href="x>y">z</a>w', 'zw'],
    ['tab\there\nnew', 'tabherenew'],
    ['a\u200bb', 'ab'],
    ['×', 'x'],
    ['“quoted”', 'quoted'],
    ['x…y', 'xy'],
    ['™®©°', ''],
    ['emoji 😀 ok', 'emoji-%f0%9f%98%80-ok'],
    ['über'.repeat(60), 'uber'.repeat(50)],
    ['日本語'.repeat(30), `${'%e6%97%a5%e6%9c%ac%e8%aa%9e'.repeat(7)}%e6%97%a5`],
    ['e\u0301te', 'ete'],
  ])('%j becomes %j', (title, slug) => {
    expect(sanitizeTitle(title)).toBe(slug);
  });

  it('lower-cases other letters before encoding them, as WordPress does where PHP has mbstring', () => {
    expect(sanitizeTitle('Ελληνικά')).toBe('%ce%b5%ce%bb%ce%bb%ce%b7%ce%bd%ce%b9%ce%ba%ce%ac');
  });

  it('answers as the general path on ASCII titles and titles without a percent sign (its fast path)', () => {
    // The general path, as it was before the fast path for titles with no `%` after encoding.
    const percentOnly = (t: string) => {
      const encoded = [...t].map((c) => (c.codePointAt(0)! < 0x80 ? c : [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16)}`).join('')));
      let out = '';
      for (const e of encoded) {
        if (out.length + e.length > 200) break;
        out += e;
      }
      return out;
    };
    const general = (title: string) => {
      let t = phpStripTags(removeAccents(title))
        .replace(/%([a-fA-F0-9][a-fA-F0-9])/g, '---$1---')
        .replace(/%/g, '')
        .replace(/---([a-fA-F0-9][a-fA-F0-9])---/g, '%$1');
      t = percentOnly(t.toLowerCase()).replace(/[A-Z]/g, (c) => c.toLowerCase());
      for (const s of ['%c2%a0', '%e2%80%93', '%e2%80%94', '&nbsp;', '&#160;', '&ndash;', '&#8211;', '&mdash;', '&#8212;', '/']) t = t.split(s).join('-');
      t = t.replace(/%e2%80%8b|%e2%80%8c|%e2%80%8d|%c2%ad|%c2%a1|%c2%bf|%c2%ab|%c2%bb|%e2%80%b9|%e2%80%ba|%e2%80%98|%e2%80%99/g, '');
      t = t.split('%c3%97').join('x');
      return t
        .replace(/&[^\n]+?;/g, '')
        .split('.')
        .join('-')
        .replace(/[^%a-z0-9 _-]/g, '')
        .replace(/ +/g, '-')
        .replace(/-+/g, '-')
        .replace(/^-+|-+$/g, '');
    };
    const titles = [
      'Bench post 12345',
      'a&nbsp;b&#160;c&ndash;d&#8211;e&mdash;f&#8212;g/h',
      'Tom &amp; Jerry: the 2.0 release!',
      `${'long words '.repeat(30)}end`,
      `${'x'.repeat(199)}yz`,
      'Ünïcödé but accents only',
      '  Spaces   and\ttabs\nand lines  ',
      '<em>Tagged</em> <a href="/x">link</a>',
      '50%% off %zz %4',
    ];
    for (const title of titles) expect(sanitizeTitle(title)).toBe(general(title));
    // Asked again, and alternately (the last title's slug is kept), the answers stay the same.
    for (const title of [...titles, ...titles.reverse(), '', titles[0]!, titles[0]!]) expect(sanitizeTitle(title)).toBe(general(title));
  });
});

describe('sanitize_title() of plain titles', () => {
  const alphabet = 'aZ09 _-';
  /** Letters, digits, spaces, `_` and `-` at random (a seeded generator: the same titles every run). */
  const titles = (() => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    return Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 260) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    );
  })();

  it('a title of letters, digits, spaces, _ and - gets the slug the whole sanitize_title() gives it', () => {
    for (const title of [...titles, 'Bench post 12', '  --Hello   World--  ', 'A_b-C d', '-', ' ', '', 'x'.repeat(250)])
      expect(sanitizeTitle(title)).toBe(sanitizeTitleInFull(title));
  });
});
