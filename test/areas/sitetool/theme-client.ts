// Requests the theme tests send (each test names its own X-Mock-Session), and a check that an answer
// matches the route's response schema in the catalogue, so behaviour and schema stay in step.
import { expect } from 'vitest';
import { sitetoolV1 } from '../../../src/catalogue/namespaces/sitetool-v1.js';
import { ADMIN, rest, site } from '../../helpers.js';

export const api = site();

export const post = (session: string, route: string, body: object = {}, auth: string | null = ADMIN) => {
  const req = api.post(rest(`/sitetool/v1${route}`)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

export const get = (session: string, route: string, query = '', auth: string | null = ADMIN) => {
  const req = api.get(rest(`/sitetool/v1${route}`, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

export const del = (session: string, route: string) =>
  api.delete(rest(`/sitetool/v1${route}`)).set('X-Mock-Session', session).set('Authorization', ADMIN);

export const read = async (session: string, path: string): Promise<string> => {
  const res = await post(session, '/file/read', { path });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content as string;
};

export const listPaths = async (session: string, pattern?: string): Promise<string[]> => {
  const res = await get(session, '/file/list', pattern === undefined ? '' : `&pattern=${encodeURIComponent(pattern)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.files as { path: string }[]).map((f) => f.path);
};

/** Every file of the theme in scope with its content. */
export async function snapshot(session: string): Promise<Record<string, string>> {
  const res = await get(session, '/file/list');
  const files = (res.body.files as { path: string; type: string }[]).filter((f) => f.type === 'file');
  const out: Record<string, string> = {};
  for (const f of files) out[f.path] = await read(session, f.path);
  return out;
}

/** The session's whole state, from the admin API. */
export const state = async (session: string) => (await api.get(`/__mock/state?session=${session}`).expect(200)).body;

type Schema = Record<string, unknown>;

/** Why `value` does not match `schema` (the JSON Schema subset the catalogue uses), or null. */
function mismatch(value: unknown, schema: Schema, at: string): string | null {
  if (Array.isArray(schema.oneOf)) {
    return (schema.oneOf as Schema[]).some((s) => mismatch(value, s, at) === null) ? null : `${at}: matches none of oneOf`;
  }
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) return `${at}: not ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return `${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`;
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return `${at}: ${actual}, want ${types.join('|')}`;
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) {
      const why = mismatch(item, schema.items as Schema, `${at}[${i}]`);
      if (why) return why;
    }
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return `${at}: fewer than ${schema.minItems} items`;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    const properties = schema.properties as Record<string, Schema>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in value)) return `${at}.${key}: missing`;
    for (const [key, v] of Object.entries(value)) {
      if (!properties[key]) return `${at}.${key}: not in the schema`;
      const why = mismatch(v, properties[key], `${at}.${key}`);
      if (why) return why;
    }
  }
  return null;
}

/** Asserts that `body` matches the response schema of `method route` in the sitetool/v1 catalogue. */
export function expectSchema(route: string, method: string, body: unknown): void {
  const endpoint = sitetoolV1.routes.find((r) => r.pattern === `/sitetool/v1${route}`)?.endpoints.find((e) => e.methods.includes(method as never));
  expect(endpoint?.response, `no response schema for ${method} ${route}`).toBeDefined();
  expect(mismatch(body, endpoint!.response as Schema, 'body')).toBeNull();
}
