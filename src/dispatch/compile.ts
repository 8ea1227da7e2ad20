// Compiles the catalogue once into matchers: a map for static routes, regexes for parameterised ones.
import { enumValues, type Endpoint, type Route } from '../model/catalogue.js';
import { toRegExp } from '../catalogue/route-pattern.js';
import { argSpecs, sanitizedDefaults, type ArgSpec } from '../wp/args.js';
import type { Behaviour, CompiledEndpoint, CompiledRoute, RouteMatch } from './types.js';

/** What a compiled endpoint holds of its behaviour. */
type BehaviourParts = Pick<CompiledEndpoint, 'handler' | 'permit' | 'checkArgs' | 'pureRead'>;

function behaviourParts(behaviour: Behaviour): BehaviourParts {
  return typeof behaviour === 'function'
    ? { handler: behaviour, pureRead: false }
    : { handler: behaviour.handle, permit: behaviour.permit, checkArgs: behaviour.checkArgs, pureRead: behaviour.pureRead === true };
}

export function compileEndpoint(source: Endpoint, behaviour: Behaviour): CompiledEndpoint {
  const specs = argSpecs(source.args);
  return {
    source,
    methods: new Set(source.methods),
    specs,
    defaults: sanitizedDefaults(specs),
    offersEdit: enumValues(source.args.context?.enum)?.includes('edit') === true,
    ...behaviourParts(behaviour),
  };
}

/**
 * compileEndpoint() made as a request first needs it: its argument specs and sanitized defaults, and its behaviour
 * (whose area loads then: src/areas/on-demand.ts). Most endpoints are never called in a run, and the first answer, the
 * index, needs none of them. For the built-in catalogue, whose behaviours and schemas the tests hold sound: a
 * scenario's own routes are compiled at once, so that what they hold that cannot be used fails the start.
 */
function compileEndpointOnUse(source: Endpoint, behaviourOf: () => Behaviour): CompiledEndpoint {
  let specs: ArgSpec[] | undefined;
  let defaults: Record<string, unknown> | undefined;
  let parts: BehaviourParts | undefined;
  const behaviour = () => (parts ??= behaviourParts(behaviourOf()));
  return {
    source,
    methods: new Set(source.methods),
    get specs() {
      return (specs ??= argSpecs(source.args));
    },
    get defaults() {
      return (defaults ??= sanitizedDefaults(this.specs));
    },
    offersEdit: enumValues(source.args.context?.enum)?.includes('edit') === true,
    get handler() {
      return behaviour().handler;
    },
    get permit() {
      return behaviour().permit;
    },
    get checkArgs() {
      return behaviour().checkArgs;
    },
    get pureRead() {
      return behaviour().pureRead;
    },
  };
}

/** `onUse`: its endpoints compiled as compileEndpointOnUse() does (the built-in catalogue's). */
export function compileRoute(source: Route, handlerFor: (ep: Endpoint) => Behaviour, onUse = false): CompiledRoute {
  const get = source.endpoints.find((ep) => ep.methods.includes('GET'));
  const response = get?.response;
  const schema =
    get?.schema === null
      ? undefined
      : (get?.schema ?? (response && response.type === 'array' && typeof response.items === 'object' ? (response.items as Record<string, unknown>) : response));
  const endpoints = source.endpoints.map((ep) => (onUse ? compileEndpointOnUse(ep, () => handlerFor(ep)) : compileEndpoint(ep, handlerFor(ep))));
  const route: CompiledRoute = { source, endpoints };
  if (!schema) return route;
  // Only OPTIONS and context=help show it: made when first read, not for every route at start.
  let shown: Record<string, unknown> | undefined;
  return Object.defineProperty(route, 'schema', { get: () => (shown ??= shownSchema(schema)), enumerable: true });
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

/** A segment with any of these is not literal text (`.` too: in a pattern it matches any character). */
const REGEX_TEXT = /[()[\]\\*+?|^${}.]/;

/** A path's first segment, lower-cased: `/wc/v3/orders` → `wc`. */
const firstSegment = (path: string): string => {
  const end = path.indexOf('/', 1);
  return (end < 0 ? path.slice(1) : path.slice(1, end)).toLowerCase();
};

interface Dynamic {
  re: RegExp;
  route: CompiledRoute;
  /** The pattern's literal first segment, lower-cased; undefined when it holds regex text. */
  first: string | undefined;
}

/**
 * Exact routes by their lower-cased path, then the patterns in order. Patterns are tried only where they can match:
 * those whose first segment is the path's, and those whose first segment is a regex (so a plugin's route added after
 * the whole catalogue is not tried against every catalogue pattern first). Order among the candidates is the
 * routes' order, so the first route that matches is the one a scan of all would find.
 */
export function buildMatcher(routes: readonly CompiledRoute[]): (path: string) => RouteMatch | null {
  const exact = new Map<string, CompiledRoute>();
  const dynamic: Dynamic[] = [];
  for (const route of routes) {
    const { pattern } = route.source;
    if (!pattern.includes('(')) {
      if (!exact.has(pattern.toLowerCase())) exact.set(pattern.toLowerCase(), route);
      continue;
    }
    const first = firstSegment(pattern);
    dynamic.push({ re: toRegExp(pattern), route, first: REGEX_TEXT.test(first) ? undefined : first });
  }
  const wild = dynamic.filter((d) => d.first === undefined);
  const byFirst = new Map<string, Dynamic[]>();
  for (const { first } of dynamic) {
    if (first !== undefined && !byFirst.has(first))
      byFirst.set(
        first,
        dynamic.filter((d) => d.first === first || d.first === undefined),
      );
  }
  return (path) => {
    const lower = path.toLowerCase();
    const hit = exact.get(lower);
    if (hit) return { route: hit, urlParams: {} };
    for (const { re, route } of byFirst.get(firstSegment(lower)) ?? wild) {
      const m = re.exec(path);
      if (m) return { route, urlParams: { ...m.groups } };
    }
    return null;
  };
}
