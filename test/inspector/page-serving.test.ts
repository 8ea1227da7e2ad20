import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/admin/token.js';
import { rest, mockApp } from '../helpers.js';

describe('inspector: the page and its files', () => {
  it('serves the page at /__mock/ with a policy that allows only its own files', async () => {
    const { http } = mockApp();
    const res = await http.get('/__mock/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.text).toMatch(/<html[^>]*lang=/);
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script: the policy would block it
    expect(res.text).not.toMatch(/https?:\/\//); // no CDN: the page works offline
  });

  it("redirects /__mock to /__mock/ so the page's relative addresses resolve", async () => {
    const { http } = mockApp();
    const res = await http.get('/__mock').expect(301);
    expect(res.headers.location).toBe('/__mock/');
  });

  it('serves every file the page names, with its type, and nothing outside its folder', async () => {
    const { http } = mockApp();
    const page = (await http.get('/__mock/').expect(200)).text;
    const files = [...page.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const res = await http.get(`/__mock/${file}`).expect(200);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
    for (const path of [
      '/__mock/assets/..%2Fpage-router.ts',
      '/__mock/assets/../../package.json',
      '/__mock/assets/.hidden.js',
      '/__mock/assets/nope.js',
      '/__mock/assets/main.ts',
    ]) {
      const res = await http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ data: { status: 404 } });
    }
  });

  it('does not journal the page or its calls: only REST requests are journaled', async () => {
    const { app, http } = mockApp();
    await http.get('/__mock/').expect(200);
    await http.get(rest('/cms/v2/posts')).expect(200);
    expect(app.journal.entries().map((e) => e.route)).toEqual(['/cms/v2/posts']);
  });
});

describe('inspector: the admin token in a browser', () => {
  const TOKEN = 'inspector-token-123';

  it('opening /__mock/?token= keeps the token in an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const { http } = mockApp({ adminToken: TOKEN });
    const res = await http.get(`/__mock/?token=${TOKEN}`).expect(303);
    expect(res.headers.location).toBe('/__mock/');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${TOKEN_COOKIE}=${TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain('Path=/__mock');
  });

  it("the cookie opens the page and the admin API's reads", async () => {
    const { http } = mockApp({ adminToken: TOKEN });
    const cookie = `${TOKEN_COOKIE}=${TOKEN}`;
    await http.get('/__mock/').expect(401);
    await http.get('/__mock/').set('Cookie', cookie).expect(200);
    await http.get('/__mock/sessions').set('Cookie', cookie).expect(200);
    await http.get('/__mock/sessions').set('Cookie', `${TOKEN_COOKIE}=wrong`).expect(401);
  });

  it('a wrong token in the address is refused, and sets no cookie', async () => {
    const { http } = mockApp({ adminToken: TOKEN });
    const res = await http.get('/__mock/?token=wrong').expect(401);
    expect(res.body).toMatchObject({ code: 'mock_site_admin_token_invalid' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("a write the cookie alone authorises must come from the page's own origin", async () => {
    const { http } = mockApp({ adminToken: TOKEN });
    const cookie = `${TOKEN_COOKIE}=${TOKEN}`;
    const refused = await http.post('/__mock/reset').set('Cookie', cookie).set('Origin', 'http://127.0.0.1:9999').expect(403);
    expect(refused.body).toMatchObject({ code: 'mock_site_admin_cross_origin', data: { status: 403 } });
    await http.post('/__mock/reset').set('Cookie', cookie).expect(403); // no Origin at all
    const host = '127.0.0.1:8080';
    await http.post('/__mock/reset').set('Host', host).set('Cookie', cookie).set('Origin', `http://${host}`).expect(200);
    await http.post('/__mock/reset').set('Authorization', `Bearer ${TOKEN}`).expect(200); // a header token needs no Origin
  });

  it('the token is never accepted in the address of an API call (it would land in logs)', async () => {
    const { http } = mockApp({ adminToken: TOKEN });
    await http.get(`/__mock/sessions?token=${TOKEN}`).expect(401);
  });
});
