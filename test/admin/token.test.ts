import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { isLoopback } from '../../src/admin/token.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { rest } from '../helpers.js';
import { serveCli, type Served } from '../cli/run-cli.js';

/** Resolves once `probe` holds, looking again every 20 ms (the test's timeout bounds the wait). */
async function until(probe: () => boolean): Promise<void> {
  while (!probe()) await new Promise((r) => setTimeout(r, 20));
}

let running: RunningMockSite | undefined;
let served: Served | undefined;
afterEach(async () => {
  await running?.close();
  await served?.stop();
  running = undefined;
  served = undefined;
});

describe('admin API: token', () => {
  it('is open on loopback when no token was given', async () => {
    running = await startMockSite({ port: 0 });
    expect(running.adminToken).toBeUndefined();
    expect((await fetch(`${running.url}/__mock/sessions`)).status).toBe(200);
  });

  it('generates a token when the server binds beyond loopback, and every admin call but health needs it', async () => {
    running = await startMockSite({ port: 0, host: '0.0.0.0' });
    const token = running.adminToken!;
    expect(token).toMatch(/^[\w-]{20,}$/);
    const denied = await fetch(`${running.url}/__mock/sessions`);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ code: 'mock_site_admin_token_missing', data: { status: 401 } });
    expect((await fetch(`${running.url}/__mock/sessions`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${running.url}/__mock/sessions`, { headers: { 'X-Mock-Admin-Token': token } })).status).toBe(200);
    expect((await fetch(`${running.url}/__mock/health`)).status).toBe(200);
  });

  it('refuses a wrong token with 401 mock_site_admin_token_invalid', async () => {
    const http = request(createMockApp({ adminToken: 's3cret' }).express);
    const res = await http.post('/__mock/reset').set('Authorization', 'Bearer nope').expect(401);
    expect(res.body).toMatchObject({ code: 'mock_site_admin_token_invalid', data: { status: 401 } });
    await http.post('/__mock/reset').set('Authorization', 'Bearer s3cret').expect(200);
  });

  it('requires a given token on loopback too, and never touches the REST API', async () => {
    running = await startMockSite({ port: 0, adminToken: 'given' });
    expect(running.adminToken).toBe('given');
    expect((await fetch(`${running.url}/__mock/journal`)).status).toBe(401);
    expect((await fetch(`${running.url}${rest('/cms/v2/posts')}`)).status).toBe(200);
  });

  it('serve prints the token it generated, and takes one from MOCK_SITE_ADMIN_TOKEN or --admin-token', async () => {
    served = await serveCli(['--host', '0.0.0.0']);
    const printed = served;
    await until(() => printed.output().includes('admin token'));
    const token = /admin token (\S+)/.exec(served.output())![1]!;
    expect((await fetch(`${served.url}/__mock/journal`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await served.stop();
    served = await serveCli(['--admin-token', 'from-flag']);
    expect((await fetch(`${served.url}/__mock/journal`)).status).toBe(401);
    expect((await fetch(`${served.url}/__mock/journal`, { headers: { 'X-Mock-Admin-Token': 'from-flag' } })).status).toBe(200);
    expect(served.output()).not.toContain('from-flag');
    await served.stop();
    process.env.MOCK_SITE_ADMIN_TOKEN = 'from-env';
    try {
      served = await serveCli([]);
    } finally {
      delete process.env.MOCK_SITE_ADMIN_TOKEN;
    }
    expect((await fetch(`${served.url}/__mock/journal`, { headers: { Authorization: 'Bearer from-env' } })).status).toBe(200);
    expect((await fetch(`${served.url}/__mock/journal`, { headers: { Authorization: 'Bearer from-flag' } })).status).toBe(401);
  });

  it('knows which addresses are loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.4', 'example.org'].some(isLoopback)).toBe(false);
  });
});
