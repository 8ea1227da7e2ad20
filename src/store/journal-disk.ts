// The two file operations the write log makes on its journal after opening it, in one object: the place where
// tests make the disk fail (ENOSPC, EIO...) deterministically, and where a write is put back after a failure.
import { ftruncateSync } from 'node:fs';
import { writeAll } from './snapshot-file.js';

export const journalDisk = {
  /** Writes all of `bytes` at the end of the journal. */
  append: (fd: number, bytes: Buffer): void => writeAll(fd, bytes),
  /** Cuts the journal back to `length` bytes. */
  truncate: (fd: number, length: number): void => ftruncateSync(fd, length),
};
