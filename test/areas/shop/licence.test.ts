// licenser/assistant/v1: the licence read and set, checked for the licence server's key format and against
// the scenario's licence server, kept per session, and never answered or stored whole.
import { describe, expect, it } from 'vitest';
import { LICENCE_KEYS } from '../../../src/areas/assistant-ai/default-records.js';
import { api, EDITOR, expectSchema, fresh, post } from './assistant-ai-client.js';

const NS = 'licenser/assistant/v1';
const getLicence = (session: string, auth?: string | null) => post(session, '/get_license', {}, auth, NS);
const setLicence = (session: string, body: object) => post(session, '/set_license', body, undefined, NS);
const masked = (key: string) => `${'*'.repeat(28)}${key.slice(-4)}`;

describe('the licence', () => {
  it('is the seeded lifetime licence, its key masked', async () => {
    const res = await getLicence(fresh('licence')).expect(200);
    expectSchema('/get_license', res.body, NS);
    expect(res.body.data).toMatchObject({ key: masked(LICENCE_KEYS.lifetime), issue: null, expires: 'lifetime', license: 'valid' });
    expect(JSON.stringify(res.body)).not.toContain(LICENCE_KEYS.lifetime);
  });

  it('is validated by the licence server and kept, hashed, in the session that set it', async () => {
    const s = fresh('licence-set');
    const res = await setLicence(s, { serialKey: LICENCE_KEYS.yearly }).expect(200);
    expectSchema('/set_license', res.body, NS);
    expect(res.body.data).toMatchObject({ key: masked(LICENCE_KEYS.yearly), issue: null, expires: '2027-01-15 23:59:59', license: 'valid' });
    expect((await getLicence(s).expect(200)).body).toEqual(res.body);
    const state = JSON.stringify((await api.get(`/__mock/state?session=${s}`).expect(200)).body);
    expect(state).not.toContain(LICENCE_KEYS.yearly);
    expect((await getLicence(fresh('licence-other')).expect(200)).body.data.key).toBe(masked(LICENCE_KEYS.lifetime));
  });

  it.each([
    ['an unknown key', 'ffffffffffffffffffffffffffffffff', 'missing'],
    ['an expired key', LICENCE_KEYS.expired, 'expired'],
    ['a disabled key', LICENCE_KEYS.disabled, 'disabled'],
    ['a key with no activations left', LICENCE_KEYS.exhausted, 'no_activations_left'],
  ])("records the server's issue with %s", async (_, key, issue) => {
    const s = fresh('licence-issue');
    const res = await setLicence(s, { serialKey: key.toUpperCase() }).expect(200);
    expectSchema('/set_license', res.body, NS);
    expect(res.body.data).toMatchObject({ issue, license: null, expires: null, key: masked(key) });
    expect((await getLicence(s).expect(200)).body.data.issue).toBe(issue);
  });

  it('leaves no trace of the key in the request journal', async () => {
    const s = fresh('licence-journal');
    await setLicence(s, { serialKey: LICENCE_KEYS.yearly }).expect(200);
    const match = { route: '/licenser/assistant/v1/set_license', session: s };
    expect((await api.post('/__mock/verify').send({ match }).expect(200)).body.count).toBe(1);
    expect(
      (
        await api
          .post('/__mock/verify')
          .send({ match: { ...match, body: { serialKey: LICENCE_KEYS.yearly } } })
          .expect(200)
      ).body.count,
    ).toBe(0);
  });

  it('is forced with override, without asking the server', async () => {
    const s = fresh('licence-override');
    const res = await setLicence(s, { serialKey: 'ffffffffffffffffffffffffffff1234', override: true }).expect(200);
    expectSchema('/set_license', res.body, NS);
    expect(res.body.data).toMatchObject({ issue: null, license: null, expires: 'lifetime', logs: 'Forced by admin@example.org on 2026/01/15.' });
    expect(res.body.data.check_url).toContain(`license=${masked('1234')}`);
    expect(JSON.stringify(res.body)).not.toContain('ffffffffffffffffffffffffffff1234');
  });

  it('is removed with a null key', async () => {
    const s = fresh('licence-remove');
    const res = await setLicence(s, { serialKey: null }).expect(200);
    expectSchema('/set_license', res.body, NS);
    expect(res.body.data).toBeNull();
    expect((await getLicence(s).expect(200)).body).toEqual({ success: true, data: null });
  });

  it('refuses a key of the wrong format without repeating it, and a missing key', async () => {
    const s = fresh('licence-invalid');
    const res = await setLicence(s, { serialKey: 'MY-SECRET-KEY-12' }).expect(400);
    expect(res.body).toEqual({
      code: 'licenser_invalid_key',
      message: 'serialKey must be a Meow Apps licence key: 32 hexadecimal characters (got 16 characters).',
      data: { status: 400, param: 'serialKey' },
    });
    const hexLike = await setLicence(s, { serialKey: 'g'.repeat(32) }).expect(400);
    expect(hexLike.body.message).toContain('characters other than 0-9 and a-f');
    expect((await setLicence(s, {}).expect(400)).body.message).toBe('serialKey is required: the licence key to validate, or null to remove the licence.');
    expect((await setLicence(s, { serialKey: 42 }).expect(400)).body.code).toBe('licenser_invalid_key');
    expect((await getLicence(s).expect(200)).body.data.license).toBe('valid');
  });

  it('is kept to administrators', async () => {
    const s = fresh('licence-access');
    expect((await getLicence(s, EDITOR).expect(403)).body.code).toBe('rest_forbidden');
    expect((await getLicence(s, null).expect(401)).body.code).toBe('rest_forbidden');
  });
});
