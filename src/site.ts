// Builds the running site from a scenario: the profile's catalogue compiled once into matchers.
import { profiles, routesOf } from './catalogue/profiles.js';
import type { Scenario } from './model/scenario.js';
import type { RestRequest } from './wp/request.js';
import { handlerFor } from './areas/index.js';
import { oauthBearer } from './areas/agentproto/bearer.js';
import { kindBehaviour } from './kinds/index.js';
import { servedCatalogue } from './scenario/served-catalogue.js';
import { buildMatcher, compileRoute } from './dispatch/compile.js';
import { dispatch } from './dispatch/pipeline.js';
import { compileRules } from './rules/compile-rules.js';
import type { Site } from './dispatch/types.js';
import { Store } from './store/store.js';
import { seedState, sharedSeed } from './store/seed.js';
import { scenarioClock, type Clock } from './store/clock.js';
import type { SessionState } from './store/types.js';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from './wp/body.js';
import { Latency } from './dispatch/latency.js';
import type { LatencyRange } from './model/latency.js';

export interface SiteOptions {
  /** Persist the store to this JSON file (`--db`); in memory when absent. */
  db?: string;
  /** Serve this store instead of opening one (a hot reload that keeps the state: app.ts). */
  store?: Store;
  /** JSON and form bodies over this many bytes get 413 (`--max-body`); default 1 MiB. */
  maxBodyBytes?: number;
  /** Uploads and `/__mock` bodies over this many bytes get 413 (`--max-upload`); default 64 MiB. */
  maxUploadBytes?: number;
  /** Sessions the store keeps before evicting the least recently used (`--max-sessions`); 0: no bound. */
  maxSessions?: number;
  /** Every answer's latency in place of the scenario's global one (`--latency`); routes' and rules' still win. */
  latency?: LatencyRange;
}

export function createSite(scenario: Scenario, options: SiteOptions = {}): Site {
  const rules = compileRules(scenario, { kindBehaviour }); // first: a scenario whose rules do not compile opens no store
  // The scenario's own routes join the catalogue, answered by their bound kind or the faker (issue 4).
  const { profile, bindings } = servedCatalogue(scenario);
  const store = options.store ?? openStore(scenario, options.db, options.maxSessions);
  // The built-in catalogue's endpoints compile (and load their areas) when first called; the scenario's own at once
  // (dispatch/compile.ts).
  const builtIn = scenario.routes.length ? new Set(routesOf(profiles[scenario.profile])) : undefined;
  const routes = routesOf(profile).map((r) =>
    compileRoute(
      r,
      (ep) => {
        const bound = bindings.get(ep) ?? ep.bind;
        return bound ? kindBehaviour(bound) : handlerFor(ep);
      },
      builtIn ? builtIn.has(r) : true,
    ),
  ); // bound: src/kinds
  const match = buildMatcher(routes);
  const latency = Latency.of(scenario, options.latency);
  const site: Site = {
    scenario,
    profile,
    routes,
    store,
    rules,
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
    ...(latency ? { latency } : {}),
    bearer: (session) => oauthBearer(site, session),
    match,
    dispatch: (req: RestRequest) => dispatch(site, req),
  };
  return site;
}

/** What a store seeds sessions from: the scenario's starting state (built once) and its clock. */
export function seedSource(scenario: Scenario, state: SessionState = seedState(scenario)): { seed: () => SessionState; clock: Clock } {
  return { seed: sharedSeed(state), clock: scenarioClock(scenario.clock.start, scenario.site.gmt_offset, scenario.clock.advance) };
}

/** A store seeded from the scenario; `file`: persisted there (`--db`). */
export function openStore(scenario: Scenario, file?: string, maxSessions?: number): Store {
  return new Store({ ...(file ? { file } : {}), ...seedSource(scenario), maxSessions });
}
