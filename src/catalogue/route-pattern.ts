// WordPress route patterns (`/cms/v2/posts/(?P<id>[\d]+)`), the `{id}` form (`/my-plugin/v1/things/{id}`) and
// concrete paths: the one reader of their `(?P<name>regex)` groups, and what is built on it: the catalogue's
// patterns, JavaScript regexes, a rule's compiled `match.route`, OpenAPI paths. Filling a pattern with values
// (sample paths, the crawl) is in route-pattern-fill.ts.

/** A `(?P<name>regex)` group: its name and its regex as written (`[\d]+`). */
export interface PathCapture {
  name: string;
  regex: string;
}

/** A group and where it stands in its pattern: from its `(` to just past its `)`. */
export interface RouteGroup extends PathCapture {
  readonly start: number;
  readonly end: number;
}

/**
 * Every `(?P<name>regex)` group of `pattern`, left to right, wherever it stands (also inside other parentheses, as
 * in `(?:/(?P<id>\d+))?`). A group's regex may hold escapes, character classes and groups of its own; a `(?P<`
 * whose group never closes is no group and stays pattern text.
 */
export function routeGroups(pattern: string): RouteGroup[] {
  const groups: RouteGroup[] = [];
  const head = /\(\?P<(\w+)>/g;
  for (let m = head.exec(pattern); m; m = head.exec(pattern)) {
    const from = m.index + m[0].length;
    const close = closingParen(pattern, from);
    if (close < 0) continue;
    groups.push({ name: m[1]!, regex: pattern.slice(from, close), start: m.index, end: close + 1 });
    head.lastIndex = close + 1;
  }
  return groups;
}

/** `pattern` with each of its groups replaced by what `by` makes of it. */
export function replaceGroups(pattern: string, by: (group: RouteGroup) => string): string {
  let out = '';
  let at = 0;
  for (const group of routeGroups(pattern)) {
    out += pattern.slice(at, group.start) + by(group);
    at = group.end;
  }
  return out + pattern.slice(at);
}

/** The index of the `)` closing the group whose regex starts at `from`, or -1. */
function closingParen(pattern: string, from: number): number {
  let depth = 1;
  let inClass = false;
  for (let i = from; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** `path` with each `{name}` placeholder replaced by what `by` makes of its name. */
export function replacePlaceholders(path: string, by: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => by(name));
}

/**
 * WordPress's `(?P<name>...)` named groups in JavaScript spelling, anchored and case-insensitive. Only the opener is
 * spelled differently, so no group needs reading, and a group that does not close is left for RegExp to report.
 */
export const toRegExp = (pattern: string): RegExp => new RegExp(`^${pattern.replace(/\(\?P</g, '(?<')}$`, 'i');

/** `{id}`, `{parent}` (digits) and `{job_id}` placeholders to the regexes WordPress registers. */
const PLACEHOLDERS: Record<string, string> = {
  id: '[\\d]+',
  parent: '[\\d]+',
  job_id: '[a-z0-9_-]+',
  type: '[\\w-]+',
  taxonomy: '[\\w-]+',
  user_id: '(?:[\\d]+|me)',
  uuid: '[\\w\\-]+',
};

/** A catalogue path in the `{id}` form as the pattern WordPress registers; throws on a placeholder it does not know. */
export function toPattern(path: string): string {
  return replacePlaceholders(path, (name) => {
    const re = PLACEHOLDERS[name];
    if (!re) throw new Error(`[mock-site] catalogue: unknown placeholder {${name}} in ${path}. Add it to PLACEHOLDERS.`);
    return `(?P<${name}>${re})`;
  });
}

export interface OpenApiPath {
  path: string;
  captures: PathCapture[];
}

/** A WordPress route pattern as an OpenAPI path (`/cms/v2/posts/{id}`), with its captures in order. */
export function toOpenApiPath(pattern: string): OpenApiPath {
  const captures: PathCapture[] = [];
  const path = replaceGroups(pattern, ({ name, regex }) => {
    captures.push({ name, regex });
    return `{${name}}`;
  });
  return { path, captures };
}

// A rule's `match.route` compiled once: a concrete path (`/cms/v2/posts/5`), a WordPress pattern or the `{id}`
// form. Routes match case-insensitively and without trailing slashes, as the catalogue's do.

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

/** Leading slash, no trailing one (`/` stays `/`). */
export function normaliseRoute(route: string): string {
  const trimmed = `/${route.trim().replace(/^\/+/, '')}`;
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

/** Throws an Error with the reason when the pattern does not compile as a regular expression. */
export function compileRoutePattern(route: string): RoutePattern {
  const normal = normaliseRoute(route);
  const pattern = replacePlaceholders(normal, (name) => `(?P<${name}>[^/]+)`);
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
