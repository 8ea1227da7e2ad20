// The answers of an OAuth server, which are not WordPress's: errors as RFC 6749 §5.2 writes them, token
// answers that no cache may keep, redirects back to the client, and HTML pages for the browser steps.
import type { RestResult } from '../../wp/rest-result.js';
import { header, type RestRequest } from '../../wp/request.js';

/** RFC 6749 §5.2 (and RFC 7591 §3.2.2 for registration): `{error, error_description}`. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'unsupported_response_type'
  | 'access_denied'
  | 'login_required';

export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

export function oauthError(error: OAuthErrorCode, description: string, status = 400): RestResult {
  return { status, data: { error, error_description: description }, headers: { ...NO_STORE } };
}

/** A JSON answer no cache may keep (tokens, a client secret). */
export const noStore = (data: unknown, status = 200): RestResult => ({ status, data, headers: { ...NO_STORE } });

/** `url` with `params` added to its query, as the plugin's append_params() does. */
export function withParams(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** 302 to `location`, no body (wp_redirect() then exit). */
export const redirect = (location: string): RestResult => ({ status: 302, data: null, encoded: '', verbatim: true, headers: { Location: location } });

/** An HTML page instead of JSON (the plugin prints it and exits). */
export const htmlPage = (status: number, html: string, headers: Record<string, string> = {}): RestResult => ({
  status,
  data: null,
  encoded: html,
  verbatim: true,
  headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers },
});

/** A caller that accepts JSON and not HTML (an API client, not a browser) gets the browser steps' errors as JSON. */
export function wantsJson(req: RestRequest): boolean {
  const accept = (header(req, 'accept') ?? '').toLowerCase();
  return /json/.test(accept) && !accept.includes('text/html');
}
