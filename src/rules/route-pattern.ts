// A rule's `match.route` compiled once: a concrete path (`/cms/v2/posts/5`), a WordPress pattern
// (`/cms/v2/posts/(?P<id>[\d]+)`) or the `{id}` form (`/my-plugin/v1/things/{id}`). Routes match
// case-insensitively and without trailing slashes, as the catalogue's do.
import { toRegExp } from '../dispatch/compile.js';

export interface RoutePattern {
  /** The route as the index would write it (WordPress pattern form). */
  readonly pattern: string;
  /** The lower-cased literal segments the route starts with, for the rule index (`['cms', 'v2', 'posts']`). */
  readonly prefix: readonly string[];
  /** Set for concrete paths: the whole lower-cased route. */
  readonly exact?: string;
  /** The path captures when `route` matches, else null. */
  captures(route: string): Record<string, string> | null;
}

const NO_CAPTURES: Record<string, string> = Object.freeze({}) as Record<string, string>;
/** A segment with any of these is not literal text. */
const REGEX_TEXT = /[()[\]\\*+?|^${}.]/;
const PLACEHOLDER = /\{(\w+)\}/g;

/** Leading slash, no trailing one (`/` stays `/`). */
export function normaliseRoute(route: string): string {
  const trimmed = `/${route.trim().replace(/^\/+/, '')}`;
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

/** Throws an Error with the reason when the pattern does not compile as a regular expression. */
export function compileRoutePattern(route: string): RoutePattern {
  const normal = normaliseRoute(route);
  const pattern = normal.replace(PLACEHOLDER, (_, name: string) => `(?P<${name}>[^/]+)`);
  const segments = pattern.split('/').slice(1);
  const literal: string[] = [];
  for (const s of segments) {
    if (REGEX_TEXT.test(s)) break;
    literal.push(s.toLowerCase());
  }
  if (literal.length === segments.length) {
    const exact = normal.toLowerCase();
    return { pattern, prefix: literal, exact, captures: (r) => (r.toLowerCase() === exact ? NO_CAPTURES : null) };
  }
  const re = toRegExp(pattern);
  return {
    pattern,
    prefix: literal,
    captures: (r) => {
      const m = re.exec(r);
      return m ? (m.groups ? { ...m.groups } : NO_CAPTURES) : null;
    },
  };
}
