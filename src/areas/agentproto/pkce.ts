// PKCE (RFC 7636), S256 only, as OAuth 2.1 and the plugin require.
import { createHash } from '../../platform/hash.js';

/** BASE64URL(SHA256(verifier)) with no padding: 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** Why the PKCE parameters of an authorization request are refused, or null. */
export function pkceProblem(challenge: string, method: string): string | null {
  if (!challenge) return 'PKCE is required: send code_challenge (BASE64URL(SHA256(code_verifier))) and code_challenge_method=S256.';
  if (method !== 'S256') {
    return method
      ? `code_challenge_method "${method}" is not supported; only S256 is (plain is refused).`
      : 'code_challenge_method is required and must be S256.';
  }
  if (!S256_CHALLENGE.test(challenge)) return 'code_challenge must be 43 base64url characters: BASE64URL(SHA256(code_verifier)) without padding.';
  return null;
}
