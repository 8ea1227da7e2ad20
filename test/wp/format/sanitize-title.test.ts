// sanitize_title() as WordPress 6.1 saves a slug, on inputs where WordPress's own remove_accents() and
// sanitize_title_with_dashes() were run to get the expected slugs (ß is s: the German ss is a de_* locale rule).
import { describe, expect, it } from 'vitest';
import { sanitizeTitle } from '../../../src/wp/format/sanitize-title.js';

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
});
