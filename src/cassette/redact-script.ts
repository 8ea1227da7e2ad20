// Secrets written as string literals: a value whose key or variable is named like a secret, in JSON and JavaScript
// (`var wpApiSettings = {"root":"...","nonce":"abc"}`, `nonce: 'abc'`, `wpApiSettings.nonce = "abc"`), in JSON kept
// in a JS string (`\"nonce\":\"abc\"`) or an HTML attribute (`{&quot;nonce&quot;:&quot;abc&quot;}`), and a secret
// handed to a setter (`wp.apiFetch.createNonceMiddleware( "abc" )`).
import { isSecretField, REDACTED, type Redaction } from './redact.js';
import { isSecretName, nameWords } from './secret-words.js';

const QUOTE = String.raw`"|'|\\"|\\'|&quot;|&#0*34;|&#x0*22;|&#0*39;|&#x0*27;|&apos;`;
/** `"key": "`, `'key' = '`, `\"key\":\"`, `&quot;key&quot;:&quot;`: a quoted key and where its string value opens. */
const QUOTED_KEY = new RegExp(String.raw`(${QUOTE})([A-Za-z_$][\w$.:-]{0,100})\1\s*[:=]\s*(${QUOTE})`, 'gi');
/** `nonce: "`, `settings.nonce = '`: a bare JavaScript key or variable (not `==`), its string maybe in a JSON string (`\"`). */
const BARE_KEY = /(?<![\w$])()([A-Za-z_$][\w$]{0,100})\s*(?::|=(?!=))\s*(\\?["'])/g;
/** `createNonceMiddleware( "`, `setToken('`: a setter and its first argument. */
const SETTER = /(?<![\w$])()((?:create|set|use|with|init)[A-Z_$][\w$]{0,100})\s*\(\s*(\\?["'])/g;
const SETTER_WORDS = new Set(['create', 'set', 'use', 'with', 'init']);

/** Secrets are short: a literal longer than this is not looked at (and the scan stays linear). */
const LONGEST_VALUE = 2048;

/** Quoted keys only: for text that is data (JSON that did not parse, HTML outside its scripts). */
export const redactJsonLiterals = (text: string, ctx: Redaction): string =>
  text.includes(':') || text.includes('=') ? replaceValues(text, QUOTED_KEY, ctx, secretKey) : text;

/** Every form: for script text (a `<script>` element, a JavaScript body). */
export function redactScript(text: string, ctx: Redaction): string {
  let out = replaceValues(text, QUOTED_KEY, ctx, secretKey);
  out = replaceValues(out, BARE_KEY, ctx, secretKey);
  return replaceValues(out, SETTER, ctx, (name) => {
    const words = nameWords(name);
    return SETTER_WORDS.has(words[0]!) && words.slice(1).some(isSecretName);
  });
}

/** `settings.nonce` → `nonce`: the last part names the value. */
function secretKey(key: string, ctx: Redaction): boolean {
  const name = key.slice(key.lastIndexOf('.') + 1);
  return name !== '' && isSecretField(name, ctx.options);
}

function replaceValues(text: string, opener: RegExp, ctx: Redaction, secret: (name: string, ctx: Redaction) => boolean): string {
  let out = '';
  let copied = 0;
  opener.lastIndex = 0;
  for (let m = opener.exec(text); m; m = opener.exec(text)) {
    const name = m[2]!;
    if (!secret(name, ctx)) continue;
    const start = m.index + m[0].length;
    const end = closingQuote(text, start, m[3]!);
    if (end < 0) continue;
    const value = text.slice(start, end);
    opener.lastIndex = end;
    if (value === '' || value === REDACTED) continue;
    ctx.ledger.add(value, `the ${name} value in a script in ${ctx.where}`);
    const plain = unescapeValue(value);
    if (plain !== value) ctx.ledger.add(plain, `the ${name} value in a script in ${ctx.where}`);
    out += text.slice(copied, start) + REDACTED;
    copied = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Where the literal opened at `start` with `quote` closes on the same line (escaped quotes skipped), or -1. */
function closingQuote(text: string, start: number, quote: string): number {
  const limit = Math.min(text.length, start + LONGEST_VALUE);
  const escapable = quote === '"' || quote === "'";
  for (let i = start; i < limit; i++) {
    const c = text[i];
    if (c === '\n' || c === '\r') return -1;
    if (escapable && c === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(quote, i)) return i;
  }
  return -1;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'", '&#39;': "'" };

/** The value as a client would send it back: JavaScript escapes and HTML entities undone. */
function unescapeValue(value: string): string {
  return value
    .replace(/\\u([\da-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
    .replace(/&(?:amp|lt|gt|quot|#0*39);/g, (e) => ENTITIES[e] ?? e);
}
