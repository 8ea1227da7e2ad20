// A Meow Apps licence key as the licence server (Easy Digital Downloads Software Licensing) issues them: 32
// hexadecimal characters. The key is a secret: the mock keeps only its SHA-256 and its last four characters,
// and answers it masked.
import { createHash } from '../../platform/hash.js';
import { seededSha256 } from '../seeded-digests.js';

const FORMAT = /^[a-f0-9]{32}$/i;
const SHOWN = 4;

/** Why `key` cannot be a licence key, or null. The message never repeats the key. */
export function keyProblem(key: string): string | null {
  if (FORMAT.test(key)) return null;
  const why = key.length !== 32 ? `got ${key.length} characters` : 'it has characters other than 0-9 and a-f';
  return `serialKey must be a Meow Apps licence key: 32 hexadecimal characters (${why}).`;
}

const normalised = (key: string): string => key.trim().toLowerCase();

export const keyHash = (key: string): string => createHash('sha256').update(normalised(key)).digest('hex');

/** keyHash() of a key of the default records, written out (areas/seeded-digests.ts): a start hashes nothing. */
export const seededKeyHash = (key: string): string => seededSha256(normalised(key));

export const keyHint = (key: string): string => normalised(key).slice(-SHOWN);

/** The key as answered: all but its last four characters hidden. */
export const maskedKey = (hint: string): string => `${'*'.repeat(32 - SHOWN)}${hint}`;
