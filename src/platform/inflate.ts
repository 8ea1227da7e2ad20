// DEFLATE decompression: node:zlib here (loaded on first use), fflate in the browser (web/inflate.ts, which cannot
// undo brotli).
const zlib = () => process.getBuiltinModule('node:zlib');

/** `maxOutputLength`: throws rather than give more bytes. */
export interface InflateLimit {
  maxOutputLength?: number;
}

/** Raw DEFLATE (zip entries, `Content-Encoding: deflate` without the zlib header). */
export const inflateRawSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => zlib().inflateRawSync(data, limit);
/** zlib-wrapped DEFLATE. */
export const inflateSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => zlib().inflateSync(data, limit);
export const gunzipSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => zlib().gunzipSync(data, limit);
export const brotliDecompressSync = (data: Uint8Array, limit: InflateLimit = {}): Buffer => zlib().brotliDecompressSync(data, limit);
