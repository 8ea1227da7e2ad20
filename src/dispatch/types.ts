// What a behaviour receives and returns. Handlers return data or a WordPress error; they never
// write headers or bodies themselves (respond.ts is the one place that does).
import type { Endpoint, Profile, ResponseSchema, Route } from '../catalogue/types.js';
import type { RuleSet } from '../rules/rule-set.js';
import type { LatencyRange } from '../scenario/latency.js';
import type { Latency } from './latency.js';
import type { Fault } from '../scenario/rule-types.js';
import type { Scenario } from '../scenario/types.js';
import type { Store } from '../store/store.js';
import type { ArgSpec } from '../wp/args.js';
import type { WpError } from '../wp/errors.js';
import type { RestRequest } from '../wp/request.js';

export interface RestResult {
  status?: number;
  data: unknown;
  /** Headers the answer adds (Location, X-WP-Total, Link...). */
  headers?: Record<string, string>;
  /** The data already encoded as wp_json_encode() would (cached documents: a Buffer skips re-encoding). */
  encoded?: string | Buffer;
  /** Send `encoded` exactly as it is, even with `_envelope` or `_pretty` (a rule's text body or malformed JSON). */
  verbatim?: boolean;
}

export type HandlerOutcome = RestResult | WpError;
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

/** What a behaviour name stands for: a handler, optionally with its own permission check and argument checks. */
export type Behaviour = Handler | { handle: Handler; permit: Permit; checkArgs?: ArgCheck };

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
  readonly rules: RuleSet;
  /** JSON and form bodies over this many bytes are refused with 413 (`serve --max-body`). */
  readonly maxBodyBytes: number;
  /** Uploads (and `/__mock` bodies) over this many bytes are refused with 413 (`serve --max-upload`). */
  readonly maxUploadBytes: number;
  /** How long REST answers wait (`serve --latency`, the scenario's and its rules' `latency`); undefined: none do. */
  readonly latency?: Latency;
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
}

export interface HandlerContext {
  readonly site: Site;
  readonly route: CompiledRoute;
  readonly endpoint: CompiledEndpoint;
}
