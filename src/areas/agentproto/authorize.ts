// GET and POST /oauth/authorize, the browser steps. GET checks the request and shows the consent form to a
// logged-in administrator; POST (the form) approves or denies and sends the browser back to the client with a
// code (valid 60 seconds of the scenario clock, single use) or an error, and the client's `state`.
// A client or redirect URI that cannot be verified gets an error page, never a redirect; every later problem
// goes back to the client as RFC 6749 §4.1.2.1 says. API callers (Accept: JSON, not HTML) get the pages'
// errors as OAuth JSON errors.
import type { Handler } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import { putRecord } from '../../store/records.js';
import type { User } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { RestRequest } from '../../wp/request.js';
import { authorizeParams, requestProblem, type AuthorizeParams } from './authorize-params.js';
import { browserUser, mayAuthorize } from './browser-user.js';
import { findClient, redirectRegistered } from './clients.js';
import { consentNonce, NONCE_FIELD } from './consent-nonce.js';
import { consentHtml, errorHtml, loginHtml } from './consent-page.js';
import { htmlPage, oauthError, redirect, wantsJson, withParams, type OAuthErrorCode } from './oauth-answers.js';
import { param } from './params.js';
import { newSecret } from './secrets.js';
import { AUTH_CODE_TTL, CODES, mysqlGmt, sha256, type ClientData, type CodeData } from './stores.js';

/** A page the browser stays on (no redirect): HTML, or the same error as JSON for an API caller. */
function stay(req: RestRequest, status: number, error: OAuthErrorCode, message: string): HandlerOutcome {
  return wantsJson(req) ? oauthError(error, message, status) : htmlPage(status, errorHtml(message), { 'Cache-Control': 'no-store' });
}

function loginFirst(req: RestRequest, siteName: string, client: ClientData | null): HandlerOutcome {
  const message = 'Log in first: send HTTP Basic with a user and one of its application passwords, or the login cookie.';
  if (wantsJson(req)) return oauthError('login_required', message, 401);
  // A browser asks for the credentials itself when it meets a Basic challenge.
  return htmlPage(401, loginHtml(siteName, client?.client_name ?? null), { 'WWW-Authenticate': `Basic realm="${siteName.replace(/["\\]/g, '')}"` });
}

/** Back to the client with `params` and its state. */
const back = (p: AuthorizeParams, params: Record<string, string>) => redirect(withParams(p.redirect_uri, p.state ? { ...params, state: p.state } : params));

interface Verified {
  client: ClientData;
  user: User;
}

/** The checks both steps start with: a known client, its registered redirect URI, a logged-in administrator. */
function verify(req: RestRequest, session: Session, p: AuthorizeParams, siteName: string, user: User | null): Verified | HandlerOutcome {
  const client = findClient(session, p.client_id);
  if (!client) {
    return stay(
      req,
      400,
      'invalid_request',
      p.client_id ? `Unknown client_id "${p.client_id}": register the client first (POST /agentproto/v1/oauth/register).` : 'client_id is required.',
    );
  }
  if (!redirectRegistered(client, p.redirect_uri)) {
    return stay(
      req,
      400,
      'invalid_request',
      `redirect_uri ${p.redirect_uri ? `"${p.redirect_uri}" ` : ''}does not match any redirect URI registered for this client.`,
    );
  }
  if (!user) return loginFirst(req, siteName, client);
  if (!mayAuthorize(user)) return stay(req, 403, 'access_denied', `Only administrators can authorize applications on this site; ${user.username} is not one.`);
  return { client, user };
}

export const authorize: Handler = async (req, ctx) => {
  const { scenario } = ctx.site;
  const session = ctx.session;
  const user = browserUser(req, ctx.site);
  if (req.method === 'POST') return approve(req, session, user, scenario.seed, scenario.site.name);

  const p = authorizeParams(req);
  const verified = verify(req, session, p, scenario.site.name, user);
  if (!('client' in verified)) return verified;
  const problem = requestProblem(p, true);
  if ('error' in problem) return back(p, { error: problem.error, error_description: problem.description });
  const html = consentHtml({
    origin: req.origin,
    siteName: scenario.site.name,
    client: verified.client,
    user: verified.user,
    params: { ...p, scope: problem.scope },
    nonce: consentNonce(scenario.seed, verified.user),
  });
  return htmlPage(200, html, { 'Cache-Control': 'no-store' });
};

async function approve(req: RestRequest, session: Session, user: User | null, seed: number, siteName: string): Promise<HandlerOutcome> {
  const p = authorizeParams(req);
  if (user && mayAuthorize(user) && param(req, NONCE_FIELD) !== consentNonce(seed, user)) {
    return stay(
      req,
      400,
      'invalid_request',
      `Security check failed: the consent form's ${NONCE_FIELD} is missing or wrong. Open the authorization page again.`,
    );
  }
  const verified = verify(req, session, p, siteName, user);
  if (!('client' in verified)) return verified;
  if (param(req, 'action') !== 'approve') return back(p, { error: 'access_denied', error_description: 'The user denied the request.' });
  const problem = requestProblem(p, false);
  if ('error' in problem) return back(p, { error: problem.error, error_description: problem.description });

  const now = session.tick();
  const code = newSecret(session, seed, 'authorization_code', 48);
  const data: CodeData = {
    client_id: verified.client.client_id,
    user_id: verified.user.id,
    redirect_uri: p.redirect_uri,
    code_challenge: p.code_challenge,
    scope: problem.scope,
    expires: mysqlGmt(now + AUTH_CODE_TTL * 1000),
  };
  putRecord(session, CODES, sha256(code), { ...data });
  await session.commit();
  return back(p, { code });
}
