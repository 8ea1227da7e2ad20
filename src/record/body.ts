// Bodies as the recorder stores them: decompressed (gzip, deflate, br, in the order they were applied),
// secrets hidden (src/cassette/redact-body.ts), the target's origin replaced.
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from '../platform/inflate.js';
import type { SecretLedger } from '../cassette/secret-ledger.js';
import type { OriginRewriter } from '../cassette/origin-placeholder.js';
import type { RedactOptions } from '../cassette/redact.js';
import { redactBody } from '../cassette/redact-body.js';

/** The identity bytes of a body sent with `Content-Encoding`, or undefined if it does not decode. */
export function decodeContent(bytes: Buffer, encoding: string | undefined): Buffer | undefined {
  if (!encoding || bytes.length === 0) return bytes;
  let out = bytes;
  try {
    for (const coding of encoding
      .split(',')
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean)
      .reverse()) {
      if (coding === 'gzip' || coding === 'x-gzip') out = gunzipSync(out);
      else if (coding === 'br') out = brotliDecompressSync(out);
      else if (coding === 'deflate') {
        try {
          out = inflateSync(out);
        } catch {
          out = inflateRawSync(out);
        }
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
  return Buffer.from(ctx.rewrite(redactBody(text, contentType, ctx)), 'utf8');
}
