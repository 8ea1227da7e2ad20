// The two file operations the write log makes on its file after opening it, in one object: the place where
// tests make the disk fail (ENOSPC, EIO...) deterministically, and where a write is put back after a failure.
import { ftruncateSync } from '../platform/files.js';
import { writeAll } from './snapshot-file.js';

export const writeLogDisk = {
  /** Writes all of `bytes` at the end of the write log. */
  append: (fd: number, bytes: Buffer): void => writeAll(fd, bytes),
  /** Cuts the write log back to `length` bytes. */
  truncate: (fd: number, length: number): void => ftruncateSync(fd, length),
};
