// Answers to reads, kept until the session's next write: a test suite (or a page) asks for the same post or list
// again and again, and a read that finds the state as it left it is answered with the bytes it got then, before its
// address is even parsed. Kept only where the answer is a function of the session's state and the request's URL,
// host, Origin and credentials: GET and HEAD without a body or a method override, answered by a behaviour that only
// reads (DispatchResult.pureRead) or refused by the protocol, on a scenario without rules (a rule may match any header or count
// its answers), not while the clock moves per request, and not under replay (which counts every request).
import type { WireRequest } from '../wp/wire.js';
import type { DispatchResult, Site } from '../dispatch/types.js';
import { stateVersion } from '../store/state-version.js';
import type { SessionState } from '../store/types.js';
import type { RestRequest } from '../wp/request.js';
import type { WireAnswer } from '../wp/respond.js';
import { sessionName } from './session-name.js';

/** The session as a read finds it: the answer is reused while it stays so. */
export interface SessionMark {
  state: SessionState;
  version: number;
  instant: number;
}

interface Kept extends SessionMark {
  answer: WireAnswer;
  answeredBy: string;
  /** The request as dispatched, for the journal (whose headers are each request's own: Trace.headers). */
  request: RestRequest;
}

/** Distinct reads kept per site (the oldest goes first). */
const KEPT_PER_SITE = 2000;
const memos = new WeakMap<Site, Map<string, Kept>>();

/** The key a read is kept under, or undefined when its answer may not be reused. */
export function readKey(site: Site, req: WireRequest): string | undefined {
  const { method, headers: h } = req;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (h['content-length'] || h['transfer-encoding'] || h['x-http-method-override'] !== undefined) return undefined;
  if (site.rules.size || site.scenario.clock.advance === 'per-request') return undefined;
  const key = `${sessionName(req)}\n${method}\n${req.url}\n${h.host ?? ''}`;
  const { origin, authorization, cookie } = h;
  const nonce = h['x-wp-nonce'];
  // Most reads carry none of these: their key stops at the host (no header value holds a line break, so the two
  // forms never meet), which spares a request most of its key's concatenations.
  return origin || authorization || cookie || nonce ? `${key}\n${origin ?? ''}\n${authorization ?? ''}\n${cookie ?? ''}\n${nonce ?? ''}` : key;
}

export function sessionMark(site: Site, session: string): SessionMark {
  const s = site.store.session(session);
  return { state: s.state, version: stateVersion(s.state), instant: s.instant() };
}

const unchanged = (a: SessionMark, b: SessionMark) => a.state === b.state && a.version === b.version && a.instant === b.instant;

/** The answer kept for `key`, if the session is still as it was when it was given. */
export function keptRead(site: Site, key: string, session: string): Kept | undefined {
  const kept = memos.get(site)?.get(key);
  if (!kept) return undefined;
  const s = site.store.session(session);
  return kept.state === s.state && kept.version === stateVersion(s.state) && kept.instant === s.instant() ? kept : undefined;
}

/** Keeps the answer to a read that left the session as it found it, when what answered it only reads. */
export function keepRead(site: Site, key: string, request: RestRequest, before: SessionMark, result: DispatchResult, answer: WireAnswer): void {
  if (result.fault || !result.pureRead) return;
  if (request.method !== request.wireMethod || !unchanged(before, sessionMark(site, request.session))) return;
  let memo = memos.get(site);
  if (!memo) memos.set(site, (memo = new Map()));
  if (memo.size >= KEPT_PER_SITE) memo.delete(memo.keys().next().value!);
  // The headers kept are the first request's: the journal takes each request's own (Trace.headers).
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  memo.set(key, { ...before, answer: { ...answer, body }, answeredBy: result.answeredBy, request });
}
