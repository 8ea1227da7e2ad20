// Secrets in a body's text, by what it is: JSON (fields at any depth, kept in the site's own layout), forms, multipart
// parts, HTML pages, scripts, and links in anything else. The recorder runs it before a body is stored, the journal
// before an answer is shown.
import { wpJson } from '../wp/json.js';
import { REDACTED, isSecretField, type Redaction } from './redact.js';
import { redactHtml } from './redact-html.js';
import { redactJsonLiterals, redactScript } from './redact-script.js';
import { redactUrls } from './redact-url.js';
import { redactPairs, redactValue } from './redact-value.js';

export function redactBody(text: string, contentType: string | undefined, ctx: Redaction): string {
  const type = (contentType ?? '').toLowerCase();
  const first = text.trimStart()[0];
  if (type.includes('json') || first === '{' || first === '[') return redactJson(text, ctx);
  if (type.startsWith('application/x-www-form-urlencoded')) return redactForm(text, ctx);
  if (type.startsWith('multipart/form-data')) return redactMultipart(text, contentType ?? '', ctx);
  if (type.includes('html') || type.includes('xml') || first === '<') return redactHtml(text, ctx);
  if (type.includes('javascript') || type.includes('ecmascript')) return redactUrls(redactScript(text, ctx), ctx);
  return redactUrls(text, ctx);
}

function redactJson(text: string, ctx: Redaction): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Cut short (the journal shows the first megabyte) or not JSON after all: its quoted pairs and links.
    return redactUrls(redactJsonLiterals(text, ctx), ctx);
  }
  const redacted = redactValue(parsed, ctx.options, ctx.ledger, ctx.where);
  if (redacted === parsed) return text;
  if (wpJson(parsed) === text) return wpJson(redacted);
  if (JSON.stringify(parsed) === text) return JSON.stringify(redacted);
  // Some other layout (pretty, unescaped): each changed string literal is replaced where it stands.
  let out = text;
  changedStrings(parsed, redacted, (before, after) => {
    for (const literal of new Set([JSON.stringify(before), wpJson(before)])) out = out.replaceAll(literal, JSON.stringify(after));
  });
  return out;
}

function changedStrings(before: unknown, after: unknown, found: (before: string, after: string) => void): void {
  if (before === after) return;
  if (typeof before === 'string' && typeof after === 'string') {
    found(before, after);
    return;
  }
  if (before === null || typeof before !== 'object' || after === null || typeof after !== 'object') return;
  for (const [k, v] of Object.entries(before)) changedStrings(v, (after as Record<string, unknown>)[k], found);
}

function redactForm(text: string, ctx: Redaction): string {
  const pairs = [...new URLSearchParams(text)];
  const redacted = redactPairs(pairs, ctx.options, ctx.ledger, ctx.where);
  if (redacted.every(([, v], i) => v === pairs[i]![1])) return text;
  return new URLSearchParams(redacted).toString();
}

/** A part named like a secret keeps its headers; its content becomes the marker. Boundaries are untouched. */
function redactMultipart(text: string, contentType: string, ctx: Redaction): string {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return text;
  const parts = text.split(`--${boundary}`);
  let changed = false;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index + split[0].length);
    const tail = /\r?\n$/.exec(part)?.[0] ?? '';
    const value = part.slice(head.length, part.length - tail.length);
    const name = /\bname=(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(head.slice(0, split.index));
    const field = name?.[1] ?? name?.[2] ?? name?.[3];
    if (field === undefined) continue;
    let shown = value;
    if (!isSecretField(field, ctx.options)) shown = redactUrls(value, ctx);
    else if (value !== '' && value !== REDACTED) {
      ctx.ledger.add(value, `the ${field} part of ${ctx.where}`);
      shown = REDACTED;
    }
    if (shown === value) continue;
    parts[i] = head + shown + tail;
    changed = true;
  }
  return changed ? parts.join(`--${boundary}`) : text;
}
