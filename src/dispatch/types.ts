// What a behaviour receives and returns. Handlers return data or a WordPress error; they never
// write headers or bodies themselves (respond.ts is the one place that does).
import type { Endpoint, Profile, ResponseSchema, Route } from '../model/catalogue.js';
import type { SourceRef } from '../model/rule.js';
import type { LatencyRange } from '../model/latency.js';
import type { Latency } from './latency.js';
import type { Fault } from '../model/rule.js';
import type { Scenario } from '../model/scenario.js';
import type { Session } from '../store/session.js';
import type { Store } from '../store/store.js';
import type { ArgSpec } from '../wp/args.js';
import type { BearerCheck } from '../wp/auth.js';
import type { WpError } from '../wp/errors.js';
import type { HandlerOutcome } from '../wp/rest-result.js';
import type { RestRequest } from '../wp/request.js';

export type Handler = (req: RestRequest, ctx: HandlerContext) => HandlerOutcome | Promise<HandlerOutcome>;
/**
 * A behaviour's own permission check (WordPress's permission_callback beyond a capability: the item
 * exists, the caller may read this status...). Runs after the catalogue permission, and for the Allow header.
 */
export type Permit = (req: RestRequest, ctx: HandlerContext) => WpError | null;

/**
 * A behaviour's checks of arguments that depend on the caller (a WordPress sanitize_callback that refuses a value,
 * like the posts list's statuses): they answer before the permission check and, unlike it, not for the Allow header.
 */
export type ArgCheck = (req: RestRequest, ctx: HandlerContext) => WpError | null;

/**
 * What a behaviour name stands for: a handler, optionally with its own permission check and argument checks, and
 * whether it only reads (its answer is a function of the session's state, the request and the scenario clock, so the
 * listener may reuse it until the session's next write: src/http/read-memo.ts).
 */
export type Behaviour = Handler | { handle: Handler; permit?: Permit; checkArgs?: ArgCheck; pureRead?: boolean };

export interface CompiledEndpoint {
  readonly source: Endpoint;
  readonly methods: ReadonlySet<string>;
  readonly specs: readonly ArgSpec[];
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Whether its `context` argument offers `edit` (then context=edit needs an editor). */
  readonly offersEdit: boolean;
  readonly handler: Handler;
  readonly permit?: Permit;
  readonly checkArgs?: ArgCheck;
  /** Its behaviour only reads (Behaviour.pureRead). */
  readonly pureRead: boolean;
}

export interface CompiledRoute {
  readonly source: Route;
  readonly endpoints: readonly CompiledEndpoint[];
  /** The schema OPTIONS shows (the item schema of its GET answer). */
  readonly schema?: ResponseSchema;
}

export interface RouteMatch {
  route: CompiledRoute;
  urlParams: Record<string, string>;
}

/** The running site: scenario, catalogue and the dispatcher, shared by every behaviour. */
export interface Site {
  readonly scenario: Scenario;
  readonly profile: Profile;
  readonly routes: readonly CompiledRoute[];
  /** The state of every session (`X-Mock-Session`). */
  readonly store: Store;
  /** The scenario's rules, compiled once (src/rules). */
  readonly rules: SiteRules;
  /** JSON and form bodies over this many bytes are refused with 413 (`serve --max-body`). */
  readonly maxBodyBytes: number;
  /** Uploads (and `/__mock` bodies) over this many bytes are refused with 413 (`serve --max-upload`). */
  readonly maxUploadBytes: number;
  /** How long REST answers wait (`serve --latency`, the scenario's and its rules' `latency`); undefined: none do. */
  readonly latency?: Latency;
  /**
   * Who an `Authorization: Bearer` token stands for (the agent OAuth area), where the profile has one: read from, and
   * its use noted in, the session `session()` gives (authentication's: SessionLogins).
   */
  bearer?(session: () => Session): BearerCheck | undefined;
  match(route: string): RouteMatch | null;
  /** Runs one request through the whole pipeline (batch uses it for sub-requests). */
  dispatch(req: RestRequest): Promise<DispatchResult>;
}

export interface DispatchResult {
  outcome: HandlerOutcome;
  /** What answered: a rule id (`rule:<id>`), a behaviour name, `faker`, or `protocol` (refused before a handler). */
  answeredBy: string;
  match: RouteMatch | null;
  /** The Allow header value, or undefined when no route matched or nothing is allowed. */
  allow?: string;
  /** A rule's connection fault: the listener breaks the connection instead of answering (src/rules/faults.ts). */
  fault?: Fault;
  /** The latency of the rule that answered, when it gives one (it wins over the route's and the global one). */
  latency?: LatencyRange;
  /** The answer may be reused until the session's next write: a pure read's, or the protocol's refusal. */
  pureRead?: boolean;
  /** No rule answered a request the live site answers instead (RestRequest.liveUnlessRuled): `outcome` is not written. */
  passOn?: true;
}

export interface HandlerContext {
  readonly site: Site;
  readonly route: CompiledRoute;
  readonly endpoint: CompiledEndpoint;
  /** The request's session (`X-Mock-Session`) as the request writes to it (Session.forRequest), made when first read (handlerContext()). */
  readonly session: Session;
}

/** A request matched and its arguments checked: what a batch validates before anything runs. */
export interface Prepared {
  match: RouteMatch | null;
  endpoint: CompiledEndpoint | null;
  /** The first failure before permission checks (no route, bad JSON, missing or invalid arguments). */
  error: WpError | null;
}

/** The scenario's rules as the pipeline sees them (compiled by src/rules): they answer before a route's behaviour. */
export interface SiteRules {
  /** How many rules there are: none lets the pipeline skip them (and the listener reuse reads). */
  readonly size: number;
  /** Each machine's state before any rule moves it. */
  readonly initial: ReadonlyMap<string, string>;
  /** Where the rule with this id was written (the request journal shows it). */
  sourceOf(id: string): SourceRef | undefined;
  /** The rules that may answer `method` on `route` (by method and route alone), in the order they apply; null when none. */
  candidates(method: string, route: string): readonly unknown[] | null;
  /** The answer of the first rule that applies, or null to let the route answer. */
  answer(site: Site, req: RestRequest, prepared: Prepared): Promise<DispatchResult | null>;
}
