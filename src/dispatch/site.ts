// Builds the running site from a scenario: the profile's catalogue compiled once into matchers.
import { profiles, routesOf } from '../catalogue/profiles.js';
import type { Scenario } from '../scenario/types.js';
import type { RestRequest } from '../wp/request.js';
import { handlerFor } from './behaviours.js';
import { buildMatcher, compileRoute } from './compile.js';
import { dispatch } from './pipeline.js';
import type { Site } from './types.js';
import { Store } from '../store/store.js';
import { seedState } from '../store/seed.js';
import { scenarioClock } from '../store/clock.js';

export interface SiteOptions {
  /** Persist the store to this JSON file (`--db`); in memory when absent. */
  db?: string;
}

export function createSite(scenario: Scenario, options: SiteOptions = {}): Site {
  const profile = profiles[scenario.profile];
  const seed = seedState(scenario);
  const store = new Store({
    ...(options.db ? { file: options.db } : {}),
    seed: () => structuredClone(seed),
    clock: scenarioClock(scenario.clock.start, scenario.site.gmt_offset),
  });
  const routes = routesOf(profile).map((r) => compileRoute(r, handlerFor));
  const match = buildMatcher(routes);
  const site: Site = {
    scenario,
    profile,
    routes,
    store,
    match,
    dispatch: (req: RestRequest) => dispatch(site, req),
  };
  return site;
}
