// A loaded scenario: what the server fakes (site identity, profile, users, clock, seed).
import type { ProfileName } from './catalogue.js';
import type { ScenarioData } from './data.js';
import type { ExtraRoute, Machine, Rule } from './rule.js';
import type { ScenarioLatency } from './latency.js';

/** How the scenario clock moves: one second per write (default), per request, or never. */
export type ClockAdvance = 'per-write' | 'per-request' | 'frozen';
export const CLOCK_ADVANCES: readonly ClockAdvance[] = ['per-write', 'per-request', 'frozen'];

export interface ApplicationPassword {
  name: string;
  password: string;
}

export interface User {
  id: number;
  username: string;
  name: string;
  email: string;
  roles: string[];
  capabilities: ReadonlySet<string>;
  applicationPasswords: ApplicationPassword[];
}

export interface SiteInfo {
  name: string;
  description: string;
  /** Fixed site address; when empty, the address the request came to (`http://<Host>`). */
  url: string;
  gmt_offset: string;
  timezone_string: string;
  page_for_posts: number;
  page_on_front: number;
  show_on_front: string;
  /** How links and discovery address the REST API: `index.php?rest_route=` (plain) or `/wp-json/` (pretty). */
  permalinks: Permalinks;
}

export interface AuthSettings {
  /** false: every request runs as `asUser` (frontend work without credentials). */
  enabled: boolean;
  users: User[];
  /** The X-WP-Nonce value the test cookie (`cookie`) is accepted with, beside the nonces the site issues it. */
  nonce: string;
  /** A login cookie (`wordpress_logged_in_<anything>=<value>`) tests may send to be logged in as `asUser`; '' for none. */
  cookie: string;
  /** Who a valid nonce (or, with auth off, every request) is logged in as. */
  asUser: string;
  /** Whether revisions may be deleted by whoever may delete and edit their post (WordPress: nobody, do_not_allow). */
  deleteRevisions: boolean;
}

export interface RecordSettings {
  redact: string[];
  volatileParams: string[];
}

export interface Scenario {
  /** Where it was loaded from ('(embedded default)' when built in). */
  source: string;
  profile: ProfileName;
  site: SiteInfo;
  auth: AuthSettings;
  /** Scenario clock: its start (ISO 8601, UTC) and how it moves. */
  clock: { start: string; advance: ClockAdvance };
  /** Seed of every generated value. */
  seed: number;
  /** Whether `_jsonp` is served (WordPress: rest_jsonp_enabled, default true). */
  jsonp: boolean;
  /** How long answers wait before they are written (src/model/latency.ts); rules carry their own. */
  latency: ScenarioLatency;
  /** What recordings hide (headers, field names) and what replay ignores (query parameters), beyond the defaults. */
  record: RecordSettings;
  /** The records every session starts from. */
  data: ScenarioData;
  /** Overrides and extensions of routes, in the order they apply (priority, then file order). */
  rules: Rule[];
  machines: Machine[];
  /** Routes the user's own plugins add. */
  routes: ExtraRoute[];
  /** Every file the scenario was read from (itself and what it extends or includes), for --watch. */
  files: string[];
}

/** How links and discovery address the REST API: `?rest_route=` (plain) or `/wp-json/` (pretty). */
export type Permalinks = 'plain' | 'pretty';
export const PERMALINKS: readonly Permalinks[] = ['plain', 'pretty'];
