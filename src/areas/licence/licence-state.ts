// The site's licence as MeowCommonPro_Licenser keeps it (the `<prefix>_license` option), read from and written
// to the `licence.assistant` store (record `value`, as a singleton keeps its value; a scenario may seed it with
// a clear `key`, which is hashed on read). Validation asks the licence server: the `licence.keys` store.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { getRecord, putRecord, recordsIn } from '../../store/records.js';
import { dataRecords } from '../../store/seed-records.js';
import { parseGmt } from '../../store/clock.js';
import { isPlainObject } from '../../wp/php-values.js';
import { keyHash, keyHint, maskedKey } from './licence-key.js';
import { LICENCE, LICENCE_KEYS } from './licence-stores.js';

const VALUE_ID = 'value';

/** What the licenser stores, the key replaced by its hash and hint. */
export interface Licence {
  key_hash: string;
  key_hint: string;
  issue: string | null;
  expires: string | null;
  license: 'valid' | null;
  /** Set when the licence was forced (override). */
  logs?: string;
  check_url?: string;
  debug?: Record<string, unknown>;
}

/** A seeded or stored value with a clear `key` becomes a Licence (the key hashed). */
function normalized(value: Record<string, unknown>): Licence {
  const { key, ...rest } = value;
  if (typeof key === 'string') return { ...rest, key_hash: keyHash(key), key_hint: keyHint(key) } as Licence;
  return value as unknown as Licence;
}

/** The current licence, or null when none is set (the licenser's `license` is null). */
export function currentLicence(session: Session, ctx: HandlerContext): Licence | null {
  const stored = getRecord(session, LICENCE, VALUE_ID)?.data;
  if (stored) return stored.none === true ? null : normalized(stored);
  const seeded = dataRecords(ctx.site.scenario)[LICENCE];
  return isPlainObject(seeded) && Object.keys(seeded).length ? normalized(seeded) : null;
}

/** Stores the licence; a removed one is kept as `{none: true}`, so the scenario's seed does not come back. The caller ticks and commits. */
export function saveLicence(session: Session, licence: Licence | null): void {
  putRecord(session, LICENCE, VALUE_ID, licence ? (licence as unknown as Record<string, unknown>) : { none: true });
}

/** The empty debug block of a check the server answered (validate_pro fills it only when the call fails). */
export const CHECK_DEBUG = {
  resolved_ip: null,
  server_addr: null,
  server_host: null,
  google_response_code: null,
  meowapps_response_code: null,
  license_response_code: 200,
  google_body: null,
  meowapps_body: null,
  license_body: null,
};

/** The licence server's answer for `key`: valid with its expiry, or the issue (missing for an unknown key). */
export function checkKey(session: Session, key: string): Licence {
  const hash = keyHash(key);
  const entry = recordsIn(session, LICENCE_KEYS)
    .map((r) => r.data)
    .find((k) => (typeof k.key === 'string' ? keyHash(k.key) : k.key_hash) === hash);
  const base = { key_hash: hash, key_hint: keyHint(key), debug: { ...CHECK_DEBUG } };
  if (!entry) return { ...base, issue: 'missing', expires: null, license: null };
  const status = typeof entry.status === 'string' ? entry.status : 'valid';
  const expires = typeof entry.expires === 'string' ? entry.expires : 'lifetime';
  const lapsed = expires !== 'lifetime' && parseGmt(expires) < session.instant();
  if (status !== 'valid' || lapsed) return { ...base, issue: lapsed ? 'expired' : status, expires: null, license: null };
  return { ...base, issue: null, expires, license: 'valid' };
}

/** The licence as the licenser answers it, the key masked. */
export function licenceView(licence: Licence | null): Record<string, unknown> | null {
  if (!licence) return null;
  const { key_hash: _hash, key_hint, ...rest } = licence;
  return { key: maskedKey(key_hint), ...rest };
}
