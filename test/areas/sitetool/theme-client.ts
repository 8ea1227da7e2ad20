// Requests the theme tests send (each test names its own X-Mock-Session), and a check that an answer
// matches the route's response schema in the catalogue, so behaviour and schema stay in step.
import { expect } from 'vitest';
import { ADMIN, rest, site } from '../../helpers.js';
import { expectResponseSchema } from '../../response-schema.js';

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
  api
    .delete(rest(`/sitetool/v1${route}`))
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN);

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

/** Asserts that `body` matches the response schema of `method route` in the sitetool/v1 catalogue. */
export const expectSchema = (route: string, method: string, body: unknown): void => expectResponseSchema(method, `/sitetool/v1${route}`, body);
