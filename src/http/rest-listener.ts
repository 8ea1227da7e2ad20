// The REST hot path on plain node:http: addressing → request → dispatch → respond. No express here.
import { bodyOf, parseBody, BodyTooLarge, bodyTooLargeError, bodyLimitFor } from '../wp/body.js';
import { addressOf, type Address } from '../wp/addressing.js';
import { authenticate } from '../wp/auth.js';
import { SessionLogins } from '../areas/users/session-logins.js';
import { isWpError, protocolErrors } from '../wp/errors.js';
import { deliver, deliverEarlyError, deliverRecorded, writeAnswer, type WireAnswer } from '../wp/respond.js';
import { keepRead, keptRead, readKey, sessionMark } from './read-memo.js';
import type { RestRequest } from '../wp/request.js';
import type { WireReply, WireRequest } from '../wp/wire.js';
import { quietTimeout } from '../platform/timers.js';
import type { Site } from '../dispatch/types.js';
import { routeData } from '../dispatch/index-document.js';
import { fieldTree, filterFields } from '../wp/fields.js';
import { allowHeader } from '../dispatch/pipeline.js';
import { breakConnection } from '../rules/faults.js';
import { wireAnswer } from '../replay/wire-answer.js';
import { sessionName } from './session-name.js';
import { originOf } from './site-origin.js';
import { withPermalinks } from '../wp/links.js';
import { httpDate, siteNow } from '../dispatch/site-now.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import type { Identity } from '../cassette/identity.js';
import type { CallbackSender } from './callbacks.js';
import type { CallbackOutcome } from '../model/callback.js';
import type { LatencyRange } from '../model/latency.js';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** wp_check_jsonp_callback(): letters, digits, `_` and `.` only. */
const JSONP_NAME = /^[\w.]+$/;

/** What the request journal (`GET /__mock/journal`, src/admin/) learns of one answered request. */
export interface Trace {
  /** performance.now() when the request came in. */
  readonly started: number;
  /** The request as dispatched; none for a replay hit (replayKnown), whose `address` stands for it. */
  request?: RestRequest;
  /**
   * A replay hit's address: a hit is answered without making its request, which is made of the address, `method`,
   * `session` and `headers` only when read (tracedRequest()); the journal keeps these few references instead.
   */
  address?: Address;
  /** With `address`: the method on the wire, as received. */
  method?: string;
  /** With `address`: the session it ran in. */
  session?: string;
  /** The request's own headers, when `request` is one kept from an earlier request (a read answered again), or with `address`. */
  headers?: RestRequest['headers'];
  /** DispatchResult.answeredBy; `protocol` when refused before dispatch. */
  answeredBy: string;
  /** What was written (none when a fault cut the connection or the live site answered through the recorder). */
  answer?: WireAnswer;
  /** Under replay, the request no recording matched (the inspector explains the miss with its nearest recordings). */
  miss?: Identity;
  /** What the answer sent on (a rule's callbacks): their outcomes settle in place as the answers come. */
  callbacks?: CallbackOutcome[];
  /** Milliseconds the answer waited before it was written, when a latency applies (`Site.latency`). */
  latency?: number;
  /** The session's scenario clock as answered, when already read (a kept read checks it): the journal need not read it again. */
  at?: number;
  /** The route pattern dispatch matched, when it did: the journal's route tally need not match the route again. */
  pattern?: string;
}

/** Called once a request is answered (after its last byte was handed to the socket). */
export type TraceSink = (site: Site, trace: Trace, res: WireReply) => void;

/** The request a trace is of: the one dispatched, or a replay hit's, made now (undefined when it was not a REST request). */
export function tracedRequest(trace: Trace): RestRequest | undefined {
  const { request, address } = trace;
  return request || !address ? request : replayedRequest(address, trace.method, trace.headers!, trace.session!);
}

/**
 * A replay hit's request (Trace.address), made when it is read: as replayKnown() would have made it, but for its
 * origin, which only the answer's bytes used (what reads it later, the journal and the log, never does).
 */
export const replayedRequest = (address: Address, method: string | undefined, headers: RestRequest['headers'], session: string): RestRequest =>
  requestOf(method, headers, address, session, '', true).request;

/** Answers a REST request; returns false (and writes nothing) when the URL is not a REST address. */
export function handleRest(site: Site, req: WireRequest, res: WireReply, sink?: TraceSink, replay?: ReplaySetup, callbacks?: CallbackSender): boolean {
  const { permalinks } = site.scenario.site;
  // Plain permalinks need no context (withPermalinks() would call straight through): no closure per request then.
  return permalinks === 'plain'
    ? answerRest(site, req, res, sink, replay, callbacks)
    : withPermalinks(permalinks, () => answerRest(site, req, res, sink, replay, callbacks));
}

function answerRest(site: Site, req: WireRequest, res: WireReply, sink?: TraceSink, replay?: ReplaySetup, callbacks?: CallbackSender): boolean {
  if (replay && replayKnown(site, req, res, replay, sink)) return true;
  // Replay counts every request it sees (coverage, misses): reads are not answered again past it.
  const readKeyed = replay ? undefined : readKey(site, req);
  if (readKeyed !== undefined && readKnown(site, req, res, readKeyed, sink)) return true;
  const address = addressOf(req.url ?? '/');
  if (!address) return false;
  const trace: Trace | undefined = sink ? { started: performance.now(), answeredBy: 'protocol' } : undefined;
  // Drawn as the request arrives, so a session's requests wait the same on every run (src/dispatch/latency.ts).
  const fraction = site.latency?.draw(sessionName(req));
  const served = serve(site, address, req, res, trace, replay, readKeyed, callbacks, fraction).catch((e: unknown) => {
    if (!res.headersSent) {
      const error = protocolErrors.internal(`[mock-site] ${req.method} ${address.route} failed: ${(e as Error).message}`);
      res.writeHead(500, { Date: httpDate(siteNow(site, sessionName(req))), 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(error.toJSON()));
    } else res.destroy();
  });
  // A journal failure must never take the server down (an unhandled rejection would).
  if (sink) {
    void served
      .then((answer) => {
        if (answer) trace!.answer = answer;
        sink(site, trace!, res);
      })
      .catch(() => {});
  }
  return true;
}

/**
 * A bodyless request replay has seen before and holds a recording for: answered synchronously from the recorded
 * bytes, without parsing its address or hashing its identity again (the replay hot path); after its latency, if any.
 */
function replayKnown(site: Site, req: WireRequest, res: WireReply, replay: ReplaySetup, sink?: TraceSink): boolean {
  if (req.headers['content-length'] || req.headers['transfer-encoding']) return false;
  const started = sink ? performance.now() : 0;
  const session = sessionName(req);
  const known = replay.known(req, session);
  if (!known) return false;
  const { outcome, address } = known;
  const latency = latencyOf(site, session, address.route);
  if (!latency) answerReplayed(site, req, res, outcome, address, session, latency, started, sink);
  else later(res, latency, () => answerReplayed(site, req, res, outcome, address, session, latency, started, sink));
  return true;
}

/**
 * Writes what replay knows: a hit needs only the origin and the method to be written, and its journal entry only
 * the address, the method and the headers (Trace.address); an error is written for the whole request.
 */
function answerReplayed(
  site: Site,
  req: WireRequest,
  res: WireReply,
  outcome: NonNullable<ReturnType<ReplaySetup['known']>>['outcome'],
  address: Address,
  session: string,
  latency: number | undefined,
  started: number,
  sink: TraceSink | undefined,
): void {
  if (outcome.kind === 'hit') {
    const answer = deliverRecorded(res, wireAnswer(outcome.answer, originOf(site, req)), req.method === 'HEAD');
    if (sink) sink(site, { started, address, method: req.method, session, headers: req.headers, answeredBy: outcome.answeredBy, answer, latency }, res);
    return;
  }
  const { request, headerOverride } = restRequest(site, req, address, session, true);
  const answer = deliver(res, { outcome: outcome.error, req: request, headerOverride, date: httpDate(siteNow(site, session)) });
  if (sink) sink(site, { started, request, answeredBy: outcome.answeredBy, answer, latency }, res);
}

/** A read answered before, with the session as it was then (src/http/read-memo.ts): its bytes again, synchronously (after its latency, if any). */
function readKnown(site: Site, req: WireRequest, res: WireReply, key: string, sink?: TraceSink): boolean {
  const started = sink ? performance.now() : 0;
  const session = sessionName(req);
  const kept = keptRead(site, key, session);
  if (!kept) return false;
  const latency = latencyOf(site, session, kept.request.route);
  if (!latency) answerKept(site, req, res, kept, latency, started, sink);
  else later(res, latency, () => answerKept(site, req, res, kept, latency, started, sink));
  return true;
}

function answerKept(
  site: Site,
  req: WireRequest,
  res: WireReply,
  kept: NonNullable<ReturnType<typeof keptRead>>,
  latency: number | undefined,
  started: number,
  sink: TraceSink | undefined,
): void {
  writeAnswer(res, kept.answer, req.method === 'HEAD');
  // Answered at once, the session is as keptRead() found it: its clock is the one kept (after a latency, it is read again).
  const at = latency ? undefined : kept.instant;
  if (sink) sink(site, { started, request: kept.request, headers: req.headers, answeredBy: kept.answeredBy, answer: kept.answer, latency, at }, res);
}

/** A fast-path request's latency, drawn as it arrives: its route's, else the global one (undefined when the site has none). */
const latencyOf = (site: Site, session: string, route: string): number | undefined => site.latency?.ms(site.latency.draw(session), route);

/**
 * Answers a fast-path request once its latency has passed, on a timer: the event loop goes on meanwhile, and a
 * timer left when the server stops does not keep the process alive. A failure there cuts this connection, never
 * the server.
 */
function later(res: WireReply, latency: number, answer: () => void): void {
  quietTimeout(() => {
    try {
      answer();
    } catch {
      res.destroy();
    }
  }, latency);
}

/** Resolves after `ms` (the slow path's wait: its failures are the serve() promise's). */
const pause = (ms: number): Promise<void> => new Promise((resolve) => quietTimeout(resolve, ms));

/** Shared by the requests replayKnown() answers, which no handler sees (nothing fills them in). */
const NONE: Readonly<Record<string, never>> = Object.freeze({});

/**
 * The request as the dispatcher sees it, before its body is read and its user known. `answered`: it is answered
 * without being dispatched (replayKnown): its empty form, files and parameters are shared.
 */
const restRequest = (site: Site, req: WireRequest, address: Address, session: string, answered = false): { request: RestRequest; headerOverride: boolean } =>
  requestOf(req.method, req.headers, address, session, originOf(site, req), answered);

function requestOf(
  method: string | undefined,
  headers: RestRequest['headers'],
  address: Address,
  session: string,
  origin: string,
  answered: boolean,
): { request: RestRequest; headerOverride: boolean } {
  const wireMethod = (method ?? 'GET').toUpperCase();
  const override = typeof address.query._method === 'string' ? address.query._method : undefined;
  const headerOverride = override === undefined && typeof headers['x-http-method-override'] === 'string' ? headers['x-http-method-override'] : undefined;
  const request: RestRequest = {
    method: (override ?? headerOverride ?? wireMethod).toUpperCase(),
    wireMethod,
    route: address.route,
    query: address.query,
    rawQuery: address.rawQuery,
    headers,
    form: answered ? NONE : {},
    files: answered ? NONE : {},
    urlParams: answered ? NONE : {},
    params: answered ? NONE : {},
    user: null,
    session,
    origin,
  };
  return { request, headerOverride: headerOverride !== undefined };
}

/** Fallback `proxy`: the live site answers what the scenario's rules leave (RestRequest.liveUnlessRuled). */
function passOn(replay: ReplaySetup, req: WireRequest, res: WireReply, request: RestRequest, trace: Trace | undefined): undefined {
  const { answeredBy } = replay.passOn(req, res, request.rawBody);
  if (trace) trace.answeredBy = answeredBy;
  return undefined;
}

/** Resolves once the answer is written. */
async function serve(
  site: Site,
  address: Address,
  req: WireRequest,
  res: WireReply,
  trace?: Trace,
  replay?: ReplaySetup,
  readKeyed?: string,
  callbacks?: CallbackSender,
  fraction?: number,
): Promise<WireAnswer | undefined> {
  const { request, headerOverride } = restRequest(site, req, address, sessionName(req));
  const { method, wireMethod } = request;
  if (trace) trace.request = request;
  /** Waits the answer's latency: the answering rule's, else its route's, else the global one (src/dispatch/latency.ts). */
  const wait = (rule?: LatencyRange): Promise<void> => {
    const ms = site.latency!.ms(fraction!, request.route, rule);
    if (trace) trace.latency = ms;
    return ms > 0 ? pause(ms) : Promise.resolve();
  };
  /** Writes now, or once the latency passed when one applies. */
  const held = <T>(write: () => T): T | Promise<T> => (fraction === undefined ? write() : wait().then(write));
  const write = (outcome: Parameters<typeof deliver>[1]['outcome'], allow?: string, jsonpCallback?: string, nocache = false) =>
    deliver(res, { outcome, allow, req: request, jsonpCallback, headerOverride, nocache, date: httpDate(siteNow(site, request.session)) });
  const reply = (outcome: Parameters<typeof deliver>[1]['outcome'], allow?: string, jsonpCallback?: string, nocache = false) =>
    held(() => write(outcome, allow, jsonpCallback, nocache));

  if (!BODYLESS.has(wireMethod) || req.headers['content-length'] || req.headers['transfer-encoding']) {
    let raw: Buffer;
    try {
      raw = await bodyOf(req, bodyLimitFor(site, String(req.headers['content-type'] ?? '')));
    } catch (e) {
      if (e instanceof BodyTooLarge) return reply(bodyTooLargeError(e));
      if (req.socket.destroyed) return; // the client went, or its request timed out (answered 408: client-error.ts)
      throw e;
    }
    if (raw.length) {
      request.rawBody = raw;
      const parsed = parseBody(raw, String(req.headers['content-type'] ?? ''), wireMethod, site.maxBodyBytes);
      if (parsed.refused) return reply(parsed.refused);
      request.json = parsed.json;
      if (parsed.jsonError) request.jsonError = parsed.jsonError;
      request.form = parsed.form;
      request.files = parsed.files;
    }
  }

  // Replay (serve --replay): a recorded request gets its recorded bytes, before anything of the fake runs.
  if (replay) {
    const out = replay.lookup(req, address, request.rawBody, request.session);
    if (out.kind === 'hit') {
      if (trace) trace.answeredBy = out.answeredBy;
      return held(() => deliverRecorded(res, wireAnswer(out.answer, request.origin), wireMethod === 'HEAD'));
    }
    if (trace && out.kind === 'miss') trace.miss = out.identity;
    // No recording answers: the --fallback strategy says who does (src/replay/fallback.ts). Fallback `proxy` asks
    // first whether a rule may answer (OPTIONS is never a rule's).
    const ruled = replay.fallback === 'proxy' && method !== 'OPTIONS' && site.rules.size > 0 && site.rules.candidates(method, request.route) !== null;
    const instead = replay.runFallback(req, res, request.rawBody, request.session, out, ruled);
    if (instead.kind === 'rules') request.liveUnlessRuled = true;
    else if (trace && instead.kind !== 'fake') trace.answeredBy = instead.answeredBy;
    // The live site answers in its own time: no latency is added.
    if (instead.kind === 'live') return;
    if (instead.kind === 'error') return reply(instead.error);
  }

  const jsonp = address.query._jsonp;
  let jsonpCallback: string | undefined;
  // serve_request(): a falsy `_jsonp` ('' or '0') asks for no callback at all.
  if (jsonp !== undefined && jsonp !== '' && jsonp !== '0') {
    if (!site.scenario.jsonp)
      return held(() => deliverEarlyError(res, request.origin, protocolErrors.jsonpDisabled(), false, httpDate(siteNow(site, request.session))));
    if (typeof jsonp !== 'string' || !JSONP_NAME.test(jsonp))
      return held(() => deliverEarlyError(res, request.origin, protocolErrors.invalidJsonp(), true, httpDate(siteNow(site, request.session))));
    jsonpCallback = jsonp;
  }

  // The session's users log in (the scenario's and those created over REST); a password's or token's use is noted, then committed.
  const logins = new SessionLogins(site, request.session, req.socket.remoteAddress);
  const user = authenticate(
    req.headers,
    address.query,
    site.scenario,
    logins,
    site.bearer?.(() => logins.session),
  );
  if (logins.noted) await logins.settle();
  // rest_cookie_check_errors() turns the no-cache headers on when it refuses a nonce. Credentials the mock does not
  // know may be the live site's: with fallback `proxy`, it judges them.
  if (isWpError(user) && request.liveUnlessRuled) return passOn(replay!, req, res, request, trace);
  if (isWpError(user)) return reply(user, undefined, jsonpCallback, user.code === 'rest_cookie_invalid_nonce');
  request.user = user;

  if (method === 'OPTIONS') {
    const match = site.match(request.route);
    if (!match) return reply({ data: [] }, undefined, jsonpCallback);
    request.urlParams = match.urlParams;
    // rest_filter_response_fields() runs on rest_post_dispatch, so `_fields` trims the OPTIONS answer too.
    const tree = request.query._fields === undefined ? null : fieldTree(request.query._fields);
    const data = routeData(match.route, request.origin, true);
    return reply({ data: tree ? filterFields(data, tree) : data }, allowHeader(site, match.route, request), jsonpCallback);
  }

  if (site.scenario.clock.advance === 'per-request') site.store.session(request.session).request(); // clock.advance (issue 4)
  const before = readKeyed === undefined ? undefined : sessionMark(site, request.session);
  const result = await site.dispatch(request);
  if (result.passOn) return passOn(replay!, req, res, request, trace);
  if (trace) {
    trace.answeredBy = result.answeredBy;
    if (result.match) trace.pattern = result.match.route.source.pattern;
  }
  if (fraction !== undefined) await wait(result.latency); // a fault waits too: it is the answer
  // What the answer sends on goes once it is written (src/http/callbacks.ts), or at once when a fault cut the
  // connection instead; the journal entry keeps the outcomes.
  const sendOn = (answered?: WireReply) => {
    if (!request.afterAnswer?.length || !callbacks) return;
    const outcomes = callbacks.send(request.afterAnswer, answered);
    if (trace) trace.callbacks = outcomes;
  };
  if (result.fault && breakConnection(req.socket, result.fault)) {
    sendOn(); // a rule's connection fault (src/rules/faults.ts)
    return;
  }
  const answer = write(result.outcome, result.allow, jsonpCallback);
  sendOn(res);
  if (readKeyed !== undefined) keepRead(site, readKeyed, request, before!, result, answer);
  return answer;
}
