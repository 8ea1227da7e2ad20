// The secret of a draft's preview URL: 32 letters and digits, derived from the session, the draft and the
// scenario clock, so the same requests give the same URL on every run (never Math.random).
import { createHash } from '../../../platform/hash.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function previewToken(...parts: (string | number)[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return [...digest.subarray(0, 32)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const previewUrl = (origin: string, token: string) => `${origin}/?sitetool_preview=${token}`;
