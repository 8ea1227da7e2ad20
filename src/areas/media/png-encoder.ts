// A small PNG encoder (node:zlib for the deflate): the deterministic pictures served for seeded media,
// whose scenario names a file and a size but ships no bytes. Each picture is a gradient whose colours
// come from the file name, so different files look different and the same file is always the same.
import { createHash } from '../../platform/hash.js';
import { deflateSync } from '../../platform/deflate.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of `width` × `height`: a diagonal gradient between two colours taken from `seed`. */
export function encodePng(width: number, height: number, seed: string): Buffer {
  const h = createHash('sha1').update(seed).digest();
  const from = [h[0]!, h[1]!, h[2]!];
  const to = [h[3]!, h[4]!, h[5]!];
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  const span = Math.max(1, width + height - 2);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span;
      const o = row + 1 + x * 3;
      raw[o] = Math.round(from[0]! + (to[0]! - from[0]!) * t);
      raw[o + 1] = Math.round(from[1]! + (to[1]! - from[1]!) * t);
      raw[o + 2] = Math.round(from[2]! + (to[2]! - from[2]!) * t);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
