// The browser's inflate.ts: fflate, stopping once more than `maxOutputLength` bytes come out.
import { Gunzip, Inflate, Unzlib } from 'fflate';
import type { InflateLimit } from '../inflate.js';
import { NeedsNode } from '../needs-node.js';

export type { InflateLimit } from '../inflate.js';

type Stream = new (ondata: (chunk: Uint8Array, final: boolean) => void) => { push(chunk: Uint8Array, final: boolean): void };

function inflateWith(Decoder: Stream, data: Uint8Array, { maxOutputLength = Number.POSITIVE_INFINITY }: InflateLimit): Buffer {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const decoder = new Decoder((chunk, final) => {
    total += chunk.length;
    if (total > maxOutputLength) throw new RangeError(`the inflated data is larger than ${maxOutputLength} bytes`);
    chunks.push(chunk);
    ended ||= final;
  });
  decoder.push(data, true);
  if (!ended) throw new Error('unexpected end of file');
  return Buffer.concat(chunks, total);
}

export const inflateRawSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => inflateWith(Inflate, data, limit);
export const inflateSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => inflateWith(Unzlib, data, limit);
export const gunzipSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => inflateWith(Gunzip, data, limit);
export const brotliDecompressSync = (_data: Uint8Array, _limit?: InflateLimit): Buffer => {
  throw new NeedsNode('a brotli body (Content-Encoding: br)', 'the browser build decodes gzip and deflate only; record or give the body uncompressed');
};
