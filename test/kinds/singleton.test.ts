// The singleton kind: one settings object, read, merged and validated, put back by a reset route.
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/model/binding.js';
import { ADMIN, rest } from '../helpers.js';
import { kindSite } from './kind-site.js';

const SETTINGS = '/shop/v3/payments/settings';
const RESET = '/shop/v3/payments/todos/reset';
const RECORD_SET = 'payments.settings';
const SEEDED = { enabled: true, title: 'PayPal', intent: 'capture' };
const SCHEMA = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string', minLength: 1 },
    intent: { type: 'string', enum: ['capture', 'authorize'] },
    limit: { type: 'integer' },
  },
  additionalProperties: false,
  required: ['title'],
};

const settings = (extra: Partial<Binding> = {}, records: Record<string, unknown> = { [RECORD_SET]: SEEDED }) =>
  kindSite(
    [
      [SETTINGS, { kind: 'singleton', store: RECORD_SET, ...extra }],
      [RESET, { kind: 'singleton', store: RECORD_SET, reset: true, ...extra }],
    ],
    { records },
  );
const read = (http: ReturnType<typeof settings>) => http.get(rest(SETTINGS)).set('Authorization', ADMIN);
const write = (http: ReturnType<typeof settings>, body: object, method: 'post' | 'put' | 'patch' = 'post') =>
  http[method](rest(SETTINGS)).set('Authorization', ADMIN).send(body);

describe('singleton', () => {
  it('GET answers the value data.records.<store> seeds', async () => {
    expect((await read(settings()).expect(200)).body).toEqual(SEEDED);
  });

  it('GET answers `initial` when data.records has none, {} without either', async () => {
    expect((await read(settings({ initial: { mode: 'sandbox' } }, {})).expect(200)).body).toEqual({ mode: 'sandbox' });
    expect((await read(settings({}, {})).expect(200)).body).toEqual({});
  });

  it.each(['post', 'put', 'patch'] as const)('%s merges the fields given; later reads see them', async (method) => {
    const http = settings();
    const res = await write(http, { title: 'Pay later', extra: [1] }, method).expect(200);
    expect(res.body).toEqual({ ...SEEDED, title: 'Pay later', extra: [1] });
    expect((await read(http).expect(200)).body).toEqual(res.body);
  });

  it('a write is checked against the schema: 400 rest_invalid_param naming each bad field, nothing written', async () => {
    const http = settings({ schema: SCHEMA });
    const res = await write(http, { intent: 'steal', limit: 'many', title: 'ok' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): intent, limit',
      data: { status: 400, params: { intent: 'intent is not one of capture and authorize.', limit: 'limit is not of type integer.' } },
    });
    expect((await read(http).expect(200)).body).toEqual(SEEDED);
  });

  it('additionalProperties: false refuses unknown fields', async () => {
    const res = await write(settings({ schema: SCHEMA }), { colour: 'blue' }).expect(400);
    expect(res.body.data.params).toEqual({ colour: 'colour is not a valid property of Object.' });
  });

  it('values are coerced as WordPress sanitizes them ("5" → 5, "false" → false)', async () => {
    const http = settings({ schema: SCHEMA });
    const res = await http.post(rest(SETTINGS, '&limit=5&enabled=false')).set('Authorization', ADMIN).expect(200);
    expect(res.body).toEqual({ ...SEEDED, enabled: false, limit: 5 });
  });

  it('a value without a field the schema requires answers 400 rest_missing_callback_param', async () => {
    const http = settings({ schema: SCHEMA }, {});
    const res = await write(http, { enabled: true }).expect(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): title', data: { status: 400, params: ['title'] } });
  });

  it('a route bound with reset: true puts the value back, whatever the method', async () => {
    const http = settings();
    await write(http, { title: 'Changed' }).expect(200);
    expect((await http.post(rest(RESET)).set('Authorization', ADMIN).expect(200)).body).toEqual(SEEDED);
    expect((await read(http).expect(200)).body).toEqual(SEEDED);
  });

  it('DELETE puts the value back too', async () => {
    const http = settings();
    await write(http, { title: 'Changed' }).expect(200);
    expect((await http.delete(rest(SETTINGS)).set('Authorization', ADMIN).expect(200)).body).toEqual(SEEDED);
  });

  it('a body template shapes the answer: {{value}} and {{previous}}', async () => {
    const http = settings({ body: { success: true, data: '{{value}}', was: '{{previous.title}}' } });
    const res = await write(http, { title: 'New' }).expect(200);
    expect(res.body).toEqual({ success: true, data: { ...SEEDED, title: 'New' }, was: 'PayPal' });
  });

  it('`fields` keeps writes to the fields named', async () => {
    const res = await write(settings({ fields: ['title'] }), { title: 'T', enabled: false }).expect(200);
    expect(res.body).toEqual({ ...SEEDED, title: 'T' });
  });
});
