// The single-use login links builder-login hands out: a token valid for two minutes of the scenario clock, kept in
// the session's `sitetool.builder_login_tokens` store. Opening the link on the site (`/?sitetool_builder_login=<token>`)
// spends it and redirects to the page's builder screen, as the plugin logs the user in and redirects.
import { createHash } from '../../../platform/hash.js';
import type { SitePage } from '../../content/site-page.js';
import { nextRecordId, putRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';

export const LOGIN_TOKENS = 'sitetool.builder_login_tokens';
/** How long a login link works, in seconds (the plugin's two minutes). */
export const LOGIN_TTL_SECONDS = 120;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 43 letters and digits, derived from the session, the token's number and the clock: never random. */
function tokenOf(session: Session, n: number, pageId: number): string {
  let out = '';
  for (let round = 0; out.length < 43; round++) {
    const digest = createHash('sha256').update(`${session.name}\0${n}\0${pageId}\0${session.instant()}\0${round}`).digest();
    for (const byte of digest) if (byte < 248 && out.length < 43) out += BASE62[byte % 62];
  }
  return out;
}

export interface IssuedLogin {
  token: string;
  /** Milliseconds since the epoch (scenario clock). */
  expiresAt: number;
}

/** Stores a new login token for `pageId` (the caller commits). */
export function issueLoginToken(session: Session, pageId: number, userId: number, builderUrl: string): IssuedLogin {
  const n = nextRecordId(session, LOGIN_TOKENS);
  const token = tokenOf(session, n, pageId);
  const expiresAt = session.instant() + LOGIN_TTL_SECONDS * 1000;
  putRecord(session, LOGIN_TOKENS, n, {
    token,
    page_id: pageId,
    user_id: userId,
    builder_url: builderUrl,
    expires_at: new Date(expiresAt).toISOString(),
    used: false,
  });
  return { token, expiresAt };
}

const refused = (why: string): SitePage => ({
  status: 403,
  html:
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><title>Login link refused</title></head>\n` +
    `<body><h1>Login link refused</h1><p>${why} Ask for a new link with POST /sitetool/v1/builder-login.</p></body></html>\n`,
});

/** Spends a login link: a redirect to the builder when it is valid, else a 403 page saying why. */
export async function redeemBuilderLogin(session: Session, token: string): Promise<SitePage> {
  const record = recordsIn(session, LOGIN_TOKENS).find((r) => r.data.token === token);
  if (!record) return refused('This login link is not valid.');
  if (record.data.used === true) return refused('This login link was already used.');
  if (session.instant() > Date.parse(String(record.data.expires_at))) return refused('This login link has expired.');
  session.tick();
  putRecord(session, LOGIN_TOKENS, record.id, { ...record.data, used: true });
  await session.commit();
  return { status: 302, html: '', location: String(record.data.builder_url) };
}
