// The `--db` snapshot file as lowdb adapters. Both write compact JSON to a temporary file beside it, flush it to
// disk (fsync) and rename it over the old one, so the file is always a whole snapshot, old or new.
// - SnapshotFileSync: reads, and writes in one go (clean shutdown, tests).
// - SnapshotFile: writes in the background, a few hundred KB at a time, so a large store never stops the
//   server for long; a write can be cancelled (a newer snapshot was written meanwhile) and then leaves nothing.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from '../platform/files.js';
import { open, readFile, unlink } from '../platform/files.js';
import { basename, dirname, join } from '../platform/path.js';
import type { Adapter, SyncAdapter } from 'lowdb';

/** Bytes gathered before each background write. */
const CHUNK = 256 * 1024;

/** Writes all of `bytes` (writeSync may write less than it is given). */
export function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}

/**
 * JSON.stringify(value), in pieces: plain objects `depth` levels down are written key by key, so no piece is
 * larger than one value below them. A key whose value is gone by the time it is reached is left out.
 */
export function* jsonPieces(value: unknown, depth: number): Generator<string> {
  if (depth <= 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    yield JSON.stringify(value);
    return;
  }
  const object = value as Record<string, unknown>;
  yield '{';
  let first = true;
  for (const key of Object.keys(object)) {
    const v = object[key];
    if (v === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(v, depth - 1);
  }
  yield '}';
}

const tempOf = (file: string, tag: string) => join(dirname(file), `.${basename(file)}.${tag}`);

function parse<T>(text: string): T | null {
  return text.trim() ? (JSON.parse(text) as T) : null; // an empty file (created for us) holds no snapshot yet
}

export class SnapshotFileSync<T> implements SyncAdapter<T | null> {
  /** Size of the snapshot last read or written, in bytes. */
  bytes = 0;

  constructor(
    readonly file: string,
    private readonly depth: number,
  ) {}

  read(): T | null {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    this.bytes = Buffer.byteLength(text);
    return parse<T>(text);
  }

  write(data: T | null): void {
    const bytes = Buffer.from(Array.from(jsonPieces(data, this.depth)).join(''));
    const temp = tempOf(this.file, 'tmp');
    const fd = openSync(temp, 'w');
    try {
      writeAll(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
    this.bytes = bytes.length;
  }
}

export class SnapshotFile<T> implements Adapter<T | null> {
  bytes = 0;
  #generation = 0;

  constructor(
    readonly file: string,
    private readonly depth: number,
  ) {}

  async read(): Promise<T | null> {
    try {
      return parse<T>(await readFile(this.file, 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** Stops the write under way: it renames nothing and removes its temporary file. */
  cancel(): void {
    this.#generation++;
  }

  async write(data: T | null): Promise<void> {
    const generation = ++this.#generation;
    const cancelled = () => generation !== this.#generation;
    const temp = tempOf(this.file, 'tmp-bg');
    const handle = await open(temp, 'w');
    let written = 0;
    try {
      let pieces: string[] = [];
      let size = 0;
      const flush = async () => {
        const bytes = Buffer.from(pieces.join(''));
        pieces = [];
        size = 0;
        for (let done = 0; done < bytes.length; ) done += (await handle.write(bytes, done)).bytesWritten;
        written += bytes.length;
      };
      for (const piece of jsonPieces(data, this.depth)) {
        pieces.push(piece);
        size += piece.length;
        if (size >= CHUNK) {
          if (cancelled()) break;
          await flush();
        }
      }
      if (!cancelled()) {
        await flush();
        await handle.sync();
      }
    } finally {
      await handle.close();
    }
    if (cancelled()) {
      await unlink(temp).catch(() => {});
      return;
    }
    renameSync(temp, this.file); // synchronous right after the check: nothing can write a newer snapshot in between
    this.bytes = written;
  }
}
