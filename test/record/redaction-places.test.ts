import { describe, expect, it } from 'vitest';
import { SecretLedger } from '../../src/cassette/secret-ledger.js';
import { DEFAULT_REDACT, recordRedactOptions, REDACTED, type Redaction } from '../../src/cassette/redact.js';
import { redactBody } from '../../src/cassette/redact-body.js';
import { redactHeaders } from '../../src/cassette/redact-headers.js';
import { shownUrl } from '../../src/cassette/redact-url.js';

const SECRET = 'S3cr3t-value-77';
const hiding = (options = DEFAULT_REDACT): Redaction & { ledger: SecretLedger } => ({ options, ledger: new SecretLedger(), where: 'the answer to GET /' });

/** Hides `text` as a body of `type`; the secret is gone, the marker is there and the ledger would catch a leftover. */
function hidden(text: string, type: string): string {
  const ctx = hiding();
  const out = redactBody(text, type, ctx);
  expect(out).not.toContain(SECRET);
  expect(out).toMatch(/\[redacted\]|%5Bredacted%5D/);
  expect(ctx.ledger.scan(text), 'the ledger knows the secret').toBeDefined();
  return out;
}

describe('secrets are hidden in every place a value travels', () => {
  it.each([
    ['a query parameter', `/wp-json/wp/v2/posts?access_token=${SECRET}&page=2`, '/wp-json/wp/v2/posts?access_token=[redacted]&page=2'],
    [
      'api_key, _wpnonce and token together',
      `/x?api_key=${SECRET}&_wpnonce=${SECRET}&token=${SECRET}&orderby=title`,
      '/x?api_key=[redacted]&_wpnonce=[redacted]&token=[redacted]&orderby=title',
    ],
    [
      'names by pattern',
      `/x?auth_token=${SECRET}&sessionToken=${SECRET}&jwt=${SECRET}&sig=${SECRET}&X-Amz-Signature=${SECRET}&key=${SECRET}`,
      '/x?auth_token=[redacted]&sessionToken=[redacted]&jwt=[redacted]&sig=[redacted]&X-Amz-Signature=[redacted]&key=[redacted]',
    ],
    ['a name in another case', `/x?Access_Token=${SECRET}`, '/x?Access_Token=[redacted]'],
    ['an encoded name', `/x?user%5Bpassword%5D=${SECRET}`, '/x?user%5Bpassword%5D=[redacted]'],
    ['a rest_route address', `/index.php?rest_route=/wp/v2/users/me&_wpnonce=${SECRET}`, '/index.php?rest_route=/wp/v2/users/me&_wpnonce=[redacted]'],
    [
      'a URL inside a parameter',
      `/wp-login.php?redirect_to=${encodeURIComponent(`https://x/?token=${SECRET}&a=1`)}`,
      `/wp-login.php?redirect_to=${encodeURIComponent('https://x/?token=%5Bredacted%5D&a=1')}`,
    ],
    ['nothing secret', '/wp-json/wp/v2/posts?per_page=5&search=key&orderby=author', '/wp-json/wp/v2/posts?per_page=5&search=key&orderby=author'],
  ])('the console shows a request URL with %s hidden', (_what, url, shown) => {
    expect(shownUrl(url, DEFAULT_REDACT)).toBe(shown);
  });

  it.each([
    ['Location with ?token=', { Location: `https://x/reset?token=${SECRET}&login=ann` }, { Location: 'https://x/reset?token=%5Bredacted%5D&login=ann' }],
    [
      'Location with #access_token=',
      { Location: `https://app/cb#access_token=${SECRET}&token_type=bearer&expires_in=3600` },
      { Location: 'https://app/cb#access_token=%5Bredacted%5D&token_type=bearer&expires_in=3600' },
    ],
    ['an OAuth code beside state', { Location: `https://app/cb?code=${SECRET}&state=s1` }, { Location: 'https://app/cb?code=%5Bredacted%5D&state=s1' }],
    [
      'Link with _wpnonce',
      { Link: `<https://x/wp-json/wp/v2/posts?page=2&_wpnonce=${SECRET}>; rel="next"` },
      { Link: '<https://x/wp-json/wp/v2/posts?page=2&_wpnonce=%5Bredacted%5D>; rel="next"' },
    ],
    [
      'Referer',
      { referer: `https://x/wp-admin/post.php?post=1&action=edit&_wpnonce=${SECRET}` },
      { referer: 'https://x/wp-admin/post.php?post=1&action=edit&_wpnonce=%5Bredacted%5D' },
    ],
    ['X-Api-Key', { 'X-Api-Key': SECRET }, { 'X-Api-Key': REDACTED }],
    ['X-Auth-Token', { 'x-auth-token': SECRET }, { 'x-auth-token': REDACTED }],
    ['Authorization', { authorization: `Bearer ${SECRET}` }, { authorization: REDACTED }],
    [
      'every cookie of Cookie',
      { cookie: `wp-settings-1=a; wordpress_logged_in_abc=${SECRET}` },
      { cookie: `wp-settings-1=${REDACTED}; wordpress_logged_in_abc=${REDACTED}` },
    ],
    [
      'Set-Cookie, attributes kept',
      { 'set-cookie': [`wp_session=${SECRET}; Path=/; HttpOnly`, 'theme=dark; Path=/'] },
      { 'set-cookie': [`wp_session=${REDACTED}; Path=/; HttpOnly`, `theme=${REDACTED}; Path=/`] },
    ],
  ])('headers: %s', (_what, headers, shown) => {
    const ctx = hiding();
    expect(redactHeaders(headers as Record<string, string | string[]>, ctx)).toEqual(shown);
    expect(JSON.stringify(redactHeaders(headers as Record<string, string | string[]>, ctx))).not.toContain(SECRET);
  });

  it('keeps headers that name credentials without holding one, and the object itself when nothing is hidden', () => {
    const headers = {
      'Access-Control-Allow-Credentials': 'true',
      'X-Mock-Session': 'checkout',
      'Content-Type': 'text/html',
      Link: '<https://x/?page=2>; rel="next"',
    };
    expect(redactHeaders(headers, hiding())).toBe(headers);
  });

  it.each([
    ['unquoted hidden input', `<input type=hidden name=_wpnonce value=${SECRET}>`, '<input type=hidden name=_wpnonce value=[redacted]>'],
    ['single quotes, self-closing', `<input type='hidden' name='_wpnonce' value='${SECRET}' />`, "<input type='hidden' name='_wpnonce' value='[redacted]' />"],
    ['value before name', `<input value="${SECRET}" name="csrf_token" type="hidden">`, '<input value="[redacted]" name="csrf_token" type="hidden">'],
    ['upper case', `<INPUT NAME="_WPNONCE" VALUE="${SECRET}">`, '<INPUT NAME="_WPNONCE" VALUE="[redacted]">'],
    ['a meta tag', `<meta name="csrf-token" content="${SECRET}">`, '<meta name="csrf-token" content="[redacted]">'],
    ['an attribute named like a secret', `<div id="app" data-nonce="${SECRET}"></div>`, '<div id="app" data-nonce="[redacted]"></div>'],
    [
      'a link with &amp;',
      `<a href="/wp-admin/post.php?post=1&amp;action=trash&amp;_wpnonce=${SECRET}">Trash</a>`,
      '<a href="/wp-admin/post.php?post=1&amp;action=trash&amp;_wpnonce=%5Bredacted%5D">Trash</a>',
    ],
    ['a link in single quotes', `<a href='/?action=logout&_wpnonce=${SECRET}'>Log out</a>`, "<a href='/?action=logout&_wpnonce=%5Bredacted%5D'>Log out</a>"],
    [
      'wpApiSettings inline',
      `<script>var wpApiSettings = {"root":"http:\\/\\/x\\/wp-json\\/","nonce":"${SECRET}","versionString":"wp\\/v2\\/"};</script>`,
      '<script>var wpApiSettings = {"root":"http:\\/\\/x\\/wp-json\\/","nonce":"[redacted]","versionString":"wp\\/v2\\/"};</script>',
    ],
    ['an assignment', `<script>wpApiSettings.nonce = '${SECRET}';</script>`, "<script>wpApiSettings.nonce = '[redacted]';</script>"],
    ['a bare key', `<script>init({ restNonce: "${SECRET}", page: "home" });</script>`, '<script>init({ restNonce: "[redacted]", page: "home" });</script>'],
    [
      'a nonce middleware',
      `<script>wp.apiFetch.use( wp.apiFetch.createNonceMiddleware( "${SECRET}" ) );</script>`,
      '<script>wp.apiFetch.use( wp.apiFetch.createNonceMiddleware( "[redacted]" ) );</script>',
    ],
    [
      'JSON kept in a JS string',
      `<script>var s = JSON.parse("{\\"auth_token\\":\\"${SECRET}\\"}");</script>`,
      '<script>var s = JSON.parse("{\\"auth_token\\":\\"[redacted]\\"}");</script>',
    ],
    [
      'JSON data script',
      `<script type="application/json">{"session":{"sessionToken":"${SECRET}"}}</script>`,
      '<script type="application/json">{"session":{"sessionToken":"[redacted]"}}</script>',
    ],
    ['JSON in an attribute', `<div data-wp-context='{"apiKey":"${SECRET}"}'></div>`, `<div data-wp-context='{"apiKey":"[redacted]"}'></div>`],
    [
      'HTML inside a script string',
      `<script>var row = "<input type=\\"hidden\\" name=\\"_wpnonce\\" value=\\"${SECRET}\\">";</script>`,
      '<script>var row = "<input type=\\"hidden\\" name=\\"_wpnonce\\" value=\\"[redacted]\\">";</script>',
    ],
    [
      'a typed script in a JSON string',
      `<script type=\\"application/json\\">{\\"sessionToken\\":\\"${SECRET}\\"}</script>`,
      '<script type=\\"application/json\\">{\\"sessionToken\\":\\"[redacted]\\"}</script>',
    ],
    [
      'escaped JSON in an attribute',
      `<div data-settings="{&quot;api_key&quot;:&quot;${SECRET}&quot;}"></div>`,
      '<div data-settings="{&quot;api_key&quot;:&quot;[redacted]&quot;}"></div>',
    ],
  ])('HTML: %s', (_what, html, shown) => {
    expect(hidden(`<html><body>${html}</body></html>`, 'text/html; charset=UTF-8')).toBe(`<html><body>${shown}</body></html>`);
  });

  it('leaves an HTML page without secrets byte for byte', () => {
    const page =
      '<form method=post><input name="keyword" value="apples"><input type="password" name="pwd" value=""><a href="?page=2&amp;orderby=title">Next</a>' +
      '<script>var settings = {"root":"/wp-json/","token_type":"bearer","versionString":"wp/v2/"}; if (token === "x") go();</script></form>';
    expect(redactBody(page, 'text/html', hiding())).toBe(page);
  });

  it.each([
    [
      'nested fields',
      { data: { auth: { jwt: SECRET } }, list: [{ X_Api_Key: SECRET }] },
      { data: { auth: { jwt: REDACTED } }, list: [{ X_Api_Key: REDACTED }] },
    ],
    [
      'a name-value pair',
      {
        meta_data: [
          { id: 1, key: '_stripe_secret', value: SECRET },
          { id: 2, key: '_edit_lock', value: '1700000000:1' },
        ],
      },
      {
        meta_data: [
          { id: 1, key: '_stripe_secret', value: REDACTED },
          { id: 2, key: '_edit_lock', value: '1700000000:1' },
        ],
      },
    ],
    [
      'a setting under a secret name',
      { secret_key: { id: 'secret_key', label: 'Secret key', value: SECRET } },
      { secret_key: { id: 'secret_key', label: 'Secret key', value: REDACTED } },
    ],
    ['a list under a secret name', { api_keys: [SECRET, SECRET] }, { api_keys: [REDACTED, REDACTED] }],
    ['a link', { link: `https://x/?p=1&token=${SECRET}` }, { link: 'https://x/?p=1&token=%5Bredacted%5D' }],
    [
      'a form in rendered content',
      { content: { rendered: `<form><input type=hidden name=_wpnonce value=${SECRET}></form>` } },
      { content: { rendered: '<form><input type=hidden name=_wpnonce value=[redacted]></form>' } },
    ],
  ])('JSON: %s', (_what, value, shown) => {
    expect(JSON.parse(hidden(JSON.stringify(value), 'application/json'))).toEqual(shown);
  });

  it('keeps WordPress JSON without secrets byte for byte, its escaped slashes included', () => {
    const text = '{"code":"rest_forbidden","token_type":"bearer","usage":{"prompt_tokens":1234},"author":1,"keywords":["key"],"link":"http:\\/\\/x\\/?page=2"}';
    expect(redactBody(text, 'application/json', hiding())).toBe(text);
  });

  it('hides quoted pairs and links in JSON cut short (a truncated journal answer)', () => {
    expect(hidden(`[{"id":1,"nonce":"${SECRET}","link":"https://x/?token=${SECRET}"},{"id":2,"tit`, 'application/json')).toBe(
      '[{"id":1,"nonce":"[redacted]","link":"https://x/?token=%5Bredacted%5D"},{"id":2,"tit',
    );
  });

  it('hides form fields and the secret parameters of a URL carried in one', () => {
    const form = `log=ann&pwd=${SECRET}&redirect_to=${encodeURIComponent(`https://x/wp-admin/?_wpnonce=${SECRET}`)}`;
    const out = new URLSearchParams(hidden(form, 'application/x-www-form-urlencoded'));
    expect(out.get('pwd')).toBe(REDACTED);
    expect(out.get('redirect_to')).toBe('https://x/wp-admin/?_wpnonce=%5Bredacted%5D');
  });

  it.each([
    ['double quotes', 'name="sessionToken"'],
    ['single quotes', "name='sessionToken'"],
    ['no quotes', 'name=auth_token'],
  ])('multipart: a part named like a secret, %s', (_what, name) => {
    const body = `--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n--b\r\nContent-Disposition: form-data; ${name}\r\n\r\n${SECRET}\r\n--b--\r\n`;
    expect(hidden(body, 'multipart/form-data; boundary=b')).toBe(body.replace(SECRET, REDACTED));
  });

  it('hides in scripts and in plain text', () => {
    expect(hidden(`window.cfg = { csrfToken: '${SECRET}' };`, 'application/javascript')).toBe("window.cfg = { csrfToken: '[redacted]' };");
    expect(hidden(`see https://x/?sig=${SECRET}`, 'text/plain')).toBe('see https://x/?sig=%5Bredacted%5D');
  });

  it("hides what the scenario's record.redact names, in bodies and URLs alike", () => {
    const ctx = hiding(recordRedactOptions(['pin_code']));
    expect(redactBody(`{"pinCode":"${SECRET}"}`, 'application/json', ctx)).toBe('{"pinCode":"[redacted]"}');
    expect(redactBody(`<a href="/?pin_code=${SECRET}">`, 'text/html', ctx)).toBe('<a href="/?pin_code=%5Bredacted%5D">');
  });
});
