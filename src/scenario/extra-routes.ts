// The scenario's `routes` as catalogue routes: added to the profile (new namespaces listed in the index,
// with their namespace root), refused where they would collide with a route of the catalogue.
import { toPattern, toRegExp } from '../catalogue/route-pattern.js';
import { namespaceRoot, routesOf } from '../catalogue/profiles.js';
import type { Endpoint, NamespaceCatalogue, Profile, Route } from '../model/catalogue.js';
import type { Problem } from '../model/problem.js';
import type { ExtraRoute } from '../model/rule.js';
import type { Binding } from '../model/binding.js';
import { samplePath } from '../catalogue/route-pattern-fill.js';

/**
 * `{id}`-style placeholders as the catalogue writes them; names the catalogue does not know match one segment. A
 * path with a group of its own (`(?P<id>[\d]+)`, as `mock-site learn` writes) is a WordPress pattern already: its
 * braces are regex counts (`[\d]{4}`), not placeholders.
 */
export function extraPattern(path: string): string {
  if (path.includes('(?')) return path;
  return path.replace(/\{(\w+)\}/g, (whole: string, name: string) => {
    try {
      return toPattern(whole);
    } catch {
      return `(?P<${name}>[^/]+)`;
    }
  });
}

/** The profile with the scenario's routes added after its own, and the binding of each bound endpoint. */
export interface ServedCatalogue {
  profile: Profile;
  bindings: ReadonlyMap<Endpoint, Binding>;
}

export function withExtraRoutes(profile: Profile, routes: readonly ExtraRoute[]): ServedCatalogue {
  const bindings = new Map<Endpoint, Binding>();
  if (!routes.length) return { profile, bindings };
  const byNamespace = new Map<string, Route[]>();
  for (const r of routes) {
    // A route that is its namespace's root declares the namespace: it is served as every root is (namespaceRoot).
    if (isRootOf(r)) {
      if (!byNamespace.has(r.namespace)) byNamespace.set(r.namespace, []);
      continue;
    }
    const endpoints = r.endpoints.map((ep) => {
      const endpoint: Endpoint = {
        methods: ep.methods,
        args: ep.args,
        permission: ep.permission ?? 'public',
        ...(ep.status !== undefined ? { status: ep.status } : {}),
        ...(ep.response ? { response: ep.response } : {}),
        ...(ep.bind ? { behaviour: ep.bind.kind } : {}),
        ...(ep.allowBatch ? { allowBatch: true } : {}),
      };
      if (ep.bind) bindings.set(endpoint, ep.bind);
      return endpoint;
    });
    byNamespace.set(r.namespace, [...(byNamespace.get(r.namespace) ?? []), { pattern: extraPattern(r.path), namespace: r.namespace, endpoints }]);
  }
  const added: NamespaceCatalogue[] = [];
  const namespaces = [...profile.namespaces];
  for (const [namespace, list] of byNamespace) {
    const known = namespaces.includes(namespace);
    if (!known) namespaces.push(namespace);
    added.push({ namespace, root: !known, routes: known ? list : [namespaceRoot(namespace), ...list] });
  }
  return { profile: { ...profile, namespaces, catalogues: [...profile.catalogues, ...added] }, bindings };
}

const isRootOf = (r: ExtraRoute) => extraPattern(r.path).toLowerCase() === `/${r.namespace}`.toLowerCase();

/** Extra routes a catalogue route would answer instead (same pattern, or a pattern that takes its paths). */
export function routeCollisions(profile: Profile, routes: readonly ExtraRoute[]): Problem[] {
  const catalogue = routesOf(profile);
  const roots = new Set([...profile.namespaces, ...routes.map((r) => r.namespace)].map((ns) => `/${ns}`.toLowerCase()));
  const problems: Problem[] = [];
  for (const r of routes) {
    if (isRootOf(r)) continue;
    const pattern = extraPattern(r.path);
    const sample = samplePath(pattern);
    const hit =
      catalogue.find((c) => c.pattern.toLowerCase() === pattern.toLowerCase() || toRegExp(c.pattern).test(sample))?.pattern ??
      (roots.has(pattern.toLowerCase()) ? `/${r.namespace} (the namespace root)` : undefined);
    if (hit) {
      problems.push({
        ...r.source,
        message: `route ${r.path} collides with the ${profile.name} catalogue's route ${hit}. Use rules to change a catalogue route, or give this route its own path.`,
      });
    }
  }
  return problems;
}
