// Requests the assistant AI, chat, file and licence tests send on the shop deployment (each test names its own
// X-Mock-Session), and a check that an answer matches its route's response schema in the catalogue, so the
// behaviour and the schema the index and OPTIONS show stay in step.
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { expectResponseSchema } from '../../response-schema.js';

export const EDITOR = basic('editor', 'editor-password');
export const SUBSCRIBER = basic('subscriber', 'subscriber-password');

export const api = site({ profile: 'shop' });
/** The address every request is sent to, so the URLs in answers stay the same from one request to the next. */
export const HOST = 'mock.test';

let sessions = 0;
/** A session of its own for one test. */
export const fresh = (name: string) => `assistant-ai-${name}-${++sessions}`;

/** POST to a route of `namespace` (`assistant/v1` by default) as `auth` (the admin by default; null: anonymous). */
export const post = (session: string, route: string, body: object = {}, auth: string | null = ADMIN, namespace = 'assistant/v1') => {
  const req = api
    .post(rest(`/${namespace}${route}`))
    .set('Host', HOST)
    .set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

export const get = (session: string, route: string, query = '', auth: string | null = ADMIN) => {
  const req = api
    .get(rest(`/assistant/v1${route}`, query))
    .set('Host', HOST)
    .set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

/** POST to assistant-ui/v1 (open to anyone: anonymous unless `auth` is given). */
export const ui = (session: string, route: string, body: object = {}, auth: string | null = null) => post(session, route, body, auth, 'assistant-ui/v1');

/** A cms/v2 read in the same session, as the admin. */
export const cms = (session: string, route: string, query = '') =>
  api
    .get(rest(`/cms/v2${route}`, query))
    .set('Host', HOST)
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN);

/** A session's records of one store, from the admin API. */
export async function storeOf(session: string, store: string): Promise<Record<string, unknown>[]> {
  const res = await api.get(`/__mock/state?session=${session}`).expect(200);
  const records = res.body.records as Record<string, { store: string; data: Record<string, unknown> }>;
  return Object.values(records)
    .filter((r) => r.store === store)
    .map((r) => r.data);
}

/** Asserts that `body` matches the response schema of POST (or `method`) `route` of `namespace`. */
export const expectSchema = (route: string, body: unknown, namespace = 'assistant/v1', method = 'POST'): void =>
  expectResponseSchema(method, `/${namespace}${route}`, body);
