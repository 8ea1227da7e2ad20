// Entities as kses treats them: wp_kses_normalize_entities() (every `&` disarmed, the allowed named and valid
// numeric references kept), esc_html() for a fragment, and wp_kses_decode_entities() for a protocol check.
import { ALLOWED_ENTITY_NAMES } from './kses-allowed.js';

/** valid_unicode(). */
const validUnicode = (i: number) =>
  i === 0x9 || i === 0xa || i === 0xd || (i >= 0x20 && i <= 0xd7ff) || (i >= 0xe000 && i <= 0xfffd) || (i >= 0x10000 && i <= 0x10ffff);

/** PHP's empty() of a captured string: '' and '0' are empty. */
const emptyCapture = (s: string) => s === '' || s === '0';

/** wp_kses_normalize_entities() in the `html` context. */
export function normalizeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/&amp;([A-Za-z]{2,8}[0-9]{0,2});/g, (_, name: string) => (ALLOWED_ENTITY_NAMES.has(name) ? `&${name};` : `&amp;${name};`))
    .replace(/&amp;#(0*[0-9]{1,7});/g, (_, digits: string) => {
      if (emptyCapture(digits)) return '';
      return validUnicode(Number(digits)) ? `&#${(digits.replace(/^0+/, '')).padStart(3, '0')};` : `&amp;#${digits};`;
    })
    .replace(/&amp;#[Xx](0*[0-9A-Fa-f]{1,6});/g, (_, hex: string) => {
      if (emptyCapture(hex)) return '';
      return validUnicode(parseInt(hex, 16)) ? `&#x${hex.replace(/^0+/, '')};` : `&amp;#x${hex};`;
    });
}

const SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/**
 * esc_html(): entities normalised, then htmlspecialchars() without double encoding, which leaves numeric references
 * and the HTML 4.01 named ones (every allowed name but `apos`) alone.
 */
export function escHtml(text: string): string {
  return normalizeEntities(text).replace(/&(?:([a-zA-Z][a-zA-Z0-9]*)|#[0-9]+|#[xX][0-9a-fA-F]+);|[&<>"']/g, (m, name: string | undefined) => {
    if (m.length === 1) return SPECIAL[m]!;
    return name !== undefined && (!ALLOWED_ENTITY_NAMES.has(name) || name === 'apos') ? `&amp;${m.slice(1)}` : m;
  });
}

/** PHP's chr(): a code modulo 256. */
const chr = (code: number) => String.fromCharCode(((Math.trunc(code) % 256) + 256) % 256);

/** wp_kses_decode_entities(): numeric references to the characters they name. */
export const decodeEntities = (text: string): string =>
  text.replace(/&#([0-9]+);/g, (_, n: string) => chr(Number(n))).replace(/&#[Xx]([0-9A-Fa-f]+);/g, (_, h: string) => chr(parseInt(h, 16)));
