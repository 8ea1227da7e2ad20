// A Meow Apps licence key as the licence server (Easy Digital Downloads Software Licensing) issues them: 32
// hexadecimal characters. The key is a secret: the mock keeps only its SHA-256 and its last four characters,
// and answers it masked.
import { createHash } from '../../platform/hash.js';

const FORMAT = /^[a-f0-9]{32}$/i;
const SHOWN = 4;

/** Why `key` cannot be a licence key, or null. The message never repeats the key. */
export function keyProblem(key: string): string | null {
  if (FORMAT.test(key)) return null;
  const why = key.length !== 32 ? `got ${key.length} characters` : 'it has characters other than 0-9 and a-f';
  return `serialKey must be a Meow Apps licence key: 32 hexadecimal characters (${why}).`;
}

export const keyHash = (key: string): string => createHash('sha256').update(key.trim().toLowerCase()).digest('hex');

export const keyHint = (key: string): string => key.trim().toLowerCase().slice(-SHOWN);

/** The key as answered: all but its last four characters hidden. */
export const maskedKey = (hint: string): string => `${'*'.repeat(32 - SHOWN)}${hint}`;
