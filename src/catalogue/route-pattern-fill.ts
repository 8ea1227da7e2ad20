// Route patterns filled with values: a sample path a pattern matches (so checks can tell whether two patterns meet
// without requests), and the crawl's filling, the leftmost group first with a value that matches the group's own
// regular expression. Whatever a pattern holds besides literal path text and named groups (optional parts,
// alternatives) is not guessed at by the crawl.
import { replaceGroups, replacePlaceholders, routeGroups } from './route-pattern.js';

const SAMPLES = ['x-1', '1', 'x'];

/** A concrete path `pattern` matches: each `(?P<name>regex)` or `{name}` becomes a value that fits it. */
export function samplePath(pattern: string): string {
  return replaceGroups(
    replacePlaceholders(pattern, () => SAMPLES[0]!),
    ({ regex }) => {
      let test: RegExp;
      try {
        test = new RegExp(`^(?:${regex})$`);
      } catch {
        return SAMPLES[0]!;
      }
      return SAMPLES.find((v) => test.test(v)) ?? SAMPLES[0]!;
    },
  );
}

/** A pattern as the crawl fills it (`/wp/v2/posts/(?P<parent>[\d]+)/revisions`). */
export type RouteShape =
  /** Nothing left to fill: a route to request. */
  | { type: 'path'; route: string }
  /** Its leftmost group waits for values from the collection just before it (`/wp/v2/posts` for `(?P<id>)`). */
  | { type: 'param'; collection: string; name: string; accepts(value: string): boolean; fill(value: string): string }
  | { type: 'unsupported'; reason: string };

const REGEX_SYNTAX = /[()[\]{}?*+|^$\\]/;

export function shapeOf(pattern: string): RouteShape {
  const start = pattern.indexOf('(?P<');
  if (start < 0) {
    return REGEX_SYNTAX.test(pattern) ? { type: 'unsupported', reason: 'not a plain path' } : { type: 'path', route: pattern };
  }
  const prefix = pattern.slice(0, start);
  if (REGEX_SYNTAX.test(prefix) || !prefix.endsWith('/') || prefix === '/') {
    return { type: 'unsupported', reason: 'not a plain path before its first parameter' };
  }
  const group = routeGroups(pattern)[0];
  if (group?.start !== start) return { type: 'unsupported', reason: 'a parameter that does not parse' };
  let test: RegExp;
  try {
    test = new RegExp(`^(?:${group.regex})$`);
  } catch {
    return { type: 'unsupported', reason: `a pattern for ${group.name} JavaScript cannot read` };
  }
  const rest = pattern.slice(group.end);
  return {
    type: 'param',
    collection: prefix.slice(0, -1),
    name: group.name,
    accepts: (value) => test.test(value),
    fill: (value) => `${prefix}${value}${rest}`,
  };
}
