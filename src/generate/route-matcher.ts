// The catalogue route a concrete path belongs to (first match in catalogue order), for names and schemas.
import { routesOf } from '../catalogue/profiles.js';
import type { Profile, Route } from '../model/catalogue.js';
import { toRegExp } from '../catalogue/route-pattern.js';

export function routeMatcher(profile: Profile): (path: string) => Route | undefined {
  const compiled = routesOf(profile).map((route) => ({ route, re: toRegExp(route.pattern) }));
  return (path) => compiled.find((c) => c.re.test(path))?.route;
}
