// What a test file gets from startMockSite() beyond the address: a session to work in (its own records, clock and
// replay counters, named by X-Mock-Session), its state, the request journal, and a reset — the admin API's
// resources in code, without HTTP.
import type { MockApp } from './app.js';
import type { ListedRequest } from './admin/request-journal.js';
import { journalOf, stateOf } from './mock-engine.js';
import type { SessionState } from './store/types.js';

export interface MockSession {
  readonly name: string;
  /** The header that puts a request in this session: spread it into fetch's or supertest's headers. */
  readonly headers: { 'X-Mock-Session': string };
  /** `fetch` against the mock in this session: `path` is a site path (`/index.php?rest_route=/cms/v2/posts`). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The session's whole state now (tables, machines, counters), as `GET /__mock/state` answers it. */
  state(): SessionState;
  /** The session's requests in the journal, oldest first. */
  journal(): ListedRequest[];
  /** Back at the scenario seed: records, machines, counters, clock; its journal entries and replay counters go. */
  reset(): Promise<void>;
}

export function mockSession(app: MockApp, url: string, name: string): MockSession {
  const headers = { 'X-Mock-Session': name };
  return {
    name,
    headers,
    fetch: (path, init = {}) => fetch(`${url}${path}`, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...headers } }),
    state: () => stateOf(app, name),
    journal: () => journalOf(app, name),
    reset: async () => {
      await app.reset(name);
    },
  };
}
