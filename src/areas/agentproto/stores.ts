// Where the agent-protocol OAuth server keeps its state in a session (`records` table), as the plugin keeps
// its two tables and its code transients. Secrets are never stored: only their SHA-256, as the plugin does,
// so the session state, `--db` files and `GET /__mock/state` never show a usable token.
import { createHash } from '../../platform/hash.js';
import { wpDate, parseGmt } from '../../store/clock.js';

/** Registered clients, keyed by client_id. */
export const CLIENTS = 'agentproto.clients';
/** Token grants (the plugin's tokens table): one row per access/refresh pair, numeric ids (`/oauth/apps/{id}`). */
export const GRANTS = 'agentproto.grants';
/** Authorization codes, keyed by the code's SHA-256. */
export const CODES = 'agentproto.codes';
/** When a grant's access token was last used: a counter per grant (`agentproto.last_used/<id>`, ms). */
export const LAST_USED = 'agentproto.last_used';

export const ACCESS_TOKEN_TTL = 3600;
export const REFRESH_TOKEN_TTL = 30 * 24 * 3600;
export const AUTH_CODE_TTL = 60;

export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** MySQL DATETIME in GMT, as the plugin's tables hold dates. */
export const mysqlGmt = (ms: number): string => wpDate(ms).replace('T', ' ');
export const msOf = (mysql: string): number => parseGmt(mysql);

export interface ClientData {
  client_id: string;
  client_secret_hash: string | null;
  client_name: string;
  redirect_uris: string[];
  grant_types: string[];
  token_endpoint_auth_method: string;
  scope: string;
  created: string;
}

export interface GrantData {
  id: number;
  client_id: string;
  user_id: number;
  access_token_hash: string;
  refresh_token_hash: string;
  access_expires: string;
  refresh_expires: string;
  scope: string;
  created: string;
  revoked: boolean;
  /** Seeded grants may say when they were last used; uses after that are counted (LAST_USED). */
  last_used?: string | null;
}

export interface CodeData {
  client_id: string;
  user_id: number;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  expires: string;
  /** Set once redeemed: a second redemption revokes the grant it produced (OAuth 2.1 §4.1.3). */
  grant_id?: number;
}
