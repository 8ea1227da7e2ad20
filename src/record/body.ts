// Bodies as the recorder stores them: decompressed (gzip, deflate, br, in the order they were applied),
// secret fields hidden (JSON at any depth, forms, multipart parts), the target's origin replaced.
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { wpJson } from '../wp/json.js';
import type { SecretLedger } from './ledger.js';
import type { OriginRewriter } from './origin.js';
import { isSecretField, REDACTED, redactHtml, redactPairs, redactValue, type RedactOptions } from './redact.js';

/** The identity bytes of a body sent with `Content-Encoding`, or undefined if it does not decode. */
export function decodeContent(bytes: Buffer, encoding: string | undefined): Buffer | undefined {
  if (!encoding || bytes.length === 0) return bytes;
  let out = bytes;
  try {
    for (const coding of encoding.split(',').map((c) => c.trim().toLowerCase()).filter(Boolean).reverse()) {
      if (coding === 'gzip' || coding === 'x-gzip') out = gunzipSync(out);
      else if (coding === 'br') out = brotliDecompressSync(out);
      else if (coding === 'deflate') {
        try { out = inflateSync(out); } catch { out = inflateRawSync(out); }
      } else if (coding !== 'identity') return undefined;
    }
  } catch {
    return undefined;
  }
  return out;
}

export interface BodyContext {
  options: RedactOptions;
  ledger: SecretLedger;
  rewrite: OriginRewriter;
  /** `POST /wp/v2/users` or `the answer to POST /wp/v2/users`, for messages. */
  where: string;
}

/** The body to store: secrets hidden, origin replaced; bytes that are not UTF-8 text are kept as they are. */
export function recordBody(bytes: Buffer, contentType: string | undefined, ctx: BodyContext): Buffer {
  if (bytes.length === 0) return bytes;
  const text = bytes.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(bytes)) return bytes;
  const type = (contentType ?? '').toLowerCase();
  let out = text;
  const first = text.trimStart()[0];
  if (type.includes('json') || first === '{' || first === '[') out = redactJson(text, ctx);
  else if (type.startsWith('application/x-www-form-urlencoded')) out = redactForm(text, ctx);
  else if (type.startsWith('multipart/form-data')) out = redactMultipart(text, ctx);
  else if (type.startsWith('text/html')) out = redactHtml(text, ctx.options, ctx.ledger, ctx.where);
  return Buffer.from(ctx.rewrite(out), 'utf8');
}

function redactJson(text: string, ctx: BodyContext): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const redacted = redactValue(parsed, ctx.options, ctx.ledger, ctx.where);
  const before = JSON.stringify(parsed);
  if (JSON.stringify(redacted) === before) return text;
  if (wpJson(parsed) === text) return wpJson(redacted);
  if (before === text) return JSON.stringify(redacted);
  // Some other layout (pretty, unescaped): the secret string literals are replaced where they stand.
  let out = text;
  collectSecretStrings(parsed, ctx.options, (s) => {
    for (const literal of new Set([JSON.stringify(s), wpJson(s)])) out = out.replaceAll(literal, JSON.stringify(REDACTED));
  });
  return out;
}

function collectSecretStrings(value: unknown, options: RedactOptions, found: (s: string) => void, secret = false): void {
  if (typeof value === 'string') { if (secret) found(value); return; }
  if (Array.isArray(value)) { for (const v of value) collectSecretStrings(v, options, found, secret); return; }
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) collectSecretStrings(v, options, found, secret || isSecretField(k, options));
}

function redactForm(text: string, ctx: BodyContext): string {
  const pairs = [...new URLSearchParams(text)];
  const redacted = redactPairs(pairs, ctx.options, ctx.ledger, ctx.where);
  if (redacted.every(([, v], i) => v === pairs[i]![1])) return text;
  return new URLSearchParams(redacted).toString();
}

/** A part named like a secret keeps its headers; its content becomes the marker. The boundary is untouched. */
function redactMultipart(text: string, ctx: BodyContext): string {
  return text.replace(
    /(Content-Disposition:[^\r\n]*?\bname="([^"]*)"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(\r?\n--)/gi,
    (all, head: string, name: string, value: string, tail: string) => {
      if (!isSecretField(name, ctx.options) || value === '') return all;
      ctx.ledger.add(value, `the ${name} part of ${ctx.where}`);
      return `${head}${REDACTED}${tail}`;
    },
  );
}
