// The display filters WordPress runs on a post's fields: the_content, the_title, get_the_excerpt +
// the_excerpt, with the helpers they use (kses runs when a post is saved: save-filters.ts). Not modelled: shortcodes
// and oEmbed (none registered), smilies and wp_filter_content_tags() (image loading attributes).
import { wpautop } from './autop.js';
import { excerptRemoveBlocks, hasBlocks, renderBlocks } from './blocks.js';
import { phpTrim } from './php-string.js';
import { dropScriptAndStyleBodies } from './script-bodies.js';
import { phpStripTags as stripTags } from '../../wp/format/php-strip-tags.js';
import { wptexturize } from './texturize.js';

export const DEFAULT_EXCERPT_LENGTH = 55;

/** convert_chars(): a lone `&` becomes `&#038;`. */
export const convertChars = (text: string): string => (text.includes('&') ? text.replace(/&([^#])(?![a-z1-4]{1,8};)/gi, '&#038;$1') : text);

const DBLQ = '&#8220;';
/** capital_P_dangit() as the_content runs it (titles use a plain replacement). */
export const capitalPDangit = (text: string): string =>
  text.includes('Wordpress') ? [' ', '&#8216;', DBLQ, '>', '('].reduce((t, before) => t.split(`${before}Wordpress`).join(`${before}WordPress`), text) : text;

/** wp_strip_all_tags(): no tags, no <script>/<style> bodies, trimmed. */
export function stripAllTags(text: string): string {
  return phpTrim(stripTags(dropScriptAndStyleBodies(text)));
}

/** normalize_whitespace(): how WordPress compares revision fields. */
export const normalizeWhitespace = (text: string): string =>
  phpTrim(text)
    .replace(/\r/g, '\n')
    .replace(/\n+/g, '\n')
    .replace(/[ \t]+/g, ' ');

/** wp_trim_words(): the first `count` words of the text without tags, `more` appended when cut. */
export function trimWords(text: string, count: number, more: string): string {
  const words = stripAllTags(text)
    .split(/[\n\r\t ]+/)
    .filter((w) => w !== '');
  if (words.length > count) return words.slice(0, Math.max(count, 0)).join(' ') + more;
  return words.join(' ');
}

/** apply_filters('the_content'): blocks rendered (or paragraphs added to classic content), typography. */
export function theContent(raw: string): string {
  const blocks = hasBlocks(raw);
  let text = blocks ? renderBlocks(raw) : raw;
  text = wptexturize(text);
  // do_blocks() unhooks wpautop for block content.
  if (!blocks) text = wpautop(text);
  return capitalPDangit(text);
}

/** apply_filters('the_title'). */
export const theTitle = (raw: string): string => (PLAIN_TITLE.test(raw) && !/\dx\d/.test(raw) ? wordPressSpelled(raw) : theTitleInFull(raw));

/** The title filter's capital_P_dangit(): every `Wordpress`. */
const wordPressSpelled = (text: string): string => (text.includes('Wordpress') ? text.split('Wordpress').join('WordPress') : text);

/**
 * Words of letters and digits between single spaces: nothing wptexturize or convert_chars changes (no quote, dash,
 * dot, entity or tag) but a `2x4` dimension, and nothing to trim. Most titles.
 */
const PLAIN_TITLE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** theTitle() without its plain-title shortcut (the tests hold the two to the same answers). */
export const theTitleInFull = (raw: string): string => wordPressSpelled(phpTrim(convertChars(wptexturize(raw))));

/** wp_trim_excerpt(): the excerpt as written, or one generated from the content. */
export function trimExcerpt(excerpt: string, content: string, length = DEFAULT_EXCERPT_LENGTH): string {
  if (phpTrim(excerpt) !== '') return excerpt;
  const text = theContent(excerptRemoveBlocks(content)).split(']]>').join(']]&gt;');
  return trimWords(text, length, ' [&hellip;]');
}

/** apply_filters('the_excerpt'). */
export const theExcerpt = (excerpt: string): string => wpautop(convertChars(wptexturize(excerpt)));
