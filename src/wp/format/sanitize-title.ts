// sanitize_title() as WordPress saves a slug ("Hello world!" → "hello-world"): tags out, accents removed
// (remove_accents()), other non-ASCII letters kept as lower-case percent-encoded UTF-8 (at most 200 bytes of
// it), dashes and spaces folded, punctuation and invisible characters dropped (sanitize_title_with_dashes()).
import { removeAccents } from './remove-accents.js';
import { phpStripTags } from './php-strip-tags.js';

/** Percent-encoded UTF-8 of characters that become a dash, or nothing, in a saved slug. */
const TO_DASH = ['%c2%a0', '%e2%80%93', '%e2%80%94', '&nbsp;', '&#160;', '&ndash;', '&#8211;', '&mdash;', '&#8212;', '/'];
const DROPPED = [
  '%c2%ad',
  '%c2%a1',
  '%c2%bf',
  '%c2%ab',
  '%c2%bb',
  '%e2%80%b9',
  '%e2%80%ba',
  '%e2%80%98',
  '%e2%80%99',
  '%e2%80%9c',
  '%e2%80%9d',
  '%e2%80%9a',
  '%e2%80%9b',
  '%e2%80%9e',
  '%e2%80%9f',
  '%e2%80%a2',
  '%c2%a9',
  '%c2%ae',
  '%c2%b0',
  '%e2%80%a6',
  '%e2%84%a2',
  '%c2%b4',
  '%cb%8a',
  '%cc%81',
  '%cd%81',
  '%cc%80',
  '%cc%84',
  '%cc%8c',
  '%e2%80%8b',
  '%e2%80%8c',
  '%e2%80%8d',
  '%e2%80%8e',
  '%e2%80%8f',
  '%e2%80%aa',
  '%e2%80%ab',
  '%e2%80%ac',
  '%e2%80%ad',
  '%e2%80%ae',
  '%ef%bb%bf',
  '%ef%bf%bc',
];
const WIDE_SPACES = [
  '%e2%80%80',
  '%e2%80%81',
  '%e2%80%82',
  '%e2%80%83',
  '%e2%80%84',
  '%e2%80%85',
  '%e2%80%86',
  '%e2%80%87',
  '%e2%80%88',
  '%e2%80%89',
  '%e2%80%8a',
  '%e2%80%a8',
  '%e2%80%a9',
  '%e2%80%af',
];

/** TO_DASH's search strings that hold no `%` (DROPPED's and WIDE_SPACES' all start with one). */
const TO_DASH_ASCII = TO_DASH.filter((s) => !s.includes('%'));
const ASCII = /^[\x00-\x7f]*$/;

const replaceEach = (text: string, search: readonly string[], by: string) => search.reduce((t, s) => t.split(s).join(by), text);

/** utf8_uri_encode($text, 200): non-ASCII characters as %xx of their UTF-8 bytes, cut before passing 200 bytes. */
function utf8UriEncode(text: string, length: number): string {
  if (ASCII.test(text)) return text.slice(0, length); // each character encodes as itself
  const encoder = new TextEncoder();
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!;
    const encoded = code < 0x80 ? c : [...encoder.encode(c)].map((b) => `%${b.toString(16)}`).join('');
    if (out.length + encoded.length > length) break;
    out += encoded;
  }
  return out;
}

/** sanitize_title_with_dashes($title, '', 'save'). */
function withDashes(title: string): string {
  let t = phpStripTags(title)
    .replace(/%([a-fA-F0-9][a-fA-F0-9])/g, '---$1---')
    .replace(/%/g, '')
    .replace(/---([a-fA-F0-9][a-fA-F0-9])---/g, '%$1');
  t = utf8UriEncode(t.toLowerCase(), 200).replace(/[A-Z]/g, (c) => c.toLowerCase());
  // Every search string but the few ASCII ones (TO_DASH_ASCII) starts with `%`: without one, only those can match.
  if (t.includes('%')) {
    t = replaceEach(replaceEach(replaceEach(t, TO_DASH, '-'), DROPPED, ''), WIDE_SPACES, '-')
      .split('%c3%97')
      .join('x');
  } else {
    t = replaceEach(t, TO_DASH_ASCII, '-');
  }
  return t
    .replace(/&[^\n]+?;/g, '')
    .split('.')
    .join('-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Titles of letters, digits, spaces, `_` and `-` only: nothing in them is stripped, encoded or dropped. */
const PLAIN = /^[A-Za-z0-9 _-]*$/;

/** withDashes(removeAccents(title)) of a PLAIN title: lower case, at most 200 characters, spaces and dashes folded. */
const plainSlug = (title: string): string =>
  title
    .toLowerCase()
    .slice(0, 200)
    .replace(/[ -]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The last title and its slug: a save computes the slug, and the answer its generated_slug, of the same title. */
let lastTitle = '';
let lastSlug = '';

/** sanitize_title() in the save context: what WordPress stores as a slug. */
export function sanitizeTitle(title: string): string {
  if (title !== lastTitle) {
    lastSlug = PLAIN.test(title) ? plainSlug(title) : sanitizeTitleInFull(title);
    lastTitle = title;
  }
  return lastSlug;
}

/** sanitizeTitle() without the shortcut for plain titles (the tests prove both agree). */
export const sanitizeTitleInFull = (title: string): string => withDashes(removeAccents(title));
