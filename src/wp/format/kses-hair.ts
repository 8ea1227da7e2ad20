// wp_kses_hair(): a tag's attribute list read the way kses reads it (name, `=`, a double-, single- or unquoted value,
// malformed runs skipped), URL attributes passed through wp_kses_bad_protocol(). PHP's `\s` is ASCII white space
// and its `$` also matches before a final newline; the patterns below spell both out.
import { ALLOWED_PROTOCOLS, URI_ATTRIBUTES } from './kses-allowed.js';
import { decodeEntities } from './kses-entities.js';

export interface HairAttribute {
  name: string;
  value: string;
  whole: string;
  vless: 'y' | 'n';
}

const WS = '[ \\t\\n\\x0B\\f\\r]';
const NOT_WS = '[^ \\t\\n\\x0B\\f\\r]';
/** PCRE's `$` without the D modifier. */
const END = '(?=\\n?$)';

const NAME = /[_a-zA-Z][-_a-zA-Z0-9:.]*/y;
const EQUALS = new RegExp(`${WS}*=${WS}*`, 'y');
const SPACES = new RegExp(`${WS}+`, 'y');
const DOUBLE = new RegExp(`"([^"]*)"(${WS}+|/?${END})`, 'y');
const DOUBLE_CUT = new RegExp(`"[^"]*"(${WS}+|${END})`, 'y');
const SINGLE = new RegExp(`'([^']*)'(${WS}+|/?${END})`, 'y');
const SINGLE_CUT = new RegExp(`'[^']*'(${WS}+|${END})`, 'y');
const BARE = new RegExp(`([^ \\t\\n\\x0B\\f\\r"']+)(${WS}+|/?${END})`, 'y');
const BARE_CUT = new RegExp(`[^ \\t\\n\\x0B\\f\\r"']+(${WS}+|${END})`, 'y');
/** wp_kses_html_error(): a malformed run (quoted strings kept whole) and the space after it. */
const MALFORMED = new RegExp(`(?:"[^"]*(?:"|${END})|'[^']*(?:'|${END})|${NOT_WS})*${WS}*`, 'y');

/** A sticky match at `at`, or null. */
function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

export function ksesHair(attr: string, protocols: readonly string[] = ALLOWED_PROTOCOLS): Map<string, HairAttribute> {
  const out = new Map<string, HairAttribute>();
  let mode = 0;
  let name = '';
  let at = 0;
  const add = (value: string, whole: string, vless: 'y' | 'n') => {
    if (!out.has(name)) out.set(name, { name, value, whole, vless });
  };
  const checked = (value: string) => (URI_ATTRIBUTES.has(asciiLower(name)) ? badProtocol(value, protocols) : value);
  while (at < attr.length) {
    let m: RegExpExecArray | null = null;
    if (mode === 0 && (m = matchAt(NAME, attr, at))) {
      name = m[0];
      at += m[0].length;
      mode = 1;
    } else if (mode === 1 && (m = matchAt(EQUALS, attr, at))) {
      at += m[0].length;
      mode = 2;
    } else if (mode === 1 && (m = matchAt(SPACES, attr, at))) {
      add('', name, 'y');
      at += m[0].length;
      mode = 0;
    } else if (mode === 2 && (m = matchAt(DOUBLE, attr, at))) {
      const value = checked(m[1]!);
      add(value, `${name}="${value}"`, 'n');
      at += matchAt(DOUBLE_CUT, attr, at)?.[0].length ?? 0;
      mode = 0;
    } else if (mode === 2 && (m = matchAt(SINGLE, attr, at))) {
      const value = checked(m[1]!);
      add(value, `${name}='${value}'`, 'n');
      at += matchAt(SINGLE_CUT, attr, at)?.[0].length ?? 0;
      mode = 0;
    } else if (mode === 2 && (m = matchAt(BARE, attr, at))) {
      const value = checked(m[1]!);
      // Quotes are added to conform to W3C's HTML spec.
      add(value, `${name}="${value}"`, 'n');
      at += matchAt(BARE_CUT, attr, at)?.[0].length ?? 0;
      mode = 0;
    } else {
      // Not well-formed: skip the run and try again.
      at += matchAt(MALFORMED, attr, at)?.[0].length ?? 0;
      mode = 0;
    }
  }
  // An attribute list that ends with a valueless attribute, like `selected`.
  if (mode === 1) add('', name, 'y');
  return out;
}

/** wp_kses_no_null(): control characters removed and, unless kept, backslash-zero runs. */
export function noNull(text: string, keepSlashZero = false): string {
  const cleaned = text.replace(/[\x00-\x08\x0B\x0C\x0E-\x1F]/g, '');
  return keepSlashZero ? cleaned : cleaned.replace(/\\+0+/g, '');
}

const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/** wp_kses_bad_protocol_once2(): the scheme as `name:` when allowed, else nothing. */
function protocolOf(scheme: string, protocols: readonly string[]): string {
  const cleaned = asciiLower(noNull(decodeEntities(scheme).replace(/[ \t\n\x0B\f\r]/g, '')));
  return protocols.some((p) => asciiLower(p) === cleaned) ? `${cleaned}:` : '';
}

const COLON = /:|&#0*58;|&#x0*3a;|&colon;/i;

/** wp_kses_bad_protocol_once(): the first scheme checked (`feed:` may wrap two more). */
function badProtocolOnce(input: string, protocols: readonly string[], count = 1): string {
  const text = input.replace(/(&#0*58(?![;0-9])|&#x0*3a(?![;a-f0-9]))/gi, '$1;');
  const colon = COLON.exec(text);
  if (!colon || text.slice(0, colon.index).includes('/?')) return text;
  let rest = phpTrim(text.slice(colon.index + colon[0].length));
  const protocol = protocolOf(text.slice(0, colon.index), protocols);
  if (protocol === 'feed:') {
    if (count > 2) return '';
    rest = badProtocolOnce(rest, protocols, count + 1);
    if (rest === '' || rest === '0') return rest;
  }
  return protocol + rest;
}

/** wp_kses_bad_protocol(): disallowed schemes removed until nothing changes (six rounds at most, else nothing). */
export function badProtocol(value: string, protocols: readonly string[] = ALLOWED_PROTOCOLS): string {
  let text = noNull(value);
  let before: string;
  let rounds = 0;
  do {
    before = text;
    text = badProtocolOnce(text, protocols);
  } while (before !== text && ++rounds < 6);
  return before !== text ? '' : text;
}
