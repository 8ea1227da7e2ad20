// A session's whole state (GET /__mock/state) as one comparable digest, so "a refused write changed nothing" is one
// comparison. A few stores record a refused write on purpose; they are left out for exactly the routes that do so.
import { createHash } from 'node:crypto';
import { keepAlive, send } from './wire.js';

type State = Record<string, unknown>;

interface Exclusion {
  /** Routes (as the request names them) whose refused writes record something on purpose. */
  route: RegExp;
  /** `records` keys (`store/id`) and `counters` keys left out of the digest for those routes. */
  records: RegExp;
  counters: RegExp;
}

const EXCLUSIONS: readonly Exclusion[] = [
  // The site tool's audit log records every write its handler refused, with the error code (src/areas/sitetool/
  // audited.ts), as the plugin's audit table does: a refused sitetool write adds an entry and bumps the log's id counter.
  { route: /^\/sitetool\/v1\//i, records: /^sitetool\.audit_log\//, counters: /^sitetool\.audit_log#/ },
  // OAuth 2.1 §4.1.3: an authorization code used twice is refused (invalid_grant), is marked used, and revokes the
  // tokens it gave (src/areas/agentproto/token.ts).
  { route: /^\/agentproto\/v1\/oauth\/token\/?$/i, records: /^agentproto\.(grants|codes)\//, counters: /^$/ },
];

/** Which exclusions apply to `route`: digests with the same key are comparable. */
export const exclusionKey = (route: string): string => EXCLUSIONS.map((e, i) => (e.route.test(route) ? i : '')).join(',');

/**
 * An authenticated request notes its application password's use (last_used, last_ip, once a day, whatever the answer;
 * a scenario user's row is stored with it), as WordPress does when it authenticates: bookkeeping of the
 * authentication, not a write of the request. So the passwords are left out of the digest, and a user row that is
 * then the seed's is left out too; the passwords' own routes are proven by test/wp-rest/application-passwords.test.ts.
 */
type UserRow = { meta?: Record<string, unknown> };

function withoutPasswords(user: UserRow): UserRow {
  if (!user.meta) return user;
  const { _application_passwords: _, ...meta } = user.meta;
  const { meta: __, ...row } = user;
  return Object.keys(meta).length ? { ...row, meta } : row;
}

function withoutPasswordUse(state: State, seedUsers: Record<string, string>): State {
  const users = state.users as Record<string, UserRow> | undefined;
  if (!users) return state;
  const kept: Record<string, unknown> = {};
  for (const [id, user] of Object.entries(users)) {
    const row = withoutPasswords(user);
    if (seedUsers[id] !== JSON.stringify(row)) kept[id] = row;
  }
  return { ...state, users: kept };
}

/** The seed's user rows as withoutPasswordUse() leaves them, read once per server from a session nobody writes. */
const seeds = new Map<string, Promise<Record<string, string>>>();
function seedUsersOf(base: string): Promise<Record<string, string>> {
  let seed = seeds.get(base);
  if (!seed) {
    seed = send(base, { method: 'GET', path: '/__mock/state?session=fuzz-seed-reference', headers: {} }, keepAlive).then((answer) => {
      const users = (JSON.parse(answer.body.toString('utf8')) as State).users as Record<string, UserRow> | undefined;
      return Object.fromEntries(Object.entries(users ?? {}).map(([id, user]) => [id, JSON.stringify(withoutPasswords(user))]));
    });
    seeds.set(base, seed);
  }
  return seed;
}

function withoutExcluded(whole: State, route: string, seedUsers: Record<string, string>): State {
  const state = withoutPasswordUse(whole, seedUsers);
  const rules = EXCLUSIONS.filter((e) => e.route.test(route));
  if (!rules.length) return state;
  const keep = (table: unknown, test: (k: string) => boolean) =>
    Object.fromEntries(Object.entries((table ?? {}) as Record<string, unknown>).filter(([k]) => !test(k)));
  return {
    ...state,
    records: keep(state.records, (k) => rules.some((r) => r.records.test(k))),
    counters: keep(state.counters, (k) => rules.some((r) => r.counters.test(k))),
  };
}

export interface Digest {
  hash: string;
  state: State;
}

/** `session`'s state as `route`'s refused writes must leave it. */
export async function stateDigest(base: string, session: string, route: string): Promise<Digest> {
  const answer = await send(base, { method: 'GET', path: `/__mock/state?session=${encodeURIComponent(session)}`, headers: {} }, keepAlive);
  if (answer.status !== 200) throw new Error(`GET /__mock/state?session=${session} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  const state = withoutExcluded(JSON.parse(answer.body.toString('utf8')) as State, route, await seedUsersOf(base));
  return { hash: createHash('sha256').update(JSON.stringify(state)).digest('hex'), state };
}

/** What differs between two states: `table.key` for each changed row (or the scalar field's name). */
export function changedRows(before: State, after: State): string[] {
  const out: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table];
    const b = after[table];
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${table}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
      continue;
    }
    const rowsA = a as Record<string, unknown>;
    const rowsB = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(rowsA), ...Object.keys(rowsB)])) {
      if (JSON.stringify(rowsA[key]) !== JSON.stringify(rowsB[key])) out.push(`${table}.${key}`);
    }
  }
  return out;
}
