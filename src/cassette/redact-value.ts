// Secrets in structured values (parsed JSON, a parsed query or form): fields named like secrets at any depth, the
// value of a name-value pair whose name is a secret (`{"key": "api_key", "value": "..."}`, WooCommerce's meta_data
// and settings), and secrets inside string values (links with secret parameters, HTML in `content.rendered`).
// What holds nothing to hide comes back as the same object, so the request journal can call this on every request.
import type { SecretSink } from './secret-ledger.js';
import { isOAuthCode, isSecretField, REDACTED, type RedactOptions, type Redaction } from './redact.js';
import { redactHtml } from './redact-html.js';
import { redactUrls } from './redact-url.js';

/** A structured value with secrets replaced, at any depth (the same value when it holds none). */
export function redactValue(value: unknown, options: RedactOptions, ledger: SecretSink, where: string): unknown {
  return hide(value, { options, ledger, where }, false);
}

/** Query or form pairs (already decoded) with secret fields' values replaced. */
export function redactPairs(pairs: [string, string][], options: RedactOptions, ledger: SecretSink, where: string): [string, string][] {
  const ctx: Redaction = { options, ledger, where };
  const siblings = (n: string) => pairs.some(([k]) => k === n);
  return pairs.map(([k, v]) => {
    if (v === '' || v === REDACTED) return [k, v];
    if (!(isSecretField(k, options) || isOAuthCode(k, siblings))) return [k, redactText(v, ctx)];
    ledger.add(v, `the ${k} field of ${where}`);
    return [k, REDACTED];
  });
}

/** A string that may carry secrets inside: an HTML fragment, or text with links. */
export function redactText(text: string, ctx: Redaction): string {
  if (text.length < 4) return text;
  if (text.includes('<') && /<[a-zA-Z]/.test(text)) return redactHtml(text, ctx);
  return redactUrls(text, ctx);
}

const PAIR_NAMES = ['key', 'name', 'id'] as const;

/** `{key|name|id: "...", value: ...}`: the name the pair gives its value. */
function pairName(o: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(o, 'value')) return undefined;
  for (const n of PAIR_NAMES) if (typeof o[n] === 'string') return o[n];
  return undefined;
}

/**
 * `within`: the value sits under a name that means a secret: a list's strings are secrets (`"api_keys": [...]`), and
 * so is an object's `value` (`"secret_key": {"id": ..., "value": "..."}`).
 */
function hide(value: unknown, ctx: Redaction, within: boolean): unknown {
  if (typeof value === 'string') return redactText(value, ctx);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const next = within && isSecretValue(v) ? hidden(v, 'a listed value', ctx) : hide(v, ctx, within);
      if (next !== v) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  }
  const o = value as Record<string, unknown>;
  const pair = pairName(o);
  const pairSecret = within || (pair !== undefined && isSecretField(pair, ctx.options));
  const siblings = (n: string) => Object.hasOwn(o, n);
  const entries = Object.entries(o);
  let changed = false;
  for (const entry of entries) {
    const [k, v] = entry;
    const named =
      k === 'value'
        ? pairSecret
        : !(pair !== undefined && (PAIR_NAMES as readonly string[]).includes(k)) && (isSecretField(k, ctx.options) || isOAuthCode(k, siblings));
    // Only a value can be a secret: a `password` object (an argument's schema in the index) is looked into.
    const next = named && isSecretValue(v) ? hidden(v, k === 'value' && pair !== undefined ? pair : k, ctx) : hide(v, ctx, named);
    if (next !== v) {
      entry[1] = next;
      changed = true;
    }
  }
  return changed ? Object.fromEntries(entries) : value;
}

const isSecretValue = (v: unknown): v is string | number => (typeof v === 'string' && v !== '' && v !== REDACTED) || typeof v === 'number';

function hidden(v: string | number, name: string, ctx: Redaction): string {
  ctx.ledger.add(String(v), `the ${name} field of ${ctx.where}`);
  return REDACTED;
}
