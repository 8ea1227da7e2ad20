// Requests the marketplace and catalog-feed tests send (each test names its own X-Mock-Session), users beyond
// the default admin, and a check that an answer matches its route's response schema in the catalogue.
import { ADMIN, rest } from '../../helpers.js';
import { shopSite } from './shop-site.js';
import { expectResponseSchema } from '../../response-schema.js';

export { SHOP_MANAGER, SUBSCRIBER } from './shop-site.js';

export const shop = shopSite;

export type Api = ReturnType<typeof shop>;

export const get = (api: Api, session: string, route: string, query = '', auth: string | null = ADMIN) => {
  const req = api.get(rest(route, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};

export const post = (api: Api, session: string, route: string, body: object = {}, auth: string | null = ADMIN) => {
  const req = api.post(rest(route)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

/** Asserts that `body` matches the response schema of `method route` (a full route, e.g. /shop/v3/marketplace/featured). */
export const expectSchema = (route: string, method: string, body: unknown): void => expectResponseSchema(method, route, body);
