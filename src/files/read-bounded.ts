// Every file mock-site reads goes through here: only a regular file, and at most its kind's size limit. The path is
// opened without waiting (a FIFO with no writer would hold the open forever), checked with fstat on what was opened
// (a path swapped after a check cannot slip past), and read up to limit + 1 bytes (a file that grows, or one that
// reports no size, such as those under /proc, cannot run past the limit either).
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from '../platform/files.js';
import { NeedsNode } from '../platform/needs-node.js';
import { humanBytes } from './human-bytes.js';

export type FileKind = 'scenario' | 'body file' | 'cassette' | 'HAR file' | 'TLS certificate' | 'TLS key';

const MB = 1024 * 1024;

/**
 * The largest file of each kind, and why. The YAML parser takes 15 MB (long texts) to 110 MB (many small values) of
 * memory per MB it parses whole, and about a second; the largest string Node can hold (512 MB) bounds everything.
 */
export const FILE_LIMITS: Readonly<Record<FileKind, number>> = {
  // Written by hand, or generated (10,000 posts are 10 MB); parsed whole (32 MB of posts: 5 s, 570 MB).
  scenario: 32 * MB,
  // A body file is one answer, held in memory and sent whole: as large as the largest body the server takes in.
  'body file': 64 * MB,
  // Cut into interactions without a full parse when in the recorder's layout (replay/large-cassette.ts); a cassette
  // in another layout is parsed whole and held to a smaller limit (replay/read-cassette.ts).
  cassette: 256 * MB,
  // Browser exports (JSON): a long session with bodies reaches a few hundred MB.
  'HAR file': 256 * MB,
  // PEM text: a certificate chain is a few kilobytes.
  'TLS certificate': MB,
  'TLS key': MB,
};

/**
 * Why a file was not read; `message` is the whole sentence, `why` and `todo` its parts for callers that place it.
 * `code`: not-a-file, too-large, or the errno of a failed open or read (ENOENT, EACCES...), which is then the `why`.
 */
export class FileRefused extends Error {
  constructor(
    readonly path: string,
    readonly kind: string,
    readonly why: string,
    readonly todo: string,
    readonly code: string,
    verb = 'read',
  ) {
    super(`[mock-site] cannot ${verb} ${kind} ${path} (${why}). ${todo}`);
  }
}

/** What a non-regular file is, in words. */
export function fileNoun(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'a special file';
}

const notAFile = (path: string, kind: string, stats: Stats) =>
  new FileRefused(
    path,
    kind,
    `it is ${fileNoun(stats)}, not a regular file`,
    `Give the path of a ${kind === 'scenario' ? 'scenario file' : kind}: mock-site reads regular files only.`,
    'not-a-file',
  );

function tooLarge(path: string, kind: FileKind, size: string, limit: number): FileRefused {
  return new FileRefused(path, kind, `it is ${size}; a ${kind} may be at most ${humanBytes(limit)}`, TOO_LARGE_REMEDY[kind], 'too-large');
}

const TOO_LARGE_REMEDY: Record<FileKind, string> = {
  scenario:
    'Keep scenarios to what a person writes: replay large recorded data from cassettes (--replay <folder>), or seed it through the API into a --db file.',
  'body file': 'Answer with a smaller file.',
  cassette: 'Split its interactions over several cassettes in one folder and replay the folder: --replay <folder>.',
  'HAR file': 'Export a shorter session from the browser, or several, and import each.',
  'TLS certificate': 'Give the PEM file of the certificate (and its chain) only.',
  'TLS key': 'Give the PEM file of the private key only.',
};

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const CHUNK = 1024 * 1024;

/** The bytes of a regular file of at most `limit` bytes; throws FileRefused (errno codes as `why`: ENOENT...). */
export function readBounded(path: string, kind: FileKind, limit = FILE_LIMITS[kind]): Buffer {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (e) {
    if (e instanceof NeedsNode) throw new FileRefused(path, kind, 'a browser has no files', `Give the ${kind} inline.`, 'needs-node');
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    // A socket cannot be opened (ENXIO); say what it is rather than the errno.
    const stats = code === 'ENXIO' ? statOrUndefined(path) : undefined;
    throw stats && !stats.isFile() ? notAFile(path, kind, stats) : new FileRefused(path, kind, code, 'Check the path.', code);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw notAFile(path, kind, stats);
    if (stats.size > limit) throw tooLarge(path, kind, humanBytes(stats.size), limit);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(stats.size - total, CHUNK), limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
      if (total > limit) throw tooLarge(path, kind, `over ${humanBytes(limit)}`, limit);
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new FileRefused(path, kind, code, 'Check the path.', code);
  } finally {
    closeSync(fd);
  }
}

/** The file as UTF-8 text (see readBounded). */
export const readTextBounded = (path: string, kind: FileKind, limit?: number): string => readBounded(path, kind, limit).toString('utf8');

/**
 * For a file mock-site writes (`--db`, `--coverage`), before it starts: refuses a path that exists and is not a
 * regular file (a FIFO would hold the write forever, /dev/full fails every write and /dev/zero reads back without
 * end). A path that does not exist yet is fine.
 */
export function refuseNonRegular(path: string, what: string, todo: string): void {
  const stats = statOrUndefined(path);
  if (stats && !stats.isFile()) throw new FileRefused(path, what, `it is ${fileNoun(stats)}, not a regular file`, todo, 'not-a-file', 'use');
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
