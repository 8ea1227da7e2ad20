// prepare_item_for_database() and wp_insert_user() / wp_update_user(): the stored user a create or update
// produces (login, nicename made unique, display name, nickname, roles, meta), with wp_insert_user()'s
// refusals. A password given is kept as its hash (meta `user_pass`): wp-login.php takes it (session-logins.ts).
import type { Session } from '../../store/session.js';
import type { UserRecord } from '../../store/types.js';
import type { WpError } from '../../wp/errors.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { isPlainObject } from '../../wp/php-values.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { DatalessError } from './dataless-error.js';
import { loginPasswordHash } from './password-hash.js';
import { assignedRoles, rolesParam } from './user-roles.js';
import { descriptionForDb, emailForDb, nameForDb, sanitizeUser, urlForDb } from './user-text.js';

/** What a create or update asks to change (isset() fields of the request). */
export interface UserInput {
  username?: string;
  email?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  nickname?: string;
  slug?: string;
  description?: string;
  url?: string;
  locale?: string;
  /** The user's roles become exactly these. */
  roles?: string[];
  /** The login password (wp_users.user_pass), kept hashed. */
  password?: string;
  /** meta.persisted_preferences: an object to store, or null to delete. */
  preferences?: Record<string, unknown> | null;
}

/** The last user ID handed out (wp_users AUTO_INCREMENT), kept with the session's counters. */
const LAST_USER_ID = 'cms.users.last_id';

const text = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

export function userInput(params: Record<string, unknown>): UserInput {
  const input: UserInput = {};
  const set = <K extends keyof UserInput>(key: K, value: UserInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set('username', text(params.username));
  set('email', text(params.email));
  // The arguments' own sanitize callbacks: sanitize_text_field() for names, sanitize_title() for the slug.
  for (const key of ['name', 'first_name', 'last_name', 'nickname'] as const)
    set(key, text(params[key]) === undefined ? undefined : sanitizeTextField(String(params[key])));
  set('slug', text(params.slug) === undefined ? undefined : sanitizeTitle(String(params.slug)));
  set('description', text(params.description));
  set('url', text(params.url));
  set('locale', text(params.locale));
  set('roles', rolesParam(params.roles));
  set('password', text(params.password));
  const meta = params.meta;
  if (isPlainObject(meta) && 'persisted_preferences' in meta) {
    const prefs = meta.persisted_preferences;
    input.preferences = isPlainObject(prefs) ? prefs : null;
  }
  return input;
}

/** Stores a new user under the next user ID (never one a deleted user had), registered `now` (GMT). */
export function addUser(s: Session, row: UserRecord, now: string): UserRecord {
  const id = Math.max(s.state.counters[LAST_USER_ID] ?? 0, ...s.all('users').map((u) => u.id)) + 1;
  const user = s.put('users', id, { ...row, id, registered_date: now });
  s.put('counters', LAST_USER_ID, id);
  return user;
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** wp_insert_user(): user_nicename, suffixed -2, -3... while another user has it. */
function uniqueNicename(s: Session, nicename: string, login: string): string {
  const taken = (slug: string) => s.all('users').some((u) => u.slug === slug && u.username !== login);
  if (!taken(nicename)) return nicename;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${[...nicename].slice(0, 49 - String(suffix).length).join('')}-${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** wp_insert_user()'s display name when none is given: the login on update; first and last name, or the login, on create. */
function displayName(given: string | undefined, first: string, last: string, login: string, updating: boolean): string {
  if (given) return given;
  if (updating) return login;
  return [first, last].filter(Boolean).join(' ') || login;
}

/**
 * The row a create (`prev` undefined) or an update stores, or wp_insert_user()'s refusal. A new row has no ID
 * and registration date yet: the create fills them in once nothing can refuse it.
 */
export function userRow(s: Session, prev: UserRecord | undefined, input: UserInput): UserRecord | WpError {
  const login = prev ? prev.username : sanitizeUser(input.username ?? '').trim();
  if (!login) return new DatalessError('empty_user_login', 'Cannot create a user with an empty login name.');
  if ([...login].length > 60) return new DatalessError('user_login_too_long', 'Username may not be longer than 60 characters.');
  if (!prev && s.all('users').some((u) => sameText(u.username, login))) return new DatalessError('existing_user_login', 'Sorry, that username already exists!');

  const givenSlug = input.slug ?? prev?.slug ?? '';
  const nicename = sanitizeTitle(givenSlug ? sanitizeUser(givenSlug) : [...login].slice(0, 50).join(''));
  if ([...nicename].length > 50) return new DatalessError('user_nicename_too_long', 'Nicename may not be longer than 50 characters.');

  const email = emailForDb(input.email ?? prev?.email ?? '');
  const emailChanged = !prev || !sameText(email, prev.email);
  if (email && emailChanged && s.all('users').some((u) => u.id !== prev?.id && sameText(u.email, email))) {
    return new DatalessError('existing_user_email', 'Sorry, that email address is already used!');
  }
  const url = urlForDb(input.url ?? prev?.url ?? '');
  if ([...url].length > 100) return new DatalessError('user_url_too_long', 'User URL may not be longer than 100 characters.');

  const meta: Record<string, unknown> = { ...prev?.meta };
  const field = (key: 'first_name' | 'last_name' | 'nickname') => input[key] ?? (typeof meta[key] === 'string' ? (meta[key] as string) : '');
  const first = nameForDb(field('first_name'));
  const last = nameForDb(field('last_name'));
  Object.assign(meta, { first_name: first, last_name: last, nickname: nameForDb(field('nickname') || login) });
  if (input.locale !== undefined) meta.locale = input.locale;
  if (input.password !== undefined) meta.user_pass = loginPasswordHash(login, input.password);
  if (input.preferences === null) delete meta.persisted_preferences;
  else if (input.preferences) meta.persisted_preferences = input.preferences;

  return {
    id: prev?.id ?? 0,
    username: login,
    name: nameForDb(displayName(input.name ?? prev?.name, first, last, login, prev !== undefined)),
    email,
    slug: uniqueNicename(s, nicename, login),
    description: descriptionForDb(input.description ?? prev?.description ?? ''),
    url,
    roles: input.roles ? assignedRoles(input.roles) : (prev?.roles ?? [String(s.state.options.default_role ?? 'subscriber')]),
    registered_date: prev?.registered_date ?? '',
    meta,
  };
}
