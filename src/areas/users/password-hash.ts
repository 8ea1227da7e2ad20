// How the mock keeps a user's passwords: hashed, never as given. An application password is hashed with its uuid and
// without separators (wp_authenticate_application_password() ignores everything but letters and digits); a login
// password (the users API's `password`) with the login it belongs to. SHA-256 rather than WordPress's slow phpass:
// an application password is checked on every request that carries it, and the mock must answer fast.
import { createHash } from '../../platform/hash.js';
import { timingSafeEqual } from '../../platform/constant-time.js';

/** The letters and digits of a password: what WordPress compares. */
export const squash = (password: string): string => password.replace(/[^a-z\d]/gi, '');

const digest = (text: string) => `$sha256$${createHash('sha256').update(text).digest('hex')}`;

export const appPasswordHash = (uuid: string, password: string): string => digest(`mock-site application password|${uuid}|${squash(password)}`);

export const loginPasswordHash = (login: string, password: string): string => digest(`mock-site login password|${login}|${password}`);

export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
