// Reads a request body and parses it the way PHP and WordPress do (JSON, form-encoded, multipart).
import type { IncomingMessage } from 'node:http';
import { mockError, type WpError } from './errors.js';
import { decodeJsonBody, JSON_MAX_VALUES } from './json-body.js';
import { parseMultipart } from './multipart.js';
import { parsePhpQuery, type PhpValue } from './php-query.js';
import type { UploadedFile } from './request.js';
import type { WireRequest } from './wire.js';
import { humanBytes } from '../files/human-bytes.js';

/**
 * The limit on a body the mock parses (JSON, a form, the fields of a multipart form) when none is given (`serve
 * --max-body`, the `maxBodyBytes` option). What a post's content costs to render (wpautop, wptexturize) grows with
 * its size: a megabyte of the hardest markup takes about half a second, which is as long as one request may hold the
 * server. PHP's own post_max_size (8 MB) would let one body hold it for seconds.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The limit on a file upload (a multipart form's files, or a raw file body) and on a `/__mock` body when none is
 * given (`serve --max-upload`, the `maxUploadBytes` option): files are stored, never parsed or rendered, so they cost
 * memory only. 64 MB is a common upload_max_filesize of WordPress hosts.
 */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

export interface BodyLimits {
  /** JSON, form and multipart field bytes (`--max-body`). */
  readonly maxBodyBytes: number;
  /** Upload bytes (`--max-upload`). */
  readonly maxUploadBytes: number;
}

/** How each limit is raised; the recording proxy's is fixed. */
const RAISED_WITH = {
  body: '; raise it with serve --max-body <size> or the maxBodyBytes option',
  upload: '; raise it with serve --max-upload <size> or the maxUploadBytes option',
  fixed: '',
} as const;

export class BodyTooLarge extends Error {
  constructor(
    readonly limit: number,
    kind: keyof typeof RAISED_WITH = 'body',
    what = 'the request body',
  ) {
    super(`${what} is over the ${humanBytes(limit)} limit (${limit} bytes${RAISED_WITH[kind]})`);
  }
}

/** The WordPress-shaped 413 for a body over the limit. */
export function bodyTooLargeError(e: BodyTooLarge): WpError {
  return mockError('mock_site_body_too_large', `[mock-site] ${e.message}. Send a smaller body.`);
}

/** wp_is_json_media_type(): application/json or any +json type. */
export const isJsonType = (contentType: string): boolean => /^\s*application\/([\w.+-]+\+)?json\b/i.test(contentType);
const isFormType = (contentType: string): boolean => /^\s*application\/x-www-form-urlencoded/i.test(contentType);
const isMultipartType = (contentType: string): boolean => /^\s*multipart\/form-data/i.test(contentType);

/** What a body of this type may weigh: a JSON or form body is parsed whole, anything else is (or carries) files. */
export const bodyLimitFor = (limits: BodyLimits, contentType: string): BodyLimit =>
  isJsonType(contentType) || isFormType(contentType) ? { limit: limits.maxBodyBytes, kind: 'body' } : { limit: limits.maxUploadBytes, kind: 'upload' };

/** A body's size limit, and which option raises it (the refusal is made only when a body is over it). */
export interface BodyLimit {
  readonly limit: number;
  readonly kind: keyof typeof RAISED_WITH;
}

/** The 413 for a JSON body of more values than the mock parses at once (json-body.ts). */
export const bodyTooComplexError = (): WpError =>
  mockError(
    'mock_site_body_too_complex',
    `[mock-site] the JSON body holds more than ${JSON_MAX_VALUES.toLocaleString('en')} arrays, objects and members: more than the mock parses in one request (PHP's json_decode() runs out of a default memory_limit at a few times that). Send fewer values, or split the request.`,
  );

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** `512kb`, `10mb`, `1.5MB`, `65536` (1024-based units) → whole bytes; undefined when it is not such a size. */
export function parseByteSize(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? m[2]!.toLowerCase() : '';
  if (!m || !Object.hasOwn(UNITS, unit)) return undefined;
  return Math.floor(Number(m[1]) * UNITS[unit]!);
}

/**
 * The body of a REST request: the bytes a fetch transport holds already, else node:http's stream read whole (a
 * WireRequest without `bodyBytes` is an IncomingMessage: node:http is the one transport that streams bodies).
 */
export function bodyOf(req: WireRequest, limits: BodyLimit): Promise<Buffer> {
  const held = req.bodyBytes;
  if (!held) return readBody(req as IncomingMessage, limits);
  if (held.length > limits.limit) return Promise.reject(new BodyTooLarge(limits.limit, limits.kind));
  return Promise.resolve(Buffer.from(held.buffer, held.byteOffset, held.byteLength));
}

/** Reads the whole body, refusing one over the limit (at once when its Content-Length says so). */
export function readBody(req: IncomingMessage, { limit, kind }: BodyLimit = { limit: MAX_BODY_BYTES, kind: 'body' }): Promise<Buffer> {
  const over = () => new BodyTooLarge(limit, kind);
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(over());
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
        reject(over());
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
  /** The body is refused as a whole (answered before any route runs). */
  refused?: WpError;
  form: Record<string, PhpValue>;
  files: Record<string, UploadedFile>;
}

export function parseBody(body: Buffer | undefined, contentType: string, wireMethod: string, maxFieldBytes = MAX_BODY_BYTES): ParsedBody {
  const out: ParsedBody = { form: {}, files: {} };
  if (!body || body.length === 0) return out;
  if (isJsonType(contentType)) {
    const { json, jsonError, tooManyValues } = decodeJsonBody(body);
    if (tooManyValues) out.refused = bodyTooComplexError();
    else Object.assign(out, jsonError === undefined ? { json } : { jsonError });
  } else if (isFormType(contentType)) {
    out.form = parsePhpQuery(body.toString('utf8'));
  } else if (isMultipartType(contentType) && wireMethod === 'POST') {
    const parts = parseMultipart(body, contentType, maxFieldBytes);
    if (parts === 'too large')
      out.refused = bodyTooLargeError(new BodyTooLarge(maxFieldBytes, 'body', 'the text of the multipart form (its fields, files aside)'));
    else if (parts) {
      out.form = parts.fields;
      out.files = parts.files;
    }
  }
  return out;
}
