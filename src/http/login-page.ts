// wp-login.php and the REST nonce a logged-in browser fetches: POST a user's name (or e-mail) and password to get the
// signed login cookie WordPress sets. The users are the session's: one created over REST logs in with the password the
// users API gave it; a scenario's user with one of its application passwords (the scenario gives it no other).
// `?action=logout` clears the cookie; `/wp-admin/admin-ajax.php?action=rest-nonce` answers the nonce of the login the
// cookie holds, as @wordpress/api-fetch refreshes it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../dispatch/types.js';
import { SessionLogins } from '../areas/users/session-logins.js';
import { readBody } from '../wp/body.js';
import { issueLoginCookie, LOGIN_COOKIE_PREFIX, loginOf, restNonce } from '../wp/login-cookie.js';
import { parsePhpQuery } from '../wp/php-query.js';
import { sessionName } from './session-name.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginForm(site: Site, origin: string, error = '', message = ''): string {
  const name = escapeHtml(site.scenario.site.name);
  return (
    `<!DOCTYPE html>\n<html lang="en-US"><head><meta charset="UTF-8"><title>Log In &lsaquo; ${name} &#8212; WordPress</title></head>\n` +
    '<body class="login wp-core-ui"><div id="login">\n' +
    (error ? `<div id="login_error">${error}</div>\n` : '') +
    (message ? `<p class="message">${message}</p>\n` : '') +
    `<form name="loginform" id="loginform" action="${origin}/wp-login.php" method="post">\n` +
    '<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login"></p>\n' +
    '<p><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass"></p>\n' +
    '<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"> <label for="rememberme">Remember Me</label></p>\n' +
    '<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" value="Log In"></p>\n' +
    '</form></div></body></html>\n'
  );
}

function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void {
  const bytes = Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-cache, must-revalidate, max-age=0',
    ...headers,
  });
  res.end(bytes);
}

/** wp_authenticate()'s refusals, worded as wp-login.php shows them. */
function refusal(log: string, pwd: string): string | null {
  if (!log) return '<strong>Error:</strong> The username field is empty.';
  if (!pwd) return '<strong>Error:</strong> The password field is empty.';
  return null;
}

async function logIn(site: Site, req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  let body: Buffer;
  try {
    body = await readBody(req, { limit: site.maxBodyBytes, kind: 'body' });
  } catch {
    answer(res, 413, loginForm(site, origin, '<strong>Error:</strong> The form is too large.'));
    return;
  }
  const form = parsePhpQuery(body.toString('utf8'));
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const log = text('log').trim();
  const pwd = text('pwd');
  const logins = new SessionLogins(site, sessionName(req), req.socket.remoteAddress);
  const user = log ? logins.find(log) : undefined;
  const error =
    refusal(log, pwd) ??
    (!user
      ? `<strong>Error:</strong> The username <strong>${escapeHtml(log)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`
      : !logins.logsIn(user, pwd)
        ? `<strong>Error:</strong> The password you entered for the username <strong>${escapeHtml(user.username)}</strong> is incorrect. <a href="${origin}/wp-login.php?action=lostpassword">Lost your password?</a>`
        : null);
  if (error || !user) {
    answer(res, 200, loginForm(site, origin, error ?? ''));
    return;
  }
  // WordPress stores the login's session token: a write, so each login is a moment of its own with a token of its own.
  const { session } = logins;
  const now = session.tick();
  await session.commit();
  const cookie = issueLoginCookie(site.scenario, user, now, origin);
  const redirect = text('redirect_to');
  const remember = text('rememberme') !== '' ? `; Expires=${new Date(now + 14 * 24 * 3600 * 1000).toUTCString()}` : '';
  answer(res, 302, '', {
    Location: redirect.startsWith(`${origin}/`) || redirect.startsWith('/') ? redirect : `${origin}/wp-admin/`,
    'Set-Cookie': [`${cookie.name}=${cookie.value}; Path=/; HttpOnly${remember}`, 'wordpress_test_cookie=WP%20Cookie%20check; Path=/'],
  });
}

/** Answers wp-login.php and admin-ajax.php's rest-nonce; false for other addresses. */
export function handleLogin(site: Site, req: IncomingMessage, res: ServerResponse, origin: string): boolean {
  const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  if (path === '/wp-admin/admin-ajax.php' && params.get('action') === 'rest-nonce') {
    const logins = new SessionLogins(site, sessionName(req));
    const login = loginOf(typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined, site.scenario, (name) => logins.find(name));
    answer(res, login ? 200 : 400, login ? restNonce(site.scenario, login) : '0');
    return true;
  }
  if (path !== '/wp-login.php') return false;
  if (params.get('action') === 'logout') {
    const names = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.split('=')[0]!.trim())
      .filter((n) => n.startsWith(LOGIN_COOKIE_PREFIX));
    answer(res, 302, '', {
      Location: `${origin}/wp-login.php?loggedout=true`,
      'Set-Cookie': names.map((n) => `${n}=; Path=/; HttpOnly; Expires=Thu, 01 Jan 1970 00:00:00 GMT`),
    });
    return true;
  }
  if (req.method === 'POST') {
    logIn(site, req, res, origin).catch(() => {
      if (!res.headersSent) answer(res, 500, loginForm(site, origin, '<strong>Error:</strong> The login could not be checked.'));
    });
    return true;
  }
  answer(res, 200, loginForm(site, origin, '', params.get('loggedout') === 'true' ? 'You are now logged out.' : ''));
  return true;
}
