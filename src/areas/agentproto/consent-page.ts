// The HTML of the browser steps: the consent form (what the user approves, as whom, and where the browser goes
// next), the page that asks the visitor to log in, and the error pages the plugin shows instead of redirecting
// to an address it could not verify.
import { escapeHtml, page } from '../content/site-page.js';
import type { User } from '../../model/scenario.js';
import { restUrl } from '../../wp/links.js';
import type { AuthorizeParams } from './authorize-params.js';
import { NONCE_FIELD } from './consent-nonce.js';
import type { ClientData } from './stores.js';

const ROLE_LABELS: Record<string, string> = {
  administrator: 'Administrator (full access)',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  subscriber: 'Subscriber',
};

const roleLabel = (user: User): string => {
  const role = user.roles[0];
  return role === undefined ? 'No role' : (ROLE_LABELS[role] ?? role.charAt(0).toUpperCase() + role.slice(1));
};

const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export interface ConsentView {
  origin: string;
  siteName: string;
  client: ClientData;
  params: AuthorizeParams;
  user: User;
  nonce: string;
}

export function consentHtml(v: ConsentView): string {
  const { params } = v;
  const fields: Record<string, string> = {
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    state: params.state,
    scope: params.scope,
    code_challenge: params.code_challenge,
    code_challenge_method: params.code_challenge_method,
    [NONCE_FIELD]: v.nonce,
  };
  const action = restUrl(v.origin, '/agentproto/v1/oauth/authorize');
  return page(
    `Authorize ${v.client.client_name}`,
    '<main class="oauth-consent">' +
      '<h1>Authorize this app</h1>' +
      `<p><strong>${escapeHtml(v.client.client_name)}</strong> wants to connect to <strong>${escapeHtml(v.siteName)}</strong>.</p>` +
      '<dl>' +
      `<dt>Signed in as</dt><dd>${escapeHtml(v.user.name)} (${escapeHtml(v.user.username)})</dd>` +
      `<dt>Permissions</dt><dd>${escapeHtml(roleLabel(v.user))}</dd>` +
      `<dt>Scope</dt><dd>${escapeHtml(params.scope)}</dd>` +
      `<dt>Returns to</dt><dd>${escapeHtml(params.redirect_uri)}</dd>` +
      '</dl>' +
      '<p>The app will call this site with your account until you revoke its access.</p>' +
      `<form method="POST" action="${escapeHtml(action)}">${Object.entries(fields)
        .map(([k, x]) => hidden(k, x))
        .join('')}` +
      '<button type="submit" name="action" value="approve">Approve</button> ' +
      '<button type="submit" name="action" value="deny">Deny</button>' +
      '</form></main>',
  );
}

export const errorHtml = (message: string): string =>
  page('Authorization error', `<main class="oauth-error"><h1>Authorization error</h1><p>${escapeHtml(message)}</p></main>`);

export const loginHtml = (siteName: string, clientName: string | null): string =>
  page(
    `Log in ‹ ${siteName}`,
    '<main class="oauth-login"><h1>Log in to continue</h1>' +
      `<p>${clientName ? `<strong>${escapeHtml(clientName)}</strong> asks to connect to your account. ` : ''}Log in first: ` +
      'this mock takes HTTP Basic with a user and one of its application passwords (your browser asks for them), ' +
      "or a <code>wordpress_logged_in_*</code> cookie for the scenario's logged-in user.</p></main>",
  );
