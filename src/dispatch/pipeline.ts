// One request's way through, as WP_REST_Server::dispatch() takes it: route match → JSON body →
// required → validate/sanitize → permission → handler → `_fields` and the Allow header.
import { protocolErrors, type WpError } from '../wp/errors.js';
import { resolveArgs } from '../wp/args.js';
import { withFields } from '../wp/fields.js';
import { checkEditContext, checkPermission, contextOf } from '../wp/permission.js';
import type { RestRequest } from '../wp/request.js';
import type { ChangeNote, Session } from '../store/session.js';
import type { CompiledEndpoint, CompiledRoute, DispatchResult, HandlerContext, Prepared, Site } from './types.js';
import type { HandlerOutcome } from '../wp/rest-result.js';

export function endpointFor(route: CompiledRoute, method: string): CompiledEndpoint | null {
  const wanted = method === 'HEAD' && !route.endpoints.some((e) => e.methods.has('HEAD')) ? 'GET' : method;
  return route.endpoints.find((e) => e.methods.has(wanted)) ?? null;
}

/** A write's changes carry who made them into the change log (last-change). */
export const writerNote = (req: RestRequest): ChangeNote => (req.method === 'GET' || req.method === 'HEAD' || !req.user ? {} : { user_id: req.user.id });

/**
 * The context a behaviour runs in. Its session is the request's own (Session.forRequest: its pending changes, its
 * change note), made when first read and then kept (a route that never reads it creates no session); `session` gives
 * one already made.
 */
class Context implements HandlerContext {
  #kept: Session | undefined;
  constructor(
    readonly site: Site,
    private readonly req: RestRequest,
    readonly route: CompiledRoute,
    readonly endpoint: CompiledEndpoint,
    session?: Session,
  ) {
    this.#kept = session;
  }
  get session(): Session {
    return (this.#kept ??= this.site.store.session(this.req.session).forRequest(writerNote(this.req)));
  }
}

export function handlerContext(site: Site, req: RestRequest, route: CompiledRoute, endpoint: CompiledEndpoint, session?: Session): HandlerContext {
  return new Context(site, req, route, endpoint, session);
}

/** Matching and argument checks: what a batch validates before anything runs. */
export function prepare(site: Site, req: RestRequest): Prepared {
  const match = site.match(req.route);
  const endpoint = match ? endpointFor(match.route, req.method) : null;
  if (!match || !endpoint) return { match, endpoint: null, error: protocolErrors.noRoute() };
  req.urlParams = match.urlParams;
  return { match, endpoint, error: resolveArgs(req, endpoint.specs, endpoint.defaults) };
}

/** Permission, handler and post-dispatch filters for a prepared request. */
export async function execute(site: Site, req: RestRequest, prepared: Prepared): Promise<DispatchResult> {
  const { match, endpoint } = prepared;
  // Scenario rules answer first: after argument validation, and also where no route matches (src/rules).
  if (site.rules.size && (!endpoint || !prepared.error)) {
    const ruled = await site.rules.answer(site, req, prepared);
    if (ruled) {
      const outcome = withFields(req, ruled.outcome);
      return match && !ruled.fault && ruled.allow === undefined ? { ...ruled, outcome, allow: allowHeader(site, match.route, req) } : { ...ruled, outcome };
    }
  }
  // `serve --fallback proxy`: what no rule answers, the live site does (the REST listener forwards it).
  if (req.liveUnlessRuled) return { outcome: protocolErrors.noRoute(), answeredBy: 'proxy', match, passOn: true };
  if (!match || !endpoint) return { outcome: prepared.error ?? protocolErrors.noRoute(), answeredBy: 'protocol', match: null, pureRead: true };
  const ctx = handlerContext(site, req, match.route, endpoint);
  let outcome: HandlerOutcome | null = prepared.error;
  let answeredBy = 'protocol';
  try {
    outcome ??= endpoint.checkArgs?.(req, ctx) ?? permitted(req, ctx);
    if (!outcome) {
      answeredBy = endpoint.source.behaviour ?? (endpoint.source.bind ? `${endpoint.source.bind.kind}:${endpoint.source.bind.store ?? ''}` : 'faker');
      outcome = await endpoint.handler(req, ctx);
    }
  } catch (e) {
    outcome = protocolErrors.internal(`[mock-site] the handler of ${req.method} ${req.route} failed: ${(e as Error).message}`);
  }
  if (!outcome) outcome = protocolErrors.internal(`[mock-site] no answer for ${req.method} ${req.route}`);
  const pureRead = answeredBy === 'protocol' || (endpoint.pureRead && answeredBy === endpoint.source.behaviour);
  return { outcome: withFields(req, outcome), answeredBy, match, allow: allowHeader(site, match.route, req), ...(pureRead ? { pureRead } : {}) };
}

/**
 * An endpoint's whole permission check: the catalogue capability, then the behaviour's own check, which
 * also decides `context=edit` (each WordPress controller words that refusal its own way); routes without
 * one refuse `context=edit` to callers who cannot edit.
 */
function permitted(req: RestRequest, ctx: HandlerContext): WpError | null {
  const { endpoint } = ctx;
  return (
    checkPermission(endpoint.source.permission, req.user) ??
    (endpoint.permit ? endpoint.permit(req, ctx) : checkEditContext(endpoint.offersEdit, contextOf(req), req.user))
  );
}

/** rest_send_allow_header(): the route's methods whose permission check the caller passes. */
export function allowHeader(site: Site, route: CompiledRoute, req: RestRequest): string | undefined {
  const allowed: string[] = [];
  for (const endpoint of route.endpoints) {
    let ok: boolean;
    try {
      ok = !permitted(req, handlerContext(site, req, route, endpoint));
    } catch {
      ok = false;
    }
    if (ok) for (const m of endpoint.methods) if (!allowed.includes(m)) allowed.push(m);
  }
  return allowed.length ? allowed.join(', ') : undefined;
}

export async function dispatch(site: Site, req: RestRequest): Promise<DispatchResult> {
  return execute(site, req, prepare(site, req));
}
