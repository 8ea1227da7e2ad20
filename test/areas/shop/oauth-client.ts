// What an agent does against agentproto/v1, step by step, for the OAuth tests: register, open the consent
// page, approve it, exchange the code. Each step returns the raw answer too, so tests can check failures.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Response } from 'supertest';
import { ADMIN, rest, type site } from '../../helpers.js';

export type Http = ReturnType<typeof site>;

export const OAUTH = '/agentproto/v1/oauth';
export const REDIRECT = 'http://127.0.0.1:9999/callback';
/** A PKCE pair: 43+ unreserved characters and BASE64URL(SHA256(verifier)). */
export const VERIFIER = 'mock-site-test-verifier-0123456789-abcdefghijklmnop';
export const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

/** The path and query of an absolute URL the mock answered, for supertest. */
export const pathOf = (url: string): string => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export async function register(http: Http, metadata: Record<string, unknown> = {}): Promise<{ client_id: string; client_secret?: string }> {
  const res = await http.post(rest(`${OAUTH}/register`)).send({ client_name: 'Test Agent', redirect_uris: [REDIRECT], ...metadata });
  expect(res.status).toBe(201);
  return res.body as { client_id: string; client_secret?: string };
}

export const authorizeQuery = (clientId: string, extra: Record<string, string> = {}) =>
  '&' +
  new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 'st-42',
    scope: 'mcp',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** The hidden fields of the consent form. */
export function consentFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  return fields;
}

/** GET the consent page as the administrator and answer it (`approve` or `deny`); the POST's answer. */
export async function consent(http: Http, clientId: string, action = 'approve', extra: Record<string, string> = {}, authorization = ADMIN): Promise<Response> {
  const page = await http.get(rest(`${OAUTH}/authorize`, authorizeQuery(clientId, extra))).set('Authorization', authorization);
  expect(page.status).toBe(200);
  return http
    .post(rest(`${OAUTH}/authorize`))
    .set('Authorization', authorization)
    .type('form')
    .send({ ...consentFields(page.text), action });
}

/** The `code` an approval redirected with. */
export async function codeFor(http: Http, clientId: string): Promise<string> {
  const res = await consent(http, clientId);
  expect(res.status).toBe(302);
  const code = new URL(res.headers.location as string).searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f]{96}$/);
  return code!;
}

export const tokenCall = (http: Http, form: Record<string, string>) =>
  http
    .post(rest(`${OAUTH}/token`))
    .type('form')
    .send(form);

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** Register (public), approve, exchange: a fresh token pair for the administrator. */
export async function tokensFor(http: Http): Promise<Tokens & { client_id: string }> {
  const { client_id } = await register(http);
  const code = await codeFor(http, client_id);
  const res = await tokenCall(http, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, client_id });
  expect(res.status).toBe(200);
  return { ...(res.body as Tokens), client_id };
}

export const bearer = (token: string) => `Bearer ${token}`;
