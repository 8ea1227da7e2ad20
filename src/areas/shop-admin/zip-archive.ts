// Reading a zip archive as an upgrader unpacks one: the end-of-central-directory record, the central directory's
// entries, and each entry's data behind its local file header (stored, or deflated: inflated with a size limit,
// so a zip bomb stops early). Encrypted entries and ZIP64 archives are refused with the reason.
import { inflateRawSync } from '../../platform/inflate.js';

export interface ZipEntry {
  /** The path inside the archive, `/`-separated (a directory's ends with `/`). */
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** Where the end-of-central-directory record starts, or -1: it is the last record, followed only by a comment. */
function findEnd(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_SIZE; at >= stop; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length) return at;
  }
  return -1;
}

/** The archive's entries, or why the bytes are not a zip archive this reader can open. */
export function readZipEntries(zip: Buffer): ZipEntry[] | string {
  if (zip.length < END_SIZE) return `${zip.length} bytes is too short for a zip archive`;
  const signature = zip.readUInt32LE(0);
  if (signature !== LOCAL_HEADER && signature !== END_OF_DIRECTORY) return 'it does not start with a zip local file header ("PK\\x03\\x04")';
  const end = findEnd(zip);
  if (end < 0) return 'no end of central directory record was found';
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return 'ZIP64 archives are not supported';
  if (directoryOffset + directorySize > end) return 'the central directory lies outside the archive';
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) return `central directory entry ${i + 1} of ${count} is damaged`;
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (flags & 0x1) return `${name} is encrypted`;
    entries.push({
      name: name.replace(/\\/g, '/'),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes, or why they cannot be read; at most `limit` bytes once inflated. */
export function readZipEntry(zip: Buffer, entry: ZipEntry, limit: number): Buffer | string {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return `the local file header of ${entry.name} is missing`;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) return `${entry.name} is cut short`;
  if (entry.size > limit) return `${entry.name} is larger than ${limit} bytes`;
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED) return `${entry.name} uses compression method ${entry.method} (only stored and deflated are supported)`;
  try {
    return inflateRawSync(data, { maxOutputLength: limit });
  } catch {
    return `${entry.name} does not inflate (damaged, or larger than ${limit} bytes)`;
  }
}
