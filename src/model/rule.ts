// The scenario's `rules`, `machines` and `routes` sections once loaded: the shapes the rules engine,
// the behaviour kinds and `mock-site validate` share.
import type { Args, Method, Permission, ResponseSchema } from './catalogue.js';
import type { LatencyRange } from './latency.js';
import type { Binding } from './binding.js';

/** Where a scenario entry was written, for messages (`file:line:col: ...`). */
export interface SourceRef {
  file: string;
  line: number;
  col: number;
}

/** What a request must look like for a rule to apply; every given part must match. */
export interface RuleMatch {
  /** One method or several (after `_method` / override). */
  method?: Method | Method[];
  /** A concrete route (`/cms/v2/posts/5`), a WordPress pattern (`/cms/v2/posts/(?P<id>[\d]+)`) or `{id}` form. */
  route?: string;
  /** Query arguments that must be present with these values (a subset). */
  query?: Record<string, unknown>;
  /** A subset of the JSON (or form) body. */
  body?: Record<string, unknown>;
  /** Headers that must be present with these values (names case-insensitive). */
  headers?: Record<string, string>;
  /** The authenticated username, or `anonymous`. */
  user?: string;
  /** The X-Mock-Session name. */
  session?: string;
}

export type Fault = 'connection-reset' | 'empty-reply' | 'malformed-json' | 'timeout';
export const FAULTS: readonly Fault[] = ['connection-reset', 'empty-reply', 'malformed-json', 'timeout'];

/** One answer of a rule. Bodies and header values may hold `{{...}}` templates. */
export interface RuleResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** A file whose content is the body (written relative to the scenario; loaded: an absolute path); JSON files are parsed, others sent as text. */
  bodyFile?: string;
  /** Milliseconds to wait before answering. */
  delay?: number;
  fault?: Fault;
}

/**
 * An HTTP request a rule sends once it has answered (a webhook): URL, header values and body may hold `{{...}}`
 * templates, filled from the same request and state as the answer.
 */
export interface RuleCallback {
  /** An http:// or https:// URL, or a path (`/index.php?rest_route=...`) to the mock itself. */
  url: string;
  /** Default POST. */
  method?: Method;
  headers?: Record<string, string>;
  /** Any JSON value (sent as JSON), or a string (sent as it is). */
  body?: unknown;
  /** Milliseconds to wait after the answer before sending. */
  delay?: number;
}

export interface Rule {
  /** `name:` if given, else `rules[<index>]` in the scenario file loaded, `<file name>:rules[<index>]` in a file it extends or includes. */
  id: string;
  source: SourceRef;
  /** Higher first; equal priorities keep file order. Default 0. */
  priority: number;
  match: RuleMatch;
  /** The answers in order: the first call gets the first... */
  respond?: RuleResponse[];
  /** After the last answer: repeat it (default) or start over. */
  after?: 'repeat' | 'cycle';
  bind?: Binding;
  /** Machine states required for the rule to apply. */
  when?: Record<string, string>;
  /** Machine states set once the rule answered. */
  then?: Record<string, string>;
  /** Requests sent once it answered, each once, never holding up the answer. */
  callbacks?: RuleCallback[];
  /** How long its answers wait (ms, drawn from the range); wins over the route's and the global latency. */
  latency?: LatencyRange;
}

export interface Machine {
  name: string;
  initial: string;
  states: string[];
  source: SourceRef;
}

/** A route a user's own plugin adds: served, listed in the index and validated like the spec's. */
export interface ExtraRoute {
  /** `/my-plugin/v1/things/{id}` (placeholders as in the catalogue), or a WordPress pattern (`(?P<id>[\d]+)`) as it is. */
  path: string;
  namespace: string;
  /** `status`: of a successful answer (default 200); `permission`: who may call (default public). */
  endpoints: {
    methods: Method[];
    args: Args;
    response?: ResponseSchema;
    bind?: Binding;
    status?: number;
    permission?: Permission;
    /** `/batch/v1` may run it (the index shows `allow_batch`). */
    allowBatch?: boolean;
  }[];
  source: SourceRef;
}
