// Secrets in an HTML page: the value of a field or meta named like a secret (`<input type=hidden name=_wpnonce
// value=...>`, `<meta name="csrf-token" content="...">`, in any quoting, `value` before or after `name`), attributes
// named like secrets (`data-nonce`), inline scripts (`var wpApiSettings = {..."nonce":"..."}`), JSON in attributes,
// and secret parameters in every link (`href="...&amp;_wpnonce=..."`).
import { isSecretField, REDACTED, type Redaction } from './redact.js';
import { redactJsonLiterals, redactScript } from './redact-script.js';
import { redactUrls } from './redact-url.js';

/**
 * A start tag and its attributes; quoted values may hold `>`. Outside quotes a `<` ends the try, so text full of
 * unclosed tags costs one pass, not one per `<`.
 */
const TAG = /<([a-zA-Z][\w:-]{0,60})(\s(?:[^<>"']|"[^"]{0,16384}"|'[^']{0,16384}'){0,16384})>/g;
/**
 * One attribute: its name and its value, double-, single- or not quoted, or quoted with `\"` (HTML inside a JavaScript
 * or JSON string: `"<input name=\"_wpnonce\" value=\"...\">"`).
 */
const ATTRIBUTE = /([^\s"'>/=\\]+)(?:(\s*=\s*)(?:(\\["'])((?:(?!\3)[^\n])*)\3|"([^"]*)"|'([^']*)'|([^\s"'=<>`\\]+)))?/g;
const SCRIPT_OPEN = /<script\b[^<>]*>/gi;
const HAS_SCRIPT = /<script\b/i;
/** A script element whose content is code or data (not a template such as `text/html`). */
const SCRIPT_TYPE = /\btype\s*=\s*\\?["']?(?!(?:text\/|application\/)?(?:javascript|ecmascript|json|ld\+json|importmap|module)\b)[^\s"'>\\]/i;
/** The attributes that hold the value of a named field or meta. */
const VALUE_ATTRIBUTES = new Set(['value', 'content']);

export function redactHtml(html: string, ctx: Redaction): string {
  let out = html.includes('=') ? html.replace(TAG, (tag, name: string, attributes: string) => redactTag(tag, 1 + name.length, attributes, ctx)) : html;
  if (HAS_SCRIPT.test(out)) out = redactScripts(out, ctx);
  out = redactJsonLiterals(out, ctx);
  return redactUrls(out, ctx);
}

function redactTag(tag: string, offset: number, attributes: string, ctx: Redaction): string {
  const found: { name: string; value: string; at: number }[] = [];
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(attributes); m; m = ATTRIBUTE.exec(attributes)) {
    const value = m[4] ?? m[5] ?? m[6] ?? m[7];
    if (value === undefined) continue;
    const quote = m[3]?.length ?? (m[7] === undefined ? 1 : 0);
    found.push({ name: m[1]!.toLowerCase(), value, at: offset + m.index + m[1]!.length + m[2]!.length + quote });
  }
  const fieldName = found.find((a) => a.name === 'name')?.value;
  const secretField = fieldName !== undefined && isSecretField(fieldName, ctx.options);
  let out = tag;
  // From the last attribute back, so earlier positions stay right.
  for (const a of found.reverse()) {
    const secret = (secretField && VALUE_ATTRIBUTES.has(a.name)) || isSecretField(a.name, ctx.options);
    if (!secret || a.value === '' || a.value === REDACTED) continue;
    ctx.ledger.add(a.value, `the ${secretField && VALUE_ATTRIBUTES.has(a.name) ? fieldName : a.name} field of ${ctx.where}`);
    const plain = decodeEntities(a.value);
    if (plain !== a.value) ctx.ledger.add(plain, `the ${a.name} field of ${ctx.where}`);
    out = out.slice(0, a.at) + REDACTED + out.slice(a.at + a.value.length);
  }
  return out;
}

function redactScripts(html: string, ctx: Redaction): string {
  const lower = html.toLowerCase();
  let out = '';
  let copied = 0;
  SCRIPT_OPEN.lastIndex = 0;
  for (let m = SCRIPT_OPEN.exec(html); m; m = SCRIPT_OPEN.exec(html)) {
    const start = m.index + m[0].length;
    const close = lower.indexOf('</script', start);
    const end = close < 0 ? html.length : close;
    SCRIPT_OPEN.lastIndex = end;
    if (SCRIPT_TYPE.test(m[0])) continue;
    const code = html.slice(start, end);
    const hidden = redactScript(code, ctx);
    if (hidden === code) continue;
    out += html.slice(copied, start) + hidden;
    copied = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? all;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}
