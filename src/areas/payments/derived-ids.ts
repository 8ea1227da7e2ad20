// Identifiers PayPal would hand out (merchant ids, webhook ids, event ids, referral tokens), derived from the
// scenario seed and what they name: the same inputs give the same id on every run, never Math.random.
import { createHash } from '../../platform/hash.js';

export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` characters of `alphabet`, from a SHA-256 stream over the parts. */
export function derivedId(parts: readonly (string | number)[], alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    const digest = createHash('sha256')
      .update(`${parts.join('\0')}\0${round}`)
      .digest();
    for (const byte of digest) {
      // Bytes past the largest multiple of the alphabet's size would favour its first letters.
      if (byte < 256 - (256 % alphabet.length) && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
