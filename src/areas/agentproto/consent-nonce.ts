// The consent form's CSRF nonce: ten hex digits as wp_create_nonce() writes them, derived from the scenario
// seed and the user (a WordPress nonce is the same for one user and action within its day).
import { createHash } from '../../platform/hash.js';
import type { User } from '../../model/scenario.js';

export const NONCE_FIELD = '_mwai_nonce';

export const consentNonce = (seed: number, user: User): string =>
  createHash('sha256').update(`${seed}\0${user.id}\0mwai_mcp_oauth_consent`).digest('hex').slice(0, 10);
