// The catalogue a scenario serves: its profile's routes plus its own `routes`, refused when they collide.
import { profiles } from '../catalogue/profiles.js';
import { routeCollisions, withExtraRoutes, type ServedCatalogue } from './extra-routes.js';
import { ScenarioError } from '../model/problem.js';
import { formatProblem } from '../model/problem.js';
import type { Scenario } from '../model/scenario.js';

export function servedCatalogue(scenario: Scenario): ServedCatalogue {
  const profile = profiles[scenario.profile];
  if (!scenario.routes.length) return { profile, bindings: new Map() };
  const collisions = routeCollisions(profile, scenario.routes);
  if (collisions.length) throw new ScenarioError(collisions.map((p) => `[mock-site] ${formatProblem(p)}`).join('\n'));
  return withExtraRoutes(profile, scenario.routes);
}
