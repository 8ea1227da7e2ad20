// A disk that fails on demand under the --db write log: its writes throw a real-looking errno error
// (ENOSPC, EIO...) until healed, optionally after writing part of the bytes, and cutting them off may fail too.
import { vi } from 'vitest';
import { writeLogDisk } from '../../src/store/write-log-disk.js';

const MESSAGES: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EIO: 'i/o error',
  EROFS: 'read-only file system',
  EDQUOT: 'disk quota exceeded',
  EBADF: 'bad file descriptor',
};

export type DiskError = keyof typeof MESSAGES;

export const errnoError = (code: DiskError, syscall: string) => Object.assign(new Error(`${code}: ${MESSAGES[code]}, ${syscall}`), { code, syscall });

export interface FailingDisk {
  /** From now on (after `after` more write log writes succeed), write log writes throw `code`. */
  fail(code: DiskError, how?: { after?: number; partly?: boolean; truncate?: boolean }): void;
  /** Write log writes succeed again. */
  heal(): void;
  /** Write log writes that threw so far. */
  readonly refused: number;
  /** Puts the real disk back (afterEach). */
  restore(): void;
}

export function failingDisk(): FailingDisk {
  const { append, truncate } = writeLogDisk;
  let failing: { code: DiskError; after: number; partly: boolean; truncate: boolean } | null = null;
  let refused = 0;
  const appendSpy = vi.spyOn(writeLogDisk, 'append').mockImplementation((fd, bytes) => {
    if (!failing || failing.after-- > 0) return append(fd, bytes);
    refused++;
    if (failing.partly) append(fd, bytes.subarray(0, bytes.length >> 1));
    throw errnoError(failing.code, 'write');
  });
  const truncateSpy = vi.spyOn(writeLogDisk, 'truncate').mockImplementation((fd, length) => {
    if (failing?.truncate) throw errnoError(failing.code, 'ftruncate');
    truncate(fd, length);
  });
  return {
    fail(code, how = {}) {
      failing = { code, after: how.after ?? 0, partly: how.partly ?? false, truncate: how.truncate ?? false };
    },
    heal() {
      failing = null;
    },
    get refused() {
      return refused;
    },
    restore() {
      appendSpy.mockRestore();
      truncateSpy.mockRestore();
    },
  };
}
