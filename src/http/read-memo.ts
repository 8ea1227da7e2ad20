// Answers to reads, kept until the session's next write: a test suite (or a page) asks for the same post or list
// again and again, and a read that finds the state as it left it answers with the bytes it answered then, without
// dispatching again. Kept only where the answer is a function of the session's state, the request and the scenario
// clock: GET and HEAD without a body or a method override, answered by a behaviour that only reads (PURE_READS) or
// refused by the protocol, never by a rule (sequences, faults, delays), and not while the clock moves per request.
import type { IncomingMessage } from 'node:http';
import { PURE_READS } from '../dispatch/behaviours.js';
import type { DispatchResult, Site } from '../dispatch/types.js';
import { stateVersion } from '../store/state-version.js';
import type { SessionState } from '../store/types.js';
import type { RestRequest } from '../wp/request.js';
import type { WireAnswer } from '../wp/respond.js';

interface Kept {
  state: SessionState;
  version: number;
  instant: number;
  answer: WireAnswer;
  answeredBy: string;
}

/** Distinct reads kept per site (the oldest goes first). */
const KEPT_PER_SITE = 2000;
const memos = new WeakMap<Site, Map<string, Kept>>();

/** The key a read is kept under, or undefined when its answer may not be reused. */
export function readKey(site: Site, req: IncomingMessage, request: RestRequest): string | undefined {
  if ((request.wireMethod !== 'GET' && request.wireMethod !== 'HEAD') || request.method !== request.wireMethod) return undefined;
  if (request.rawBody || site.scenario.clock.advance === 'per-request') return undefined;
  const origin = req.headers.origin;
  return `${request.session}\n${request.user?.id ?? 0}\n${request.wireMethod}\n${req.url}\n${request.origin}\n${typeof origin === 'string' ? origin : ''}`;
}

/** The answer kept for `key`, if the session is still as it was when it was given. */
export function keptRead(site: Site, key: string, request: RestRequest): Kept | undefined {
  const kept = memos.get(site)?.get(key);
  if (!kept) return undefined;
  const session = site.store.session(request.session);
  return kept.state === session.state && kept.version === stateVersion(session.state) && kept.instant === session.instant() ? kept : undefined;
}

/** Keeps the answer to a read that left the session as it found it, when what answered it only reads. */
export function keepRead(site: Site, key: string, request: RestRequest, before: { state: SessionState; version: number; instant: number }, result: DispatchResult, answer: WireAnswer): void {
  if (result.fault || !(result.answeredBy === 'protocol' || PURE_READS.has(result.answeredBy))) return;
  const session = site.store.session(request.session);
  if (session.state !== before.state || stateVersion(session.state) !== before.version || session.instant() !== before.instant) return;
  let memo = memos.get(site);
  if (!memo) memos.set(site, (memo = new Map()));
  if (memo.size >= KEPT_PER_SITE) memo.delete(memo.keys().next().value!);
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  memo.set(key, { ...before, answer: { ...answer, body }, answeredBy: result.answeredBy });
}

/** The session as a read finds it: what keepRead() compares with afterwards. */
export function sessionMark(site: Site, request: RestRequest): { state: SessionState; version: number; instant: number } {
  const session = site.store.session(request.session);
  return { state: session.state, version: stateVersion(session.state), instant: session.instant() };
}
