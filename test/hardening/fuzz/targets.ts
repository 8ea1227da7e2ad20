// What the fuzzer aims at: every endpoint of both profiles, read from the catalogue (never a hand list).
import { profiles, routesOf } from '../../../src/catalogue/profiles.js';
import type { Args, Method, ProfileName, Route } from '../../../src/catalogue/types.js';

export interface Target {
  readonly profile: ProfileName;
  readonly route: Route;
  readonly method: Method;
  readonly args: Args;
  /** The route's `(?P<name>regex)` captures, in order. */
  readonly captures: readonly PathCapture[];
}

export interface PathCapture {
  readonly name: string;
  readonly regex: string;
}

// A capture's regex may hold one level of groups, as `(?P<user_id>(?:[\d]+|me))` does.
const CAPTURE = /\(\?P<(\w+)>((?:\[[^\]]*\]|\((?:\[[^\]]*\]|[^()])*\)|[^()])*)\)/g;

export function capturesOf(pattern: string): PathCapture[] {
  return [...pattern.matchAll(CAPTURE)].map((m) => ({ name: m[1]!, regex: m[2]! }));
}

/** `pattern` with each capture replaced by the value given for it (already URL-safe or not: the caller decides). */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(CAPTURE, (_, name: string) => values[name] ?? '1');
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
