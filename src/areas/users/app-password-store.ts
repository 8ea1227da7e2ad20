// A user's application passwords as WordPress keeps them: in the user's meta `_application_passwords`, each with its
// uuid, the app_id its application gave, a name, the password's hash, and when (Unix seconds) it was created and last
// used, and from which address. The scenario's users start with the passwords their scenario gives them (each with a
// uuid of its own), read from the scenario until a write stores the list. A new password is 24 letters and digits
// (wp_generate_password(24, false)); it and its uuid are derived from the scenario's secrets, the session and a
// counter, so the same scenario and requests make the same passwords.
import type { Scenario } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { UserRecord } from '../../store/types.js';
import { scenarioSecret } from '../../wp/login-cookie.js';
import { appPasswordHash } from './password-hash.js';

export interface StoredAppPassword {
  uuid: string;
  app_id: string;
  name: string;
  /** The password's hash (password-hash.ts). */
  password: string;
  created: number;
  last_used: number | null;
  last_ip: string | null;
}

const META = '_application_passwords';
/** Passwords generated so far in a session, kept with its counters. */
const GENERATED = 'cms.application_passwords.generated';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** wp_generate_uuid4(), from 16 bytes. */
function uuid4(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const fromScenario = new WeakMap<Scenario, Map<number, StoredAppPassword[]>>();

/** The passwords a scenario gives its user `id`, created when the scenario's clock starts. */
function scenarioPasswords(scenario: Scenario, id: number): StoredAppPassword[] {
  let byUser = fromScenario.get(scenario);
  if (!byUser) {
    byUser = new Map();
    const created = Math.floor(Date.parse(scenario.clock.start) / 1000);
    for (const user of scenario.auth.users) {
      byUser.set(
        user.id,
        user.applicationPasswords.map((p, i) => {
          const uuid = uuid4(scenarioSecret(scenario, `scenario application password|${user.id}|${i}`));
          return { uuid, app_id: '', name: p.name, password: appPasswordHash(uuid, p.password), created, last_used: null, last_ip: null };
        }),
      );
    }
    fromScenario.set(scenario, byUser);
  }
  return byUser.get(id) ?? [];
}

/** Unix seconds a date can show (JavaScript's dates end at ±8.64e15 ms). */
const isSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e12;

/** An item as the mock stores it (a session state loaded through PUT /__mock/state may hold anything). */
function isStored(p: unknown): p is StoredAppPassword {
  const item = p as Partial<StoredAppPassword> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.uuid === 'string' &&
    typeof item.password === 'string' &&
    typeof item.name === 'string' &&
    isSeconds(item.created) &&
    (item.last_used === null || isSeconds(item.last_used))
  );
}

/** The well-formed items of each stored list, worked out once per list (rows, and so lists, are never changed in place). */
const wellFormed = new WeakMap<readonly unknown[], readonly StoredAppPassword[]>();

/**
 * WP_Application_Passwords::get_user_application_passwords(): the well-formed items of the stored list, the same
 * array while the list is unchanged (what authentication remembers its answers by).
 */
export function appPasswordsOf(scenario: Scenario, user: UserRecord): readonly StoredAppPassword[] {
  const stored = user.meta?.[META];
  if (!Array.isArray(stored)) return scenarioPasswords(scenario, user.id);
  let items = wellFormed.get(stored);
  if (!items) wellFormed.set(stored, (items = stored.every(isStored) ? (stored as StoredAppPassword[]) : stored.filter(isStored)));
  return items;
}

/** set_user_application_passwords(): stores the list (the caller commits). */
export function storeAppPasswords(s: Session, user: UserRecord, passwords: readonly StoredAppPassword[]): UserRecord {
  return s.put('users', user.id, { ...user, meta: { ...user.meta, [META]: passwords } });
}

/** A new password and its item, created `now` (Unix seconds). */
export function generateAppPassword(s: Session, scenario: Scenario, name: string, appId: string, now: number): { password: string; item: StoredAppPassword } {
  const n = (s.state.counters[GENERATED] ?? 0) + 1;
  s.put('counters', GENERATED, n);
  const label = `application password|${s.name}|${n}`;
  const uuid = uuid4(scenarioSecret(scenario, `${label}|uuid`));
  const bytes = scenarioSecret(scenario, `${label}|password`);
  const password = [...bytes.subarray(0, 24)].map((b) => LETTERS[b % LETTERS.length]).join('');
  return { password, item: { uuid, app_id: appId, name, password: appPasswordHash(uuid, password), created: now, last_used: null, last_ip: null } };
}

/** WP_Application_Passwords::chunk_password(): groups of four, as WordPress shows a new password. */
export const chunkPassword = (password: string): string => password.replace(/[^a-z\d]/gi, '').replace(/(.{4})(?=.)/g, '$1 ');
