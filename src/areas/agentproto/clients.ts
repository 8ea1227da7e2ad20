// Registered clients: lookup, redirect URI matching and client authentication at the token endpoint.
import { getRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { header, type RestRequest } from '../../wp/request.js';
import { param } from './params.js';
import { CLIENTS, sha256, type ClientData } from './stores.js';

export const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];
export const GRANT_TYPES = ['authorization_code', 'refresh_token'];

export function findClient(session: Session, clientId: string): ClientData | null {
  if (!clientId) return null;
  return (getRecord(session, CLIENTS, clientId)?.data as ClientData | undefined) ?? null;
}

/** Exact string comparison with one of the registered URIs (OAuth 2.1: no partial or pattern matching). */
export const redirectRegistered = (client: ClientData, uri: string): boolean => uri !== '' && client.redirect_uris.includes(uri);

function formDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The secret a confidential client presented, by its registered method. */
function presentedSecret(client: ClientData, req: RestRequest): string {
  if (client.token_endpoint_auth_method === 'client_secret_post') return param(req, 'client_secret');
  const auth = header(req, 'authorization') ?? '';
  if (!/^basic /i.test(auth)) return '';
  const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // RFC 6749 §2.3.1: both parts are form-encoded before they are joined.
  const id = colon < 0 ? '' : formDecoded(decoded.slice(0, colon));
  return id === client.client_id ? formDecoded(decoded.slice(colon + 1)) : '';
}

/** Public clients (`none`) need no secret; confidential ones must present theirs. */
export function clientAuthenticated(client: ClientData, req: RestRequest): boolean {
  if (client.token_endpoint_auth_method === 'none') return true;
  const secret = presentedSecret(client, req);
  return secret !== '' && client.client_secret_hash !== null && sha256(secret) === client.client_secret_hash;
}
