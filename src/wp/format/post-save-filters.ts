// What sanitize_post() in the `db` context does to a post's title, content and excerpt on the way to the database
// (default-filters.php and kses_init_filters()): title_save_pre trims, adds rel="noopener" to targeted links and,
// for a user without unfiltered_html, keeps only $allowedtags; content_save_pre and excerpt_save_pre convert
// CP1252 references, add the rel and keep only $allowedposttags. The filters see slashed text, as in WordPress.
import { ALLOWED_POST_TAGS, ALLOWED_TAGS, wpKses, type KsesOptions } from './kses.js';
import { targetedLinkRel } from './targeted-link-rel.js';

const SLASHED: Record<string, string> = { '\\': '\\\\', "'": "\\'", '"': '\\"', '\0': '\\0' };
/** PHP's addslashes(). */
const slash = (text: string) => text.replace(/[\\'"\0]/g, (c) => SLASHED[c]!);
/** PHP's stripslashes(). */
const unslash = (text: string) => text.replace(/\\([\s\S]?)/g, (_, c: string) => (c === '0' ? '\0' : c));

/** convert_invalid_entities(): the CP1252 references &#128;–&#159; as the characters they mean. */
const CP1252: Record<string, string> = {
  128: '&#8364;',
  129: '',
  130: '&#8218;',
  131: '&#402;',
  132: '&#8222;',
  133: '&#8230;',
  134: '&#8224;',
  135: '&#8225;',
  136: '&#710;',
  137: '&#8240;',
  138: '&#352;',
  139: '&#8249;',
  140: '&#338;',
  141: '',
  142: '&#381;',
  143: '',
  144: '',
  145: '&#8216;',
  146: '&#8217;',
  147: '&#8220;',
  148: '&#8221;',
  149: '&#8226;',
  150: '&#8211;',
  151: '&#8212;',
  152: '&#732;',
  153: '&#8482;',
  154: '&#353;',
  155: '&#8250;',
  156: '&#339;',
  157: '',
  158: '&#382;',
  159: '&#376;',
};
const convertInvalidEntities = (text: string) => (text.includes('&#1') ? text.replace(/&#(1[2-5][0-9]);/g, (m, n: string) => CP1252[n] ?? m) : text);

/** wp_filter_kses() / wp_filter_post_kses(): kses on the unslashed text, slashed again. */
const filterKses = (slashed: string, post: boolean, o: KsesOptions) => slash(wpKses(unslash(slashed), post ? ALLOWED_POST_TAGS : ALLOWED_TAGS, o));

const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/**
 * Text none of the filters changes (but for the title's trim): no backslash (quotes are slashed and unslashed back
 * as they were), no tag, entity or `&`, none of the control characters kses drops. Most titles are such text; the
 * tests hold it to the filters in full.
 */
const UNFILTERED_ALIKE = /^[^\\<>&\x00-\x08\x0b\x0c\x0e-\x1f]*$/;

/** title_save_pre. */
export const titleSavePre = (title: string, unfilteredHtml: boolean, o: KsesOptions = {}): string =>
  UNFILTERED_ALIKE.test(title) ? phpTrim(title) : titleSavePreInFull(title, unfilteredHtml, o);

/** content_save_pre and excerpt_save_pre. */
export const contentSavePre = (text: string, unfilteredHtml: boolean, o: KsesOptions = {}): string =>
  UNFILTERED_ALIKE.test(text) ? text : contentSavePreInFull(text, unfilteredHtml, o);

/** titleSavePre() without the shortcut for plain text. */
export function titleSavePreInFull(title: string, unfilteredHtml: boolean, o: KsesOptions = {}): string {
  const linked = targetedLinkRel(phpTrim(slash(title)));
  return unslash(unfilteredHtml ? linked : filterKses(linked, false, o));
}

/** contentSavePre() without the shortcut for plain text. */
export function contentSavePreInFull(text: string, unfilteredHtml: boolean, o: KsesOptions = {}): string {
  const linked = targetedLinkRel(convertInvalidEntities(slash(text)));
  return unslash(unfilteredHtml ? linked : filterKses(linked, true, o));
}
