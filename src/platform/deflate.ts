// zlib-wrapped DEFLATE compression: node:zlib here, fflate in the browser (web/deflate.ts), whose bytes differ from
// zlib's but inflate to the same data.
// node:zlib loads on first use.
export const deflateSync = (data: Uint8Array): Buffer => process.getBuiltinModule('node:zlib').deflateSync(data);
