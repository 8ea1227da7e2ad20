// Reads a request body and parses it the way PHP and WordPress do (JSON, form-encoded, multipart).
import type { IncomingMessage } from 'node:http';
import { WpError } from './errors.js';
import { decodeJsonBody } from './json-body.js';
import { parseMultipart } from './multipart.js';
import { parsePhpQuery, type PhpValue } from './php-query.js';
import type { UploadedFile } from './request.js';

/** The body-size limit when none is given (`serve --max-body`, the `maxBodyBytes` option). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request body is over the ${humanBytes(limit)} limit (${limit} bytes; raise it with serve --max-body <size> or the maxBodyBytes option)`);
  }
}

/** The WordPress-shaped 413 for a body over the limit. */
export function bodyTooLargeError(e: BodyTooLarge): WpError {
  return new WpError('mock_site_body_too_large', `[mock-site] ${e.message}. Send a smaller body.`, { status: 413 });
}

/** size_format() of WordPress: 1024-based units, whole numbers where exact (`64 MB`, `512 KB`, `1.5 MB`). */
export function humanBytes(bytes: number): string {
  for (const [unit, size] of [['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024]] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(2))} ${unit}`;
  }
  return `${bytes} B`;
}

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** `512kb`, `10mb`, `1.5MB`, `65536` (1024-based units) → whole bytes; undefined when it is not such a size. */
export function parseByteSize(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m?.[2]!.toLowerCase() ?? '';
  if (!m || !Object.hasOwn(UNITS, unit)) return undefined;
  return Math.floor(Number(m[1]) * UNITS[unit]!);
}

/** Reads the whole body, refusing one over `limit` bytes (at once when its Content-Length says so). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(new BodyTooLarge(limit));
      req.resume(); // drained, so the connection can carry the answer and the next request
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface ParsedBody {
  json?: unknown;
  jsonError?: string;
  form: Record<string, PhpValue>;
  files: Record<string, UploadedFile>;
}

/** wp_is_json_media_type(): application/json or any +json type. */
export const isJsonType = (contentType: string): boolean => /^\s*application\/([\w.+-]+\+)?json\b/i.test(contentType);

export function parseBody(body: Buffer | undefined, contentType: string, wireMethod: string): ParsedBody {
  const out: ParsedBody = { form: {}, files: {} };
  if (!body || body.length === 0) return out;
  if (isJsonType(contentType)) {
    Object.assign(out, decodeJsonBody(body));
  } else if (/^\s*application\/x-www-form-urlencoded/i.test(contentType)) {
    out.form = parsePhpQuery(body.toString('utf8'));
  } else if (/^\s*multipart\/form-data/i.test(contentType) && wireMethod === 'POST') {
    const parts = parseMultipart(body, contentType);
    if (parts) {
      out.form = parts.fields;
      out.files = parts.files;
    }
  }
  return out;
}
