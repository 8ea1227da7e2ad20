// Token grants: an access token (one hour) and a refresh token (30 days) per row, as the plugin's tokens
// table; refreshing revokes the row and issues a new pair (rotation). Times are the scenario clock's.
import { nextRecordId, putRecord, readCounter, recordsIn, writeCounter } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { newSecret } from './secrets.js';
import { ACCESS_TOKEN_TTL, GRANTS, LAST_USED, msOf, mysqlGmt, REFRESH_TOKEN_TTL, sha256, type GrantData } from './stores.js';

export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export const allGrants = (session: Session): GrantData[] => recordsIn(session, GRANTS).map((r) => r.data as unknown as GrantData);

/** The grant whose access or refresh token is `token` (revoked ones too). */
export function grantByToken(session: Session, token: string, which: 'access' | 'refresh' | 'either'): GrantData | null {
  if (!token) return null;
  const hash = sha256(token);
  return allGrants(session).find((g) => (which !== 'refresh' && g.access_token_hash === hash) || (which !== 'access' && g.refresh_token_hash === hash)) ?? null;
}

export function grantById(session: Session, id: number): GrantData | null {
  return allGrants(session).find((g) => g.id === id) ?? null;
}

export function revokeGrant(session: Session, grant: GrantData): void {
  if (!grant.revoked) putRecord(session, GRANTS, grant.id, { ...grant, revoked: true });
}

/** Stores a new grant and answers its tokens, which exist only in this answer (the caller commits). */
export function issueTokenPair(session: Session, seed: number, clientId: string, userId: number, scope: string): { grant: GrantData; tokens: TokenPair } {
  const now = session.instant();
  const accessToken = newSecret(session, seed, 'access_token', 48);
  const refreshToken = newSecret(session, seed, 'refresh_token', 48);
  const id = nextRecordId(session, GRANTS);
  const grant: GrantData = {
    id,
    client_id: clientId,
    user_id: userId,
    access_token_hash: sha256(accessToken),
    refresh_token_hash: sha256(refreshToken),
    access_expires: mysqlGmt(now + ACCESS_TOKEN_TTL * 1000),
    refresh_expires: mysqlGmt(now + REFRESH_TOKEN_TTL * 1000),
    scope,
    created: mysqlGmt(now),
    revoked: false,
  };
  putRecord(session, GRANTS, id, { ...grant });
  return { grant, tokens: { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL, refresh_token: refreshToken, scope } };
}

export const expired = (session: Session, mysql: string): boolean => session.instant() > msOf(mysql);

/**
 * Notes that a grant's access token was used now. A counter, not the grant row: a read must not enter the
 * site's change log, and the counter is kept with the session's next commit.
 */
export function touchGrant(session: Session, grant: GrantData): void {
  writeCounter(session, `${LAST_USED}/${grant.id}`, session.instant());
}

/** The last use counted, else the one a scenario seeded with the grant. */
export function lastUsed(session: Session, grant: GrantData): string | null {
  const at = readCounter(session, `${LAST_USED}/${grant.id}`);
  return at === undefined ? (grant.last_used ?? null) : mysqlGmt(at);
}
