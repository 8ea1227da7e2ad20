// Requests the shop-admin tests send (each test its own X-Mock-Session on one shop app), the users beyond the
// default admin, and a check that an answer matches its route's response schema in the catalogue.
import { ADMIN, rest } from '../../helpers.js';
import { shopSite } from './shop-site.js';
import { expectResponseSchema } from '../../response-schema.js';

export { SHOP_MANAGER, SUBSCRIBER } from './shop-site.js';

export const shopAdminSite = shopSite;

export type Api = ReturnType<typeof shopAdminSite>;

let sessions = 0;
/** A session no other test uses. */
export const fresh = (): string => `shop-admin-${++sessions}`;

const A = '/shop-admin';

export const get = (api: Api, session: string, path: string, query = '', auth: string | null = ADMIN) => {
  const req = api.get(rest(`${A}${path}`, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

export const post = (api: Api, session: string, path: string, body: object | string = {}, auth: string | null = ADMIN) => {
  const req = api.post(rest(`${A}${path}`)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

/** A form-encoded POST (the fields arrive as $_POST, not as JSON). */
export const postForm = (api: Api, session: string, path: string, fields: Record<string, string>, auth: string | null = ADMIN) => {
  const req = api
    .post(rest(`${A}${path}`))
    .set('X-Mock-Session', session)
    .type('form');
  return (auth ? req.set('Authorization', auth) : req).send(fields);
};

/** Asserts that `body` matches the response schema of `method path` (relative to /shop-admin, as the catalogue writes it). */
export const expectSchema = (path: string, method: string, body: unknown): void =>
  expectResponseSchema(method, `${A}${path}`.replace('{job_id}', '(?P<job_id>[a-z0-9_-]+)'), body);
