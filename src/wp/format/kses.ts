// wp_kses(): HTML filtered to the allowed elements and attributes. Each tag, comment or stray `>` is rewritten on
// its own (wp_kses_split2); the text between stays, with its entities normalised and lone `<` escaped, and block
// attributes filtered with the same allow-list first (its pre_kses filters: wp_pre_kses_less_than(),
// wp_pre_kses_block_attributes()).
import { ALLOWED_POST_TAGS, ALLOWED_PROTOCOLS, ALLOWED_TAGS, type AllowedHtml, type AttributeRule } from './kses-allowed.js';
import { safecssFilterAttr } from './kses-css.js';
import { filterBlockContent } from './kses-blocks.js';
import { normalizeEntities } from './kses-entities.js';
import { ksesHair, noNull, type HairAttribute } from './kses-hair.js';
import { escapeLoneLessThan } from './kses-less-than.js';

export { ALLOWED_POST_TAGS, ALLOWED_TAGS };

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

export interface KsesOptions {
  protocols?: readonly string[];
  /** The site's uploads origin (`http://host:port`): `<object data>` may only name a PDF there. */
  uploadsOrigin?: string;
}

/** wp_kses_check_attr_val() for the checks $allowedposttags uses. */
function checkValue(value: string, vless: 'y' | 'n', rule: Exclude<AttributeRule, true>, o: KsesOptions): boolean {
  if (rule.valueless !== undefined && asciiLower(rule.valueless) !== vless) return false;
  if (rule.values !== undefined && !rule.values.includes(asciiLower(value))) return false;
  if (rule.pdfObject) {
    // _wp_kses_allow_pdf_objects(): no query or fragment, a .pdf, on the uploads host.
    if (value.includes('?') || value.includes('#') || !value.endsWith('.pdf') || !o.uploadsOrigin) return false;
    const host = o.uploadsOrigin.replace(/^https?:\/\//, '');
    return value.startsWith(`http://${host}/`) || value.startsWith(`https://${host}/`);
  }
  return true;
}

/** wp_kses_attr_check(): whether the attribute may stay (a `style` is rewritten by safecss_filter_attr()). */
function attributeCheck(a: HairAttribute, element: string, allowed: AllowedHtml, o: KsesOptions): HairAttribute | null {
  const rules = allowed.get(asciiLower(element));
  if (!rules) return null;
  const name = asciiLower(a.name);
  let rule = rules.get(name);
  if (rule === undefined) {
    if (!(name.startsWith('data-') && rules.has('data-*') && /^data(?:-[a-z0-9_]+)+$/.test(name))) return null;
    rule = rules.get('data-*')!;
  }
  let checked = a;
  if (name === 'style') {
    const css = safecssFilterAttr(a.value);
    if (css === '' || css === '0') return null;
    checked = { ...a, value: css, whole: a.whole.split(a.value).join(css) };
  }
  return rule === true || checkValue(checked.value, checked.vless, rule, o) ? checked : null;
}

/** wp_kses_attr(): the element with the attributes that pass; without a required one, the bare tag or nothing. */
function ksesAttr(element: string, attr: string, allowed: AllowedHtml, o: KsesOptions): string {
  const xhtmlSlash = /[ \t\n\x0B\f\r]*\/[ \t\n\x0B\f\r]*(?=\n?$)/.test(attr) ? ' /' : '';
  const rules = allowed.get(asciiLower(element));
  if (!rules || rules.size === 0) return `<${element}${xhtmlSlash}>`;
  const required = new Set([...rules].filter(([, r]) => r !== true && r.required === true).map(([n]) => n));
  const stripped = xhtmlSlash ? '' : `<${element}>`;
  let kept = '';
  for (const a of ksesHair(attr, o.protocols ?? ALLOWED_PROTOCOLS).values()) {
    const isRequired = required.has(asciiLower(a.name));
    const checked = attributeCheck(a, element, allowed, o);
    if (checked) {
      kept += ` ${checked.whole}`;
      if (isRequired) required.delete(asciiLower(a.name));
    } else if (isRequired) {
      return stripped;
    }
  }
  if (required.size) return stripped;
  return `<${element}${kept.replace(/[<>]/g, '')}${xhtmlSlash}>`;
}

const TAG = /^<[ \t\n\x0B\f\r]*(\/[ \t\n\x0B\f\r]*)?([a-zA-Z0-9-]+)([^>]*)>?(?=\n?$)/;

/** wp_kses_split2(): one tag, comment or `>`; `blocks`: whether the comment's own kses filters block attributes. */
function ksesSplit2(piece: string, allowed: AllowedHtml, o: KsesOptions, blocks: boolean): string {
  const tag = piece.replace(/\\"/g, '"');
  if (!tag.startsWith('<')) return '&gt;';
  if (tag.startsWith('<!--')) {
    let inner = tag.split('<!--').join('').split('-->').join('');
    for (let next = ksesWith(inner, allowed, o, blocks); next !== inner; next = ksesWith(inner, allowed, o, blocks)) inner = next;
    if (inner === '') return '';
    return `<!--${inner.replace(/--+/g, '-').replace(/-(?=\n?$)/, '')}-->`;
  }
  const m = TAG.exec(tag);
  // A match that stops before a final newline still has to reach the end of the piece.
  if (!m || (m.index + m[0].length !== tag.length && tag.slice(m[0].length) !== '\n')) return '';
  const [, slash, element, attributes] = m;
  if (!allowed.has(asciiLower(element!))) return '';
  if (slash !== undefined && slash.trim() !== '') return `</${element}>`;
  return ksesAttr(element!, attributes!, allowed, o);
}

/** The next index of `needle` at or after a position that only grows, found with one pass over the text. */
function forwardFinder(text: string, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1 || found >= from) return found;
    found = text.indexOf(needle, from);
    return found;
  };
}

/** wp_kses_split(): `<!--…-->`, `<…>` (or to the end) and stray `>` each through ksesSplit2, text kept. */
function ksesSplit(text: string, allowed: AllowedHtml, o: KsesOptions, blocks: boolean): string {
  const nextCommentClose = forwardFinder(text, '-->');
  const nextNewline = forwardFinder(text, '\n');
  /** `<!--.*?(-->|$)` at `at`: `.` stops at a newline, PCRE's `$` also matches before a final one; -1 when cut. */
  const commentEnd = (at: number): number => {
    const close = nextCommentClose(at + 4);
    const newline = nextNewline(at + 4);
    if (close >= 0 && (newline < 0 || close < newline)) return close + 3;
    if (newline < 0) return text.length;
    return newline === text.length - 1 ? newline : -1;
  };
  let out = '';
  let kept = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '<' && c !== '>') continue;
    let end = i + 1;
    if (c === '<') {
      const comment = text.startsWith('<!--', i) ? commentEnd(i) : -1;
      const close = comment >= 0 ? -1 : text.indexOf('>', i + 1);
      end = comment >= 0 ? comment : close < 0 ? text.length : close + 1;
    }
    out += text.slice(kept, i) + ksesSplit2(text.slice(i, end), allowed, o, blocks);
    kept = end;
    i = end - 1;
  }
  return out + text.slice(kept);
}

/** wp_kses(); `blocks` is false inside filter_block_content(), which WordPress unhooks meanwhile. */
function ksesWith(text: string, allowed: AllowedHtml, o: KsesOptions, blocks: boolean): string {
  let prepared = escapeLoneLessThan(normalizeEntities(noNull(text, true)));
  if (blocks && prepared.includes('<!--')) prepared = filterBlockContent(prepared, (value) => ksesWith(value, allowed, o, false), allowed);
  return ksesSplit(prepared, allowed, o, blocks);
}

/** wp_kses() with its pre_kses filters. */
export const wpKses = (text: string, allowed: AllowedHtml, o: KsesOptions = {}): string => ksesWith(text, allowed, o, true);
