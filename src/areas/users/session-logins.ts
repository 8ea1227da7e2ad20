// The users who may log in, as one session knows them: the scenario's and those created over REST, with the roles
// they have now (a user whose roles changed acts with the new ones; a deleted user logs in no more) and the passwords
// kept with them. Built per request and lazy: a request without credentials never reads the session. A request that
// authenticates with an application password notes its use (last_used, last_ip) at most once a day, as
// WP_Application_Passwords::record_application_password_usage() does; the listener commits that note.
import type { Site } from '../../dispatch/types.js';
import { capabilitiesOf } from '../../model/roles.js';
import type { User } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { UserRecord } from '../../store/types.js';
import type { Logins } from '../../wp/auth.js';
import { appPasswordsOf, storeAppPasswords, type StoredAppPassword } from './app-password-store.js';
import { appPasswordHash, loginPasswordHash, sameHash, squash } from './password-hash.js';

const DAY_SECONDS = 24 * 3600;
const asUsers = new WeakMap<UserRecord, User>();

/** The user a stored row stands for, with the capabilities of its roles (the same object while the row is unchanged). */
export function userFromRecord(record: UserRecord): User {
  let user = asUsers.get(record);
  if (!user) {
    user = {
      id: record.id,
      username: record.username,
      name: record.name,
      email: record.email,
      roles: record.roles,
      capabilities: capabilitiesOf(record.roles),
      applicationPasswords: [],
    };
    asUsers.set(record, user);
  }
  return user;
}

/** Passwords remembered per list before the list's memo starts over (wrong passwords take room too). */
const MEMO_SIZE = 64;
/** Which item of a password list a password is (null: none), per list: a list that changes is a new array. */
const matched = new WeakMap<readonly StoredAppPassword[], Map<string, StoredAppPassword | null>>();

/**
 * The item of `passwords` that `password` is, if any. Every request with Basic credentials asks this: the answer is
 * remembered per list and password, so a client sending the same header again costs no hashing.
 */
function matchingIn(passwords: readonly StoredAppPassword[], password: string): StoredAppPassword | undefined {
  let memo = matched.get(passwords);
  if (!memo) matched.set(passwords, (memo = new Map()));
  let item = memo.get(password);
  if (item === undefined) {
    item = squash(password) === '' ? null : (passwords.find((p) => sameHash(p.password, appPasswordHash(p.uuid, password))) ?? null);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(password, item);
  }
  return item ?? undefined;
}

const firstOf = <T>(rows: Iterable<T>): T | undefined => {
  for (const row of rows) return row;
  return undefined;
};

/** $_SERVER['REMOTE_ADDR'] as PHP shows it: an IPv4 client without Node's IPv6 mapping. */
const remoteAddr = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export class SessionLogins implements Logins {
  #session: Session | undefined;

  constructor(
    private readonly site: Site,
    private readonly sessionName: string,
    private readonly remoteAddress?: string,
  ) {}

  /** The session as authentication writes to it: a use it notes is bookkeeping, not a change of the site (last-change polls do not see it). */
  get session(): Session {
    return (this.#session ??= this.site.store.session(this.sessionName).forRequest({ quiet: true }));
  }

  /** The stored row of a user who may log in. */
  record(user: Pick<User, 'id'>): UserRecord | undefined {
    return this.session.get('users', user.id);
  }

  find(name: string): User | undefined {
    const s = this.session;
    const record = firstOf(s.lookup('users', 'username', name)) ?? (name.includes('@') ? firstOf(s.lookup('users', 'email', name)) : undefined);
    return record ? userFromRecord(record) : undefined;
  }

  /** The user's application password that `password` is, if any (its use not noted). */
  matching(user: Pick<User, 'id'>, password: string): StoredAppPassword | undefined {
    const record = this.record(user);
    if (!record) return undefined;
    return matchingIn(appPasswordsOf(this.site.scenario, record), password);
  }

  appPassword(user: User, password: string): string | undefined {
    const item = this.matching(user, password);
    if (item) this.#noteUse(user.id, item.uuid);
    return item?.uuid;
  }

  #noteUse(id: number, uuid: string): void {
    const s = this.session;
    const record = s.get('users', id);
    if (!record) return;
    const now = Math.floor(s.instant() / 1000);
    const passwords = appPasswordsOf(this.site.scenario, record);
    const used = passwords.find((p) => p.uuid === uuid);
    if (!used || (used.last_used ?? 0) + DAY_SECONDS > now) return;
    storeAppPasswords(
      s,
      record,
      passwords.map((p) => (p === used ? { ...p, last_used: now, last_ip: remoteAddr(this.remoteAddress) } : p)),
    );
  }

  /** Whether wp-login.php takes `password` for `user`: the login password the users API set, else (a scenario's user) an application password. */
  logsIn(user: User, password: string): boolean {
    const record = this.record(user);
    const hash = record?.meta?.user_pass;
    if (typeof hash === 'string') return sameHash(hash, loginPasswordHash(record!.username, password));
    return this.matching(user, password) !== undefined;
  }

  /**
   * Commits what authentication noted, if anything (an application password's or an access token's use; no
   * profile_update fires in WordPress): a failed write loses only the note.
   */
  async settle(): Promise<void> {
    if (this.noted) await this.session.commit().catch(() => undefined);
  }

  /** Whether authentication noted a use that `settle()` still has to commit. */
  get noted(): boolean {
    return this.#session?.pending === true;
  }
}
