// Requests the assistant tests send (each test names its own X-Mock-Session) on the shop deployment, the users
// beyond the admin, and a check that an answer matches its route's response schema in the catalogue.
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { expectResponseSchema } from '../../response-schema.js';

export const EDITOR = basic('editor', 'editor-password');
export const SUBSCRIBER = basic('subscriber', 'subscriber-password');

export const api = site({ profile: 'shop' });

let sessions = 0;
/** A session of its own for one test. */
export const fresh = (name: string) => `assistant-${name}-${++sessions}`;

export const get = (session: string, route: string, query = '', auth: string | null = ADMIN) => {
  const req = api.get(rest(`/assistant/v1${route}`, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

export const post = (session: string, route: string, body: object = {}, auth: string | null = ADMIN) => {
  const req = api.post(rest(`/assistant/v1${route}`)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

/** A cms/v2 read in the same session, as the admin. */
export const cms = (session: string, route: string, query = '') =>
  api
    .get(rest(`/cms/v2${route}`, query))
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN);

/** Moves the session's scenario clock on. */
export const advanceClock = (session: string, seconds: number) => api.put('/__mock/clock').send({ session, advance: seconds }).expect(200);

/** Asserts that `body` matches the response schema of `method route` (relative to assistant/v1). */
export const expectSchema = (route: string, method: string, body: unknown): void => expectResponseSchema(method, `/assistant/v1${route}`, body);
