// Route coverage of a run (GET /__mock/routes): how many requests each catalogue route answered, whoever answered
// them (the fake, a rule, a recording). Counted by route pattern, so a hot reload keeps the tally.
import type { Site } from '../dispatch/types.js';

export interface RouteCoverage {
  total: number;
  touched: number;
  /** touched ÷ total, 0 to 1. */
  share: number;
  namespaces: { namespace: string; routes: number; touched: number; share: number }[];
  routes: { namespace: string; route: string; methods: string[]; requests: number }[];
}

/** Concrete routes resolved to their pattern, per site; cleared when it grows past this (hostile route names). */
const RESOLVED_PER_SITE = 10_000;

/** One route pattern's count (a reference the per-site cache keeps: a request costs one lookup and an add). */
interface Count {
  n: number;
}

export class RouteTally {
  readonly #requests = new Map<string, Count>();
  readonly #resolved = new WeakMap<Site, Map<string, Count | null>>();

  /** Counts a request to `route`: under `pattern` when the caller knows what it matched, else as `site` matches it. */
  count(site: Site, route: string, pattern?: string): void {
    if (pattern !== undefined) {
      this.#countPattern(pattern);
      return;
    }
    let resolved = this.#resolved.get(site);
    if (!resolved) this.#resolved.set(site, (resolved = new Map()));
    const known = resolved.get(route);
    if (known !== undefined) {
      if (known !== null) known.n++;
      return;
    }
    if (resolved.size >= RESOLVED_PER_SITE) resolved.clear();
    const matched = site.match(route)?.route.source.pattern;
    resolved.set(route, matched === undefined ? null : this.#countPattern(matched));
  }

  #countPattern(pattern: string): Count {
    let count = this.#requests.get(pattern);
    if (!count) this.#requests.set(pattern, (count = { n: 0 }));
    count.n++;
    return count;
  }

  /** The catalogue `site` serves, each route with the requests it answered, by namespace in catalogue order. */
  report(site: Site): RouteCoverage {
    const routes = site.routes.map(({ source, endpoints }) => ({
      namespace: source.namespace,
      route: source.pattern,
      methods: [...new Set(endpoints.flatMap((e) => [...e.methods]))],
      requests: this.#requests.get(source.pattern)?.n ?? 0,
    }));
    const byNamespace = new Map<string, { namespace: string; routes: number; touched: number; share: number }>();
    for (const r of routes) {
      let ns = byNamespace.get(r.namespace);
      if (!ns) byNamespace.set(r.namespace, (ns = { namespace: r.namespace, routes: 0, touched: 0, share: 0 }));
      ns.routes++;
      if (r.requests) ns.touched++;
    }
    for (const ns of byNamespace.values()) ns.share = share(ns.touched, ns.routes);
    const touched = routes.filter((r) => r.requests).length;
    return { total: routes.length, touched, share: share(touched, routes.length), namespaces: [...byNamespace.values()], routes };
  }
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
