// Reads a request body and parses it the way PHP and WordPress do (JSON, form-encoded, multipart).
import type { IncomingMessage } from 'node:http';
import { parseMultipart } from './multipart.js';
import { parsePhpQuery, type PhpValue } from './php-query.js';
import type { UploadedFile } from './request.js';

export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge(`request body exceeds ${limit} bytes`));
        req.resume();
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
    try {
      out.json = JSON.parse(body.toString('utf8'));
    } catch {
      out.jsonError = 'Syntax error';
    }
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
