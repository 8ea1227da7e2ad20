// connector/v4: WordPress.com confirming a reported connection error by its nonce, and the heartbeat stats
// (with a prefix) drawn from the site as it stands.
import { describe, expect, it } from 'vitest';
import { basic } from '../../helpers.js';
import { api, expectSchema, get, post, storeRows } from './payments-client.js';

const VERIFY = '/connector/v4/verify_xmlrpc_error';
const HEARTBEAT = '/connector/v4/heartbeat/data';

describe('verify_xmlrpc_error', () => {
  it('verifies the stored error whose nonce WordPress.com sends back, for anyone, and answers true', async () => {
    const s = 'verify-known';
    const res = await post(s, VERIFY, { nonce: 'Xk3Rq8vT2m' }, null).expect(200);
    expectSchema(VERIFY, 'POST', res.body);
    expect(res.body).toBe(true);
    const errors = await storeRows(s, 'connector.xmlrpc_errors');
    expect(errors.map((e) => [e.error_code, e.verified])).toEqual([
      ['invalid_token', true],
      ['signature_mismatch', false],
    ]);
    expect(errors[0]!.verified_at).toEqual(expect.any(String));
  });

  it('answers false for a nonce no stored error has, changing nothing', async () => {
    const s = 'verify-unknown';
    const res = await post(s, VERIFY, { nonce: 'not-a-nonce' }, null).expect(200);
    expect(res.body).toBe(false);
    expect((await storeRows(s, 'connector.xmlrpc_errors')).every((e) => e.verified === false)).toBe(true);
  });

  it('answers false once the error is older than a day of the scenario clock', async () => {
    const s = 'verify-expired';
    await api
      .put('/__mock/clock')
      .send({ session: s, advance: 24 * 3600 })
      .expect(200);
    expect((await post(s, VERIFY, { nonce: 'p7Lc4NwZ9e' }, null).expect(200)).body).toBe(false);
  });

  it('requires the nonce', async () => {
    expect((await post('verify-missing', VERIFY, {}, null).expect(400)).body).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { params: ['nonce'] },
    });
  });
});

describe('heartbeat data', () => {
  it("answers the site's stats, each key after the prefix", async () => {
    const res = await get('heartbeat', HEARTBEAT, '&prefix=v2-').expect(200);
    expect(Object.keys(res.body).every((k) => k.startsWith('v2-'))).toBe(true);
    expect(res.body).toMatchObject({
      'v2-version': '14.9',
      'v2-wp-version': '6.8.1',
      'v2-php-version': '8.2.28',
      'v2-wp-branch': 6.8,
      'v2-php-branch': 8.2,
      'v2-is-https': 'http',
      'v2-ssl': false,
      'v2-is-multisite': 'singlesite',
      'v2-identitycrisis': 'no',
      'v2-plugins': expect.any(String),
    });
    const plain = await get('heartbeat', HEARTBEAT).expect(200);
    expectSchema(HEARTBEAT, 'GET', plain.body);
    expect(plain.body.version).toBe('14.9');
  });

  it("lists the site's active plugins as they stand in the session", async () => {
    const s = 'heartbeat-plugins';
    const state = (await api.get(`/__mock/state?session=${s}`).expect(200)).body;
    const plugin = (slug: string, status: string) => ({
      store: 'plugins.installed',
      id: slug,
      data: { id: slug, file: `${slug}/${slug}.php`, name: slug, status },
    });
    state.records['plugins.installed/zz-active'] = plugin('zz-active', 'active');
    state.records['plugins.installed/zz-idle'] = plugin('zz-idle', 'inactive');
    await api.put(`/__mock/state?session=${s}`).send(state).expect(200);
    const listed = ((await get(s, HEARTBEAT).expect(200)).body.plugins as string).split(',');
    expect(listed).toContain('zz-active/zz-active.php');
    expect(listed).not.toContain('zz-idle/zz-idle.php');
  });

  it("refuses a caller without jetpack_connect with the connection package's own error", async () => {
    const res = await get('heartbeat-refused', HEARTBEAT, '', basic('editor', 'editor-password')).expect(403);
    expect(res.body.code).toBe('invalid_permission_heartbeat_data');
  });
});
