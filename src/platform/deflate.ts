// zlib-wrapped DEFLATE compression: node:zlib here, fflate in the browser (web/deflate.ts), whose bytes differ from
// zlib's but inflate to the same data.
import { deflateSync as nodeDeflateSync } from 'node:zlib';

export const deflateSync = (data: Uint8Array): Buffer => nodeDeflateSync(data);
