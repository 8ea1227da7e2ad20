// Issue 16, defect 7: secrets never reach the recorder's console, a cassette, the request journal or the inspector
// (which reads GET /__mock/journal/{id}). A site on 127.0.0.1 answers with secrets in every place a value travels;
// clients send them in every place a request carries one.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecorder, type Recorder } from '../../src/record/recorder.js';
import { REDACTED } from '../../src/cassette/redact.js';
import { decodeBody } from '../../src/cassette/body-codec.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { CLI } from '../cli/run-cli.js';
import { mockApp, rest } from '../helpers.js';
import { raw } from '../record/fake-upstream.js';
import { ruleScenario } from '../rules/rule-scenario.js';

/** One distinct secret per place, so a leak names where it came from. */
const S = Object.fromEntries(
  [
    'queryAccess',
    'queryApiKey',
    'queryNonce',
    'queryToken',
    'authToken',
    'sessionToken',
    'csrfToken',
    'jwt',
    'pass',
    'key',
    'sig',
    'amzSig',
    'headerApiKey',
    'headerAmz',
    'cookie',
    'formPass',
    'partSession',
    'partAuth',
    'jsonAuth',
    'hiddenInput',
    'hiddenSingle',
    'meta',
    'dataNonce',
    'inlineNonce',
    'assignedNonce',
    'middleware',
    'linkNonce',
    'linkAmp',
    'locationToken',
    'fragmentToken',
    'linkHeader',
    'setCookie',
    'answerKey',
    'metaValue',
    'renderedNonce',
    'apiKeyHeaderAnswer',
    'pin',
  ].map((name, i) => [name, `${name}-s3cr3t-${1000 + i}`]),
) as Record<string, string>;

const found = (text: string) =>
  Object.entries(S)
    .filter(([, v]) => text.includes(v) || text.includes(encodeURIComponent(v)))
    .map(([k]) => k);

/** A WordPress-like page with a nonce in each place WordPress and plugins put one. */
const PAGE = `<!doctype html><html><head>
<meta name="csrf-token" content="${S.meta}">
<script>var wpApiSettings = {"root":"http:\\/\\/example.org\\/wp-json\\/","nonce":"${S.inlineNonce}","versionString":"wp\\/v2\\/"};</script>
<script>wpApiSettings.nonce = '${S.assignedNonce}'; wp.apiFetch.use( wp.apiFetch.createNonceMiddleware( "${S.middleware}" ) );</script>
</head><body>
<form method="post"><input type=hidden name=_wpnonce value=${S.hiddenInput}><input value='${S.hiddenSingle}' type='hidden' name='csrf_token'></form>
<div id="app" data-nonce="${S.dataNonce}"></div>
<a href="/wp-admin/post.php?post=1&amp;action=trash&amp;_wpnonce=${S.linkAmp}">Trash</a> <a href='/wp-login.php?action=logout&_wpnonce=${S.linkNonce}'>Log out</a>
</body></html>`;

/** The site's answers: the page, redirects carrying tokens, a JSON answer with secrets by pattern, and an echo. */
function site(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/wp-admin/') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8', 'Set-Cookie': `wp_session=${S.setCookie}; Path=/; HttpOnly` });
        return res.end(PAGE);
      }
      if (path === '/reset') {
        res.writeHead(302, {
          Location: `https://example.org/reset?token=${S.locationToken}&login=ann`,
          Link: `<https://example.org/wp-json/?_wpnonce=${S.linkHeader}>; rel="https://api.w.org/"`,
        });
        return res.end();
      }
      if (path === '/implicit') {
        res.writeHead(302, { Location: `https://app.example/callback#access_token=${S.fragmentToken}&token_type=bearer&expires_in=3600` });
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-Api-Key': S.apiKeyHeaderAnswer });
      res.end(
        JSON.stringify({
          code: 'ok',
          token_type: 'bearer',
          usage: { prompt_tokens: 1234 },
          author: 1,
          keywords: ['key'],
          session: { auth_token: S.authToken, sessionToken: S.sessionToken, csrf_token: S.csrfToken, jwt: S.jwt, pass: S.pass, key: S.answerKey },
          meta_data: [
            { id: 7, key: '_stripe_secret', value: S.metaValue },
            { id: 8, key: '_edit_lock', value: '1700000000:1' },
          ],
          content: { rendered: `<form><input type="hidden" name="_wpnonce" value="${S.renderedNonce}"></form>` },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** The query every client request carries: the defect's names and names outside the old list. */
const QUERY =
  `access_token=${S.queryAccess}&api_key=${S.queryApiKey}&_wpnonce=${S.queryNonce}&token=${S.queryToken}&auth_token=${S.authToken}` +
  `&sessionToken=${S.sessionToken}&csrf_token=${S.csrfToken}&jwt=${S.jwt}&pass=${S.pass}&key=${S.key}&sig=${S.sig}&X-Amz-Signature=${S.amzSig}&page=2`;
const HEADERS = { 'X-Api-Key': S.headerApiKey, 'X-Amz-Security-Token': S.headerAmz, Cookie: `wordpress_logged_in_abc=${S.cookie}; wp-settings-1=x` };
const MULTIPART =
  `--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n--b\r\nContent-Disposition: form-data; name='sessionToken'\r\n\r\n${S.partSession}\r\n` +
  `--b\r\nContent-Disposition: form-data; name=auth_token\r\n\r\n${S.partAuth}\r\n--b--\r\n`;

/** Sends every request of the session to `base` (the recorder, or the mock). */
async function session(base: string, prefix = '/wp-json'): Promise<void> {
  await raw(`${base}/wp-admin/?${QUERY}`, { headers: HEADERS });
  await raw(`${base}/reset?${QUERY}`);
  await raw(`${base}/implicit`);
  await raw(`${base}${prefix}/wp/v2/posts?${QUERY}`, { headers: HEADERS });
  await raw(`${base}${prefix}/my/v1/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `log=ann&pwd=${S.formPass}&key_count=3`,
  });
  await raw(`${base}${prefix}/my/v1/upload`, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=b' }, body: MULTIPART });
  await raw(`${base}${prefix}/my/v1/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { auth: { jwt: S.jsonAuth } }, title: 'kept' }),
  });
}

let stop: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of stop.reverse()) await s();
  stop = [];
});

describe('secrets never reach a console, a cassette, the journal or the inspector', () => {
  it('the recorder writes a cassette and console lines without any of them, and keeps what is not secret', async () => {
    const upstream = await site();
    const out = join(mkdtempSync(join(tmpdir(), 'mock-site-redaction-')), 'site.yaml');
    const lines: string[] = [];
    const errors: string[] = [];
    const recorder: Recorder = createRecorder({ target: upstream.origin, out, log: (l) => lines.push(l), error: (e) => errors.push(e) });
    stop.push(
      () => upstream.close(),
      async () => {
        recorder.server.closeAllConnections();
        await recorder.close();
      },
    );
    const proxy = await recorder.listen(0, '127.0.0.1');
    await session(proxy);
    await recorder.writer.flush();

    expect(errors).toEqual([]); // the leftover scan found nothing, and nothing it hid was too common to write
    expect(lines).toHaveLength(7);
    expect(found(lines.join('\n'))).toEqual([]);
    expect(lines[0]).toContain(`access_token=${REDACTED}&api_key=${REDACTED}`);
    expect(lines[0]).toContain('&page=2');
    const text = readFileSync(out, 'utf8');
    expect(found(text)).toEqual([]);

    const cassette = readCassette(out);
    const at = (route: string) => cassette.interactions.find((i) => i.request.route === route)!;
    expect(at('/wp/v2/posts').request.query).toEqual({
      access_token: REDACTED,
      api_key: REDACTED,
      _wpnonce: REDACTED,
      token: REDACTED,
      auth_token: REDACTED,
      sessionToken: REDACTED,
      csrf_token: REDACTED,
      jwt: REDACTED,
      pass: REDACTED,
      key: REDACTED,
      sig: REDACTED,
      'X-Amz-Signature': REDACTED,
      page: '2',
    });
    expect(at('/reset').response.headers?.location).toBe('https://example.org/reset?token=%5Bredacted%5D&login=ann');
    expect(at('/implicit').response.headers?.location).toBe('https://app.example/callback#access_token=%5Bredacted%5D&token_type=bearer&expires_in=3600');
    const answer = decodeBody(at('/wp/v2/posts').response.body).toString('utf8');
    for (const kept of ['"token_type":"bearer"', '"prompt_tokens":1234', '"keywords":["key"]', '"key":"_stripe_secret"', '"value":"1700000000:1"'])
      expect(answer).toContain(kept);
    expect(text).toContain('name=_wpnonce value=[redacted]');
    expect(decodeBody(at('/wp-admin/').response.body).toString('utf8')).toContain('"nonce":"[redacted]"');
  });

  it('`mock-site record` prints request lines with the secrets hidden', async () => {
    const upstream = await site();
    stop.push(() => upstream.close());
    const out = join(mkdtempSync(join(tmpdir(), 'mock-site-redaction-')), 'site.yaml');
    const child = spawn(process.execPath, [CLI, 'record', '--port', '0', '--target', upstream.origin, '--out', out]);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    stop.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    });
    const proxy = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const m = / at (http:\/\/[\d.]+:\d+)/.exec(output);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    await session(proxy);
    const recorded = new Promise<void>((resolve) =>
      child.stdout.on('data', () => {
        if ((output.match(/recorded /g) ?? []).length >= 7) resolve();
      }),
    );
    if ((output.match(/recorded /g) ?? []).length < 7) await recorded;
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toContain(`recorded GET /wp-json/wp/v2/posts?access_token=${REDACTED}&api_key=${REDACTED}&_wpnonce=${REDACTED}&token=${REDACTED}`);
    expect(found(output), output).toEqual([]);
    expect(found(readFileSync(out, 'utf8'))).toEqual([]);
  });

  it('GET /__mock/journal and /__mock/journal/{id} show every request and answer with the secrets hidden', async () => {
    const echo = {
      status: 200,
      body: {
        code: 'ok',
        token_type: 'bearer',
        session: { auth_token: S.authToken, sessionToken: S.sessionToken, jwt: S.jwt, pass: S.pass, key: S.answerKey },
        meta_data: [{ id: 7, key: '_stripe_secret', value: S.metaValue }],
        content: { rendered: `<input type=hidden name=_wpnonce value=${S.renderedNonce}>` },
      },
      headers: { 'X-Api-Key': S.apiKeyHeaderAnswer },
    };
    const { http } = mockApp({
      scenario: ruleScenario([
        {
          id: 'page',
          match: { route: '/my/v1/page' },
          respond: [{ status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Set-Cookie': `wp_session=${S.setCookie}; Path=/` }, body: PAGE }],
        },
        {
          id: 'reset',
          match: { route: '/my/v1/reset' },
          respond: [
            {
              status: 302,
              headers: { Location: `https://example.org/reset?token=${S.locationToken}`, Link: `<https://example.org/?_wpnonce=${S.linkHeader}>; rel="x"` },
            },
          ],
        },
        {
          id: 'implicit',
          match: { route: '/my/v1/implicit' },
          respond: [{ status: 302, headers: { Location: `https://app.example/cb#access_token=${S.fragmentToken}&token_type=bearer` } }],
        },
        { id: 'echo', match: { route: '/my/v1/echo' }, respond: [echo] },
      ]),
    });
    // Cookies the mock does not take as a login (a WordPress one would need its nonce).
    const headers = { ...HEADERS, Cookie: `sid=${S.cookie}; pref=x` };
    const send = (method: 'get' | 'post', route: string, query = '') => http[method](rest(route, query ? `&${query}` : '')).set(headers);
    // `_wpnonce` that is not the session's is refused as WordPress refuses it (403): the page is asked for without one.
    await send('get', '/my/v1/page', QUERY.replace(/&_wpnonce=[^&]*/, ''));
    await send('get', '/my/v1/reset');
    await send('get', '/my/v1/implicit');
    await send('get', '/my/v1/echo', QUERY);
    await send('post', '/my/v1/echo').set('Content-Type', 'application/x-www-form-urlencoded').send(`log=ann&pwd=${S.formPass}`);
    await send('post', '/my/v1/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ data: { auth: { jwt: S.jsonAuth } }, title: 'kept' }));

    const list = (await http.get('/__mock/journal').expect(200)).body as { id: number; status: number; query: Record<string, string> }[];
    expect(list.map((e) => e.status)).toEqual([200, 302, 302, 403, 200, 200]);
    expect(found(JSON.stringify(list))).toEqual([]);
    expect(list[3]!.query).toMatchObject({ _wpnonce: REDACTED, token: REDACTED, api_key: REDACTED });
    expect(list[0]!.query).toMatchObject({ access_token: REDACTED, key: REDACTED, 'X-Amz-Signature': REDACTED, sig: REDACTED, page: '2' });
    const details = await Promise.all(list.map(async (e) => (await http.get(`/__mock/journal/${e.id}`).expect(200)).text));
    expect(found(details.join('\n'))).toEqual([]);
    const [page, reset, implicit, echoed, form, json] = details.map(
      (d) =>
        JSON.parse(d) as {
          request: { headers: Record<string, string>; body: Record<string, unknown> };
          response: { headers: Record<string, string | string[]>; body: string };
        },
    );
    expect(page!.request.headers).toMatchObject({ 'x-api-key': REDACTED, 'x-amz-security-token': REDACTED });
    expect(page!.request.headers.cookie).toBe(`sid=${REDACTED}; pref=${REDACTED}`);
    // A rule's string body is answered as a JSON string: the page inside it, its quotes escaped, is hidden all the same.
    const shownPage = JSON.parse(page!.response.body) as string;
    expect(shownPage).toContain('name=_wpnonce value=[redacted]');
    expect(shownPage).toContain('"nonce":"[redacted]"');
    expect(reset!.response.headers.Location).toBe('https://example.org/reset?token=%5Bredacted%5D');
    expect(implicit!.response.headers.Location).toBe('https://app.example/cb#access_token=%5Bredacted%5D&token_type=bearer');
    expect(echoed!.request.headers).toMatchObject({ 'x-api-key': REDACTED });
    expect(JSON.parse(form!.response.body)).toMatchObject({
      code: 'ok',
      token_type: 'bearer',
      session: { key: REDACTED, pass: REDACTED },
      meta_data: [{ key: '_stripe_secret', value: REDACTED }],
    });
    expect(form!.response.headers['X-Api-Key']).toBe(REDACTED);
    expect(form!.request.body).toEqual({ log: 'ann', pwd: REDACTED });
    expect(json!.request.body).toEqual({ data: { auth: { jwt: REDACTED } }, title: 'kept' });
  });

  it("the journal hides what the scenario's record.redact names, in the request and in the answer", async () => {
    const scenario = ruleScenario([{ id: 'pin', match: { route: '/my/v1/pin' }, respond: [{ status: 200, body: { partner_pin: S.pin, name: 'kept' } }] }]);
    const { http } = mockApp({ scenario: { ...scenario, record: { redact: ['partner_pin'], volatileParams: [] } } });
    await http.get(rest('/my/v1/pin', `&partner_pin=${S.pin}`)).expect(200);
    const d = (await http.get('/__mock/journal/1').expect(200)).body as { query: Record<string, string>; response: { body: string } };
    expect(d.query).toEqual({ partner_pin: REDACTED });
    expect(JSON.parse(d.response.body)).toEqual({ partner_pin: REDACTED, name: 'kept' });
  });

  it("an answer cut to the journal's first megabyte is hidden too", async () => {
    const big = [{ id: 1, nonce: S.inlineNonce, link: `https://x/?token=${S.queryToken}` }, { filler: 'x'.repeat(1024 * 1024) }];
    const { http } = mockApp({
      scenario: ruleScenario([
        { id: 'big', match: { route: '/my/v1/big' }, respond: [{ status: 200, headers: { 'Content-Type': 'application/json' }, body: big }] },
      ]),
    });
    await http.get(rest('/my/v1/big')).expect(200);
    const d = (await http.get('/__mock/journal/1').expect(200)).body as { response: { body: string; truncated?: boolean } };
    expect(d.response.truncated).toBe(true);
    expect(found(d.response.body)).toEqual([]);
    expect(d.response.body.startsWith('[{"id":1,"nonce":"[redacted]","link":"https:\\/\\/x\\/?token=%5Bredacted%5D"}')).toBe(true);
  });
});
