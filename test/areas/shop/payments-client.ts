// Requests the payments and connector tests send (each test names its own X-Mock-Session), a PayPal-shaped
// credential pair, and a check that an answer fits its route's response schema in the catalogue.
import { expect } from 'vitest';
import { ADMIN, rest, site } from '../../helpers.js';
import { expectResponseSchema, schemaMismatch } from '../../response-schema.js';

export const api = site({ profile: 'shop' });
export const P = '/shop/v3/payments';

export const CLIENT_ID = `A${'b1C2d3E4f5'.repeat(7)}g6H7i8J9k`;
export const CLIENT_SECRET = `E${'Zy9Xw8Vu7T'.repeat(7)}s6Rq5Po4n`;

export const get = (session: string, route: string, query = '', auth: string | null = ADMIN) => {
  const req = api.get(rest(route, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

export const post = (session: string, route: string, body: object = {}, auth: string | null = ADMIN) => {
  const req = api.post(rest(route)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

/** Connects the session's shop with the direct (manual) login; answers the account. */
export async function connect(session: string, useSandbox = true): Promise<{ merchantId: string; email: string }> {
  const res = await post(session, `${P}/authenticate/direct`, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, useSandbox }).expect(200);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
}

/** The session's whole state, from the admin API. */
export const state = async (session: string) => (await api.get(`/__mock/state?session=${session}`).expect(200)).body;

/** The records of one store in the session's state, in id order. */
export async function storeRows(session: string, store: string): Promise<Record<string, unknown>[]> {
  const records = (await state(session)).records as Record<string, { store: string; id: string; data: Record<string, unknown> }>;
  return Object.values(records)
    .filter((r) => r.store === store)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((r) => r.data);
}

/** Why `value` does not fit `schema` (the JSON Schema subset the catalogue uses), or null. */
export const mismatch = (value: unknown, schema: Record<string, unknown>, at = 'body'): string | null => schemaMismatch(value, schema, at);

/** Asserts that `body` fits the response schema of `method route` (a full route, e.g. /shop/v3/payments/common). */
export const expectSchema = (route: string, method: string, body: unknown): void => expectResponseSchema(method, route, body);
