// Compiles the catalogue once into matchers: a map for static routes, regexes for parameterised ones.
import type { Endpoint, Route } from '../model/catalogue.js';
import { toRegExp } from '../catalogue/route-pattern.js';
import { argSpecs, sanitizedDefaults } from '../wp/args.js';
import type { Behaviour, CompiledEndpoint, CompiledRoute, RouteMatch } from './types.js';

export function compileEndpoint(source: Endpoint, behaviour: Behaviour): CompiledEndpoint {
  const specs = argSpecs(source.args);
  return {
    source,
    methods: new Set(source.methods),
    specs,
    defaults: sanitizedDefaults(specs),
    offersEdit: source.args.context?.enum?.includes('edit') === true,
    ...(typeof behaviour === 'function'
      ? { handler: behaviour, pureRead: false }
      : { handler: behaviour.handle, permit: behaviour.permit, checkArgs: behaviour.checkArgs, pureRead: behaviour.pureRead === true }),
  };
}

export function compileRoute(source: Route, handlerFor: (ep: Endpoint) => Behaviour): CompiledRoute {
  const get = source.endpoints.find((ep) => ep.methods.includes('GET'));
  const response = get?.response;
  const schema =
    get?.schema ?? (response && response.type === 'array' && typeof response.items === 'object' ? (response.items as Record<string, unknown>) : response);
  return { source, endpoints: source.endpoints.map((ep) => compileEndpoint(ep, handlerFor(ep))), ...(schema ? { schema: shownSchema(schema) } : {}) };
}

/** Keys of the catalogue's schemas WordPress never shows: its `arg_options` (`unchecked`) and examples some schemas carry. */
const HIDDEN = new Set(['unchecked', 'examples']);

/** The schema as clients see it (OPTIONS, context=help): get_public_item_schema(), draft-04 `required` lists dropped. */
function shownSchema(schema: unknown): Record<string, unknown> {
  const strip = (v: unknown, names = false): unknown => {
    if (Array.isArray(v)) return v.map((x) => strip(x));
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k, x]) => names || (!HIDDEN.has(k) && !(k === 'required' && Array.isArray(x))))
        .map(([k, x]) => [k, strip(x, !names && k === 'properties')]),
    );
  };
  return strip(schema) as Record<string, unknown>;
}

export function buildMatcher(routes: readonly CompiledRoute[]): (path: string) => RouteMatch | null {
  const exact = new Map<string, CompiledRoute>();
  const dynamic: { re: RegExp; route: CompiledRoute }[] = [];
  for (const route of routes) {
    if (route.source.pattern.includes('(')) dynamic.push({ re: toRegExp(route.source.pattern), route });
    else if (!exact.has(route.source.pattern.toLowerCase())) exact.set(route.source.pattern.toLowerCase(), route);
  }
  return (path) => {
    const hit = exact.get(path.toLowerCase());
    if (hit) return { route: hit, urlParams: {} };
    for (const { re, route } of dynamic) {
      const m = re.exec(path);
      if (m) return { route, urlParams: { ...m.groups } };
    }
    return null;
  };
}
