// What an authorization request asks for (the GET query, or the consent form's fields on POST), and the
// checks both steps make once the client and its redirect URI are known: response type, PKCE, scope.
import type { RestRequest } from '../../wp/request.js';
import type { OAuthErrorCode } from './oauth-answers.js';
import { param } from './params.js';
import { pkceProblem } from './pkce.js';
import { requestedScope, unknownScopeMessage } from './scopes.js';

export interface AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state: string;
  scope: string;
  code_challenge: string;
  code_challenge_method: string;
}

export function authorizeParams(req: RestRequest): AuthorizeParams {
  return {
    response_type: param(req, 'response_type'),
    client_id: param(req, 'client_id'),
    redirect_uri: param(req, 'redirect_uri'),
    state: param(req, 'state'),
    scope: param(req, 'scope'),
    code_challenge: param(req, 'code_challenge'),
    code_challenge_method: param(req, 'code_challenge_method'),
  };
}

export interface RequestProblem {
  error: OAuthErrorCode;
  description: string;
}

/**
 * What is wrong with the request beyond the client (RFC 6749 §4.1.2.1: reported to the client by redirect).
 * The consent form carries no response_type, so `checkResponseType` is false there. On success, the scope
 * the grant gets.
 */
export function requestProblem(p: AuthorizeParams, checkResponseType: boolean): RequestProblem | { scope: string } {
  if (checkResponseType && p.response_type !== 'code') {
    return {
      error: 'unsupported_response_type',
      description: `response_type must be "code"${p.response_type ? ` (got "${p.response_type}")` : ''}: this server supports the authorization code flow only.`,
    };
  }
  const pkce = pkceProblem(p.code_challenge, p.code_challenge_method);
  if (pkce) return { error: 'invalid_request', description: pkce };
  const scope = requestedScope(p.scope);
  if ('unknown' in scope) return { error: 'invalid_scope', description: unknownScopeMessage(scope.unknown) };
  return scope;
}
