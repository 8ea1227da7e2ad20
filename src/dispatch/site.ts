// Builds the running site from a scenario: the profile's catalogue compiled once into matchers.
import { profiles, routesOf } from '../catalogue/profiles.js';
import type { Scenario } from '../scenario/types.js';
import type { RestRequest } from '../wp/request.js';
import { handlerFor } from './behaviours.js';
import { buildMatcher, compileRoute } from './compile.js';
import { dispatch } from './pipeline.js';
import type { Site } from './types.js';

export function createSite(scenario: Scenario): Site {
  const profile = profiles[scenario.profile];
  const routes = routesOf(profile).map((r) => compileRoute(r, handlerFor));
  const match = buildMatcher(routes);
  const site: Site = {
    scenario,
    profile,
    routes,
    match,
    dispatch: (req: RestRequest) => dispatch(site, req),
  };
  return site;
}
