// Issue 16, defect 5: without a token, the admin API obeys this machine's programs and the inspector's own page, never
// another web page: a loopback Host (DNS rebinding sends the attacker's name) and no foreign Origin.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp, type AppOptions } from '../../src/app.js';
import { isLoopbackHost } from '../../src/admin/origin-guard.js';
import { ADMIN, rest } from '../helpers.js';
import { runCli, serveCli, type Served } from '../cli/run-cli.js';
import { listen } from '../hardening/spies.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

/** An app with one session that wrote a post, and a supertest agent on it. */
async function withSession(options: AppOptions = {}) {
  const app = createMockApp(options);
  const http = request(app.express);
  await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('X-Mock-Session', 'kept').send({ title: 'Kept' }).expect(201);
  const sessions = async () => ((await http.get('/__mock/sessions').expect(200)).body as { name: string }[]).map((s) => s.name);
  return { app, http, sessions };
}

describe('admin API without a token: web pages of other origins', () => {
  it('refuses POST /__mock/reset from a foreign Origin (a text/plain form post from any open tab) and resets nothing', async () => {
    const { http, sessions } = await withSession();
    const res = await http.post('/__mock/reset').set('Origin', 'http://evil.example').set('Content-Type', 'text/plain').send('x').expect(403);
    expect(res.body).toEqual({
      code: 'mock_site_admin_cross_origin',
      message: expect.stringContaining('Allow that origin with --admin-origin http://evil.example'),
      data: { status: 403 },
    });
    expect(await sessions()).toContain('kept');
  });

  it.each([
    ['PUT', '/__mock/clock', { now: '2030-01-01T00:00:00Z' }],
    ['PUT', '/__mock/state?session=kept', {}],
    ['DELETE', '/__mock/sessions/kept', undefined],
    ['POST', '/__mock/verify', { method: 'GET' }],
    ['GET', '/__mock/state', undefined],
    ['GET', '/__mock/journal/stream', undefined],
  ])('refuses %s %s from a foreign Origin', async (method, path, body) => {
    const { http, sessions } = await withSession();
    const call = http[method.toLowerCase() as 'get'](path).set('Origin', 'https://evil.example:8443');
    expect((await (body === undefined ? call : call.send(body))).status).toBe(403);
    expect(await sessions()).toContain('kept');
  });

  it.each([
    ['Origin: null (a sandboxed frame or a file:// page)', { Origin: 'null' }],
    ['another port of loopback', { Origin: 'http://127.0.0.1:1' }],
    ['Sec-Fetch-Site: cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a write from %s', async (_, headers) => {
    const { http } = await withSession();
    const res = await http.post('/__mock/reset').set(headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('mock_site_admin_cross_origin');
  });

  it("answers programs (no Origin) and the inspector's own page (its own origin)", async () => {
    const { app } = await withSession();
    const client = await listen(app.listener);
    try {
      expect((await client.send('GET', '/__mock/state?session=kept')).status).toBe(200);
      expect((await client.send('POST', '/__mock/reset?session=kept', { headers: { Origin: client.origin } })).status).toBe(200);
      expect(
        (
          await client.send('GET', '/__mock/sessions', {
            headers: { Origin: client.origin.replace('127.0.0.1', 'localhost'), Host: client.origin.slice(7).replace('127.0.0.1', 'localhost') },
          })
        ).status,
      ).toBe(200);
    } finally {
      await client.close();
    }
    expect(JSON.stringify(app.site.store.state('kept') ?? {})).not.toContain('Kept');
  });
});

describe('admin API without a token: DNS rebinding (a foreign Host)', () => {
  it.each(['evil.example', 'evil.example:8099', '127.0.0.1.evil.example', 'localhost.evil.example:80', '10.0.0.7:8080'])(
    'refuses GET /__mock/state and PUT /__mock/clock addressed to %s',
    async (host) => {
      const { http } = await withSession();
      const read = await http.get('/__mock/state').set('Host', host).expect(403);
      expect(read.body).toEqual({ code: 'mock_site_admin_foreign_host', message: expect.stringContaining('loopback address'), data: { status: 403 } });
      await http.put('/__mock/clock').set('Host', host).send({ now: '2030-01-01T00:00:00Z' }).expect(403);
    },
  );

  it('knows the hosts that name this machine', () => {
    for (const host of ['127.0.0.1', '127.0.0.1:8099', 'localhost', 'localhost:80', '[::1]:8080', 'app.localhost:3000', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['evil.example', '127.0.0.1.nip.io', '0.0.0.0:80', '[::]:80', '', undefined]) expect(isLoopbackHost(host), String(host)).toBe(false);
  });

  it('keeps /__mock/health open to every Host and Origin (health checks)', async () => {
    const { http } = await withSession();
    await http.get('/__mock/health').set('Host', 'evil.example').set('Origin', 'http://evil.example').expect(200);
  });

  it('lets the token decide when one is given', async () => {
    const { http } = await withSession({ adminToken: 't0ken' });
    await http.get('/__mock/state').set('Host', 'mock.internal:8080').set('Authorization', 'Bearer t0ken').expect(200);
    await http.get('/__mock/state').set('Host', 'mock.internal:8080').expect(401);
  });
});

describe('admin API: allowed origins (--admin-origin)', () => {
  it('answers an allowed origin with CORS headers, preflight included, and still refuses others', async () => {
    const { http } = await withSession({ adminOrigins: ['http://localhost:3000'] });
    const preflight = await http.options('/__mock/reset').set('Origin', 'http://localhost:3000').set('Access-Control-Request-Method', 'POST').expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
    const reset = await http.post('/__mock/reset').set('Origin', 'http://localhost:3000').send({}).expect(200);
    expect(reset.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    await http.post('/__mock/reset').set('Origin', 'http://localhost:3001').expect(403);
  });

  it('serve takes --admin-origin and MOCK_SITE_ADMIN_ORIGINS, and refuses what is not an origin', async () => {
    process.env.MOCK_SITE_ADMIN_ORIGINS = 'http://localhost:5173, http://app.localhost:3000';
    try {
      served = await serveCli([]);
    } finally {
      delete process.env.MOCK_SITE_ADMIN_ORIGINS;
    }
    const from = (origin: string) => fetch(`${served!.url}/__mock/sessions`, { headers: { Origin: origin } });
    expect((await from('http://localhost:5173')).status).toBe(200);
    expect((await from('http://app.localhost:3000')).status).toBe(200);
    expect((await from('http://localhost:5174')).status).toBe(403);
    const bad = await runCli(['serve', '--port', '0', '--admin-origin', 'http://localhost:3000/app']);
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining('--admin-origin must be an origin such as http://localhost:3000') });
  });
});
