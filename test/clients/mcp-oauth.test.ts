// The MCP TypeScript SDK's auth() (@modelcontextprotocol/sdk, unchanged, as an MCP host calls it) against the shop
// deployment on a real port: discovery at the host root (RFC 9728, then RFC 8414), dynamic client registration,
// PKCE, the consent step, the token exchange and a refresh. The consent step needs a browser; the provider's
// redirectToAuthorization() does what a host's browser does: opens the authorize URL logged in as the
// administrator, reads the consent form, posts the approval and takes the code from the redirect.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp, type MockApp } from '../../src/app.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { Permalinks } from '../../src/model/scenario.js';
import { ADMIN } from '../helpers.js';
import { consentFields } from '../areas/shop/oauth-client.js';

const REDIRECT = 'http://127.0.0.1:33418/oauth/callback';
const STATE = 'host-state-7';

/** The shop deployment on a real port, its links in `permalinks` style. */
async function listening(permalinks: Permalinks): Promise<{ app: MockApp; server: Server; base: string }> {
  const app = createMockApp({ profile: 'shop', scenario: loadScenario(undefined, { site: { permalinks } }) });
  const server = createServer(app.listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { app, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let shops: Record<Permalinks, Awaited<ReturnType<typeof listening>>>;

beforeAll(async () => {
  shops = { plain: await listening('plain'), pretty: await listening('pretty') };
});

afterAll(async () => {
  for (const { app, server } of Object.values(shops)) {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
    app.close();
  }
});

/** How the browser is logged in to the site at `base`: the headers it sends with every request there. */
type Login = (base: string) => Promise<Record<string, string>>;

const basicLogin: Login = async () => ({ Authorization: ADMIN });

const cookieLogin: Login = async (base) => {
  const res = await fetch(`${base}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ log: 'admin', pwd: 'mock-site-password' }),
  });
  expect(res.status).toBe(302);
  return {
    Cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
};

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** The browser at the authorization URL: the login it is asked for, the consent form, Approve; the code it is sent back with. */
async function approveInBrowser(authorizationUrl: URL, login: Login): Promise<string> {
  const base = authorizationUrl.origin;
  const anonymous = await fetch(authorizationUrl, { headers: { Accept: 'text/html' } });
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  const credentials = await login(base);
  const page = await fetch(authorizationUrl, { headers: { Accept: 'text/html', ...credentials } });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = unescapeHtml(html.match(/<form method="POST" action="([^"]+)">/)![1]!);
  const approved = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...credentials },
    body: new URLSearchParams({ ...consentFields(html), action: 'approve' }),
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(STATE);
  return back.searchParams.get('code')!;
}

/** An MCP host's provider: it keeps what the SDK hands it, and sends the user's browser to the consent page. */
class HostProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  code: string | undefined;

  constructor(private readonly login: Login) {}

  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP SDK host',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    return STATE;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  async redirectToAuthorization(url: URL) {
    this.code = await approveInBrowser(url, this.login);
  }
}

/** The SDK's fetches, as `METHOD path?query → status`. */
function recordingFetch(log: string[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search} → ${res.status}`);
    return res;
  };
}

const me = (base: string, token: string) =>
  fetch(`${base}/index.php?rest_route=/cms/v2/users/me&_fields=id,name`, { headers: { Authorization: `Bearer ${token}` } });

/** Where an MCP host is pointed (the REST API root), and the addresses the SDK then finds by itself. */
const STYLES = {
  plain: {
    server: '/index.php?rest_route=/',
    resourceMetadata: '/.well-known/oauth-protected-resource/index.php?rest_route=/',
    serverMetadata: '/.well-known/oauth-authorization-server/index.php',
    api: '/index.php?rest_route=/agentproto/v1',
  },
  pretty: {
    server: '/wp-json/',
    resourceMetadata: '/.well-known/oauth-protected-resource/wp-json',
    serverMetadata: '/.well-known/oauth-authorization-server/wp-json/agentproto/v1',
    api: '/wp-json/agentproto/v1',
  },
} as const;

describe.each(['plain', 'pretty'] as const)("the MCP SDK's auth() against the shop deployment with %s permalinks", (permalinks) => {
  const paths = STYLES[permalinks];

  it.each([
    ['HTTP Basic with an application password', basicLogin],
    ['the login cookie from wp-login.php', cookieLogin],
  ])('runs discovery, registration, PKCE, consent (the browser logged in by %s), token and refresh unchanged', async (_, login) => {
    const { base } = shops[permalinks];
    const serverUrl = `${base}${paths.server}`;
    const provider = new HostProvider(login);
    const discovery = [`GET ${paths.resourceMetadata} → 200`, `GET ${paths.serverMetadata} → 200`];
    const token = `POST ${paths.api}/oauth/token → 200`;

    const started: string[] = [];
    expect(await auth(provider, { serverUrl, fetchFn: recordingFetch(started) })).toBe('REDIRECT');
    expect(started).toEqual([...discovery, `POST ${paths.api}/oauth/register → 201`]);
    expect(provider.client).toMatchObject({ client_id: expect.stringMatching(/^[0-9a-f]{64}$/), client_name: 'MCP SDK host' });
    expect(provider.code).toMatch(/^[0-9a-f]{96}$/);

    const exchanged: string[] = [];
    expect(await auth(provider, { serverUrl, authorizationCode: provider.code!, fetchFn: recordingFetch(exchanged) })).toBe('AUTHORIZED');
    expect(exchanged).toEqual([...discovery, token]);
    const first = provider.saved!;
    expect(first).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'mcp', refresh_token: expect.stringMatching(/^[0-9a-f]{96}$/) });
    expect(await (await me(base, first.access_token)).json()).toEqual({ id: 1, name: 'admin' });

    // With a refresh token saved, auth() refreshes instead of asking the browser again.
    const refreshed: string[] = [];
    expect(await auth(provider, { serverUrl, fetchFn: recordingFetch(refreshed) })).toBe('AUTHORIZED');
    expect(refreshed).toEqual([...discovery, token]);
    const second = provider.saved!;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(base, second.access_token)).status).toBe(200);
    const old = await me(base, first.access_token);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { code: string }).code).toBe('invalid_token');
  });
});
