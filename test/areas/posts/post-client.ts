// What the posts tests share: one in-process app, a session per client (X-Mock-Session) so every test
// starts from the default seed, the scenario's users and facts derived from the default content.
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { DEFAULT_CONTENT } from '../../../src/scenario/default-content.js';

export const HOST = 'mock.test';
export const ORIGIN = `http://${HOST}`;
export const EDITOR = basic('editor', 'editor-password');
export const SUBSCRIBER = basic('subscriber', 'subscriber-password');
export { ADMIN };

const shared = site();
let sessions = 0;

type Auth = string | null;

/** A client on a fresh session of the shared app (or of `api`); `as()` switches the caller, not the session. */
export function client(auth: Auth = ADMIN, session = `posts-${++sessions}`, api = shared) {
  const prepare = <T extends { set(name: string, value: string): T }>(r: T, who: Auth): T => {
    const req = r.set('Host', HOST).set('X-Mock-Session', session);
    return who ? req.set('Authorization', who) : req;
  };
  const make = (who: Auth) => ({
    session,
    get: (route: string, query = '') => prepare(api.get(rest(route, query)), who),
    head: (route: string, query = '') => prepare(api.head(rest(route, query)), who),
    post: (route: string, body: object = {}, query = '') => prepare(api.post(rest(route, query)), who).send(body),
    put: (route: string, body: object = {}) => prepare(api.put(rest(route)), who).send(body),
    patch: (route: string, body: object = {}) => prepare(api.patch(rest(route)), who).send(body),
    del: (route: string, query = '') => prepare(api.delete(rest(route, query)), who),
    as: (other: Auth) => make(other),
  });
  return make(auth);
}

export type Client = ReturnType<typeof client>;

const statusOf = (p: { status?: string }) => p.status ?? 'publish';

/** The seed's posts and pages with their IDs and statuses (the records every session starts from). */
export const SEED_POSTS = DEFAULT_CONTENT.posts.map((p) => ({ ...p, id: p.id!, status: statusOf(p) }));
export const SEED_PAGES = DEFAULT_CONTENT.pages.map((p) => ({ ...p, id: p.id!, status: statusOf(p) }));
export const PUBLISHED_POSTS = SEED_POSTS.filter((p) => p.status === 'publish');
export const PUBLISHED_PAGES = SEED_PAGES.filter((p) => p.status === 'publish');
/** Undated seed records are spread one day apart in ID order, so newest first is highest ID first. */
export const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);
export const seedPost = (id: number) => SEED_POSTS.find((p) => p.id === id)!;
export const idsOf = (body: { id: number }[]) => body.map((p) => p.id);
