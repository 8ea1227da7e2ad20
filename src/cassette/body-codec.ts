// Bodies to and from their stored form, exact to the byte: readable when possible, exact always.
import { wpJson } from '../wp/json.js';
import type { StoredBody } from './types.js';

/** Control characters YAML would have to escape and line breaks it might fold: such text goes as base64. */
const UNSAFE_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f\ufeff\u2028\u2029]/;

export function encodeBody(bytes: Buffer | undefined): StoredBody | undefined {
  if (!bytes || bytes.length === 0) return undefined;
  const text = bytes.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(bytes)) return { base64: bytes.toString('base64') };
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (wpJson(parsed) === text) return { json: parsed };
    } catch {
      /* not JSON: kept as text */
    }
  }
  if (UNSAFE_TEXT.test(text)) return { base64: bytes.toString('base64') };
  return { text };
}

export function decodeBody(body: StoredBody | undefined): Buffer {
  if (!body) return Buffer.alloc(0);
  if ('json' in body) return Buffer.from(wpJson(body.json), 'utf8');
  if ('text' in body) return Buffer.from(body.text, 'utf8');
  return Buffer.from(body.base64, 'base64');
}
