// What the fuzzer aims at: every endpoint of both profiles, read from the catalogue (never a hand list).
import { profiles, routesOf } from '../../../src/catalogue/profiles.js';
import { replaceGroups, routeGroups, type PathCapture } from '../../../src/catalogue/route-pattern.js';
import type { Args, Method, ProfileName, Route } from '../../../src/model/catalogue.js';

export interface Target {
  readonly profile: ProfileName;
  readonly route: Route;
  readonly method: Method;
  readonly args: Args;
  /** The route's `(?P<name>regex)` captures, in order. */
  readonly captures: readonly PathCapture[];
}

export const capturesOf = (pattern: string): PathCapture[] => routeGroups(pattern).map(({ name, regex }) => ({ name, regex }));

/** `pattern` with each capture replaced by the value given for it (already URL-safe or not: the caller decides). */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return replaceGroups(pattern, ({ name }) => values[name] ?? '1');
}

/** One target per endpoint and method, in registration order. */
export function targetsOf(profile: ProfileName): Target[] {
  const out: Target[] = [];
  for (const route of routesOf(profiles[profile])) {
    const captures = capturesOf(route.pattern);
    for (const endpoint of route.endpoints) {
      for (const method of endpoint.methods) out.push({ profile, route, method, args: endpoint.args, captures });
    }
  }
  return out;
}

export const isWrite = (method: string): boolean => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
