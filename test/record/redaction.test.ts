import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretLedger } from '../../src/cassette/secret-ledger.js';
import { DEFAULT_REDACT, isSecretField, REDACTED, redactOptions } from '../../src/cassette/redact.js';
import { redactValue } from '../../src/cassette/redact-value.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { APP_PASSWORD_ANSWER, raw, recordSession, SESSION_SECRET, type Session } from './fake-upstream.js';

const dir = () => mkdtempSync(join(tmpdir(), 'mock-site-redact-'));
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('redaction', () => {
  it.each([
    ['password', true],
    ['user_pass', true],
    ['pwd', true],
    ['new_password', true],
    ['user[password]', true],
    ['clientSecret', true],
    ['client_secret', true],
    ['authCode', true],
    ['code_verifier', true],
    ['access_token', true],
    ['refreshToken', true],
    ['license_key', true],
    ['licenceKey', true],
    ['_wpnonce', true],
    ['nonces', true],
    ['api_key', true],
    ['apiKey', true],
    ['title', false],
    ['status', false],
    ['author', false],
    ['slug', false],
  ])('treats a field named %s as secret: %s', (name, secret) => {
    expect(isSecretField(name, DEFAULT_REDACT)).toBe(secret);
  });

  it('takes extra field names and headers as options', () => {
    const options = redactOptions({ fields: ['pin_code'], headers: ['X-Api-Key'] });
    expect(isSecretField('pinCode', options)).toBe(true);
    expect(options.headers).toContain('x-api-key');
  });

  it("redacts secret values but looks into a secret-named object (the index's `password` argument schema)", () => {
    const ledger = new SecretLedger();
    const index = { args: { password: { type: 'string', description: 'A password.' } }, user: { password: 's3cret-value', pin: 1234 } };
    const out = redactValue(index, redactOptions({ fields: ['pin'] }), ledger, 'the index');
    expect(out).toEqual({ args: { password: { type: 'string', description: 'A password.' } }, user: { password: REDACTED, pin: REDACTED } });
    expect(ledger.scan('"type": "string"')).toBeUndefined();
    expect(ledger.scan('s3cret-value')).toBeDefined();
  });

  it('writes no secret sent or received during a recording anywhere in the file', async () => {
    const folder = dir();
    const out = join(folder, 'site.yaml');
    const secrets = {
      auth: 'recorder:Xy12 Ab34 Cd56 Ef78 Gh90 Ij12',
      bearer: 'bearer-token-0a1b2c3d4e',
      cookie: 'wordpress_logged_in_abc=cookie-value-5f6g7h',
      nonce: 'a1b2c3d4e5',
      password: 'hunter2-very-secret',
      clientSecret: 'cs_live_0011223344',
      refresh: 'rt-99887766',
      license: 'LIC-AAAA-BBBB-CCCC',
      apiKey: 'ak_1234567890',
      queryToken: 'qt-secret-5555',
      formPass: 'form pass/word+1',
      verifier: 'verifier-ZZZ-000',
    };
    session = await recordSession(out, { auth: secrets.auth });
    const p = session.proxy;
    await raw(`${p}/wp-json/wp/v2/posts`, { headers: { Cookie: secrets.cookie, 'X-WP-Nonce': secrets.nonce } });
    await raw(`${p}/wp-json/wp/v2/posts?access_token=${secrets.queryToken}&page=2`, { headers: { Authorization: `Bearer ${secrets.bearer}` } });
    await raw(`${p}/index.php?rest_route=/wp/v2/users&_wpnonce=${secrets.nonce}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'ann',
        password: secrets.password,
        meta: { clientSecret: secrets.clientSecret, refresh_token: secrets.refresh, license_key: secrets.license, api_key: secrets.apiKey },
      }),
    });
    await raw(`${p}/wp-json/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: 'ann', pwd_password: secrets.formPass, code_verifier: secrets.verifier }).toString(),
    });
    await raw(`${p}/wp-json/wp/v2/users/me/application-passwords`, { method: 'POST' });
    await session.recorder.writer.flush();
    expect(session.errors).toEqual([]);

    const files = readdirSync(folder);
    expect(files).toEqual(['site.yaml']);
    const text = readFileSync(out, 'utf8');
    const [user, password] = secrets.auth.split(':') as [string, string];
    const forbidden = [
      ...Object.values(secrets),
      password,
      password.replaceAll(' ', ''),
      Buffer.from(secrets.auth).toString('base64'),
      'cookie-value-5f6g7h',
      SESSION_SECRET,
      APP_PASSWORD_ANSWER,
      'nonce-from-site-1234',
      encodeURIComponent(secrets.formPass),
    ];
    for (const secret of forbidden) expect(text, `the cassette holds ${secret}`).not.toContain(secret);
    expect(text).toContain(user === 'recorder' ? 'ann' : user); // the rest of the content is still there
    const cassette = readCassette(out);
    expect(cassette.interactions).toHaveLength(5);
    const at = (method: string, route: string, page?: string) =>
      cassette.interactions.find(
        (i) =>
          i.request.method === method && i.request.route === route && (page === undefined || (i.request.query as { page?: string } | undefined)?.page === page),
      )!;
    expect(at('GET', '/wp/v2/posts', '2').request.query).toEqual({ access_token: REDACTED, page: '2' });
    expect(at('POST', '/wp/v2/users').request.body).toEqual({
      json: {
        username: 'ann',
        password: REDACTED,
        meta: { clientSecret: REDACTED, refresh_token: REDACTED, license_key: REDACTED, api_key: REDACTED },
      },
    });
    expect(at('POST', '/echo').request.body).toEqual({
      text: `log=ann&pwd_password=${encodeURIComponent(REDACTED)}&code_verifier=${encodeURIComponent(REDACTED)}`,
    });
    expect(at('POST', '/wp/v2/users/me/application-passwords').response.body).toEqual({ json: expect.objectContaining({ password: REDACTED, name: 'ci' }) });
  });

  it('refuses to write a cassette that still holds a secret value, says where, and keeps the last safe file', async () => {
    const out = join(dir(), 'site.yaml');
    session = await recordSession(out);
    await raw(`${session.proxy}/wp-json/echo`);
    await session.recorder.writer.flush();
    const safe = readFileSync(out, 'utf8');
    // The site echoes the password under a name the redaction list does not know.
    await raw(`${session.proxy}/wp-json/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"user":"ann","password":"leaky-secret-42"}',
    });
    await session.recorder.writer.flush();
    expect(readFileSync(out, 'utf8')).toBe(safe);
    expect(session.errors).toHaveLength(1);
    expect(session.errors[0]).toMatch(
      /^\[mock-site\] record: not writing .*site\.yaml: .*site\.yaml:\d+:\d+ would still hold the password field of POST \/login\./,
    );
    expect(session.errors[0]).not.toContain('leaky-secret-42');
  });

  it('finds a secret however the cassette escaped it', () => {
    const ledger = new SecretLedger();
    ledger.add('a/b c+d', 'the password field of POST /x');
    ledger.add('ab', 'too short to look for');
    expect(ledger.scan('nothing here ab')).toBeUndefined();
    expect(ledger.scan('x: "a\\/b c+d"')).toMatchObject({ line: 1, column: 5 });
    expect(ledger.scan('one\nq: a%2Fb%20c%2Bd')).toMatchObject({ line: 2, column: 4, what: 'the password field of POST /x' });
    expect(ledger.scan('q: a%2Fb+c%2Bd')).toBeDefined();
  });
});
