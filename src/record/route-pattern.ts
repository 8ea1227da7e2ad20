// WordPress route patterns (`/wp/v2/posts/(?P<parent>[\d]+)/revisions`) as the crawl fills them: the leftmost
// named group first, with a value that matches the group's own regular expression. Whatever the pattern holds
// besides literal path text and named groups (optional parts, alternatives) is not guessed at.

export type RouteShape =
  /** Nothing left to fill: a route to request. */
  | { kind: 'path'; route: string }
  /** Its leftmost group waits for values from the collection just before it (`/wp/v2/posts` for `(?P<id>)`). */
  | { kind: 'param'; collection: string; name: string; accepts(value: string): boolean; fill(value: string): string }
  | { kind: 'unsupported'; reason: string };

const GROUP_START = '(?P<';
const REGEX_SYNTAX = /[()[\]{}?*+|^$\\]/;

export function shapeOf(pattern: string): RouteShape {
  const start = pattern.indexOf(GROUP_START);
  if (start < 0) {
    return REGEX_SYNTAX.test(pattern) ? { kind: 'unsupported', reason: 'not a plain path' } : { kind: 'path', route: pattern };
  }
  const prefix = pattern.slice(0, start);
  if (REGEX_SYNTAX.test(prefix) || !prefix.endsWith('/') || prefix === '/') {
    return { kind: 'unsupported', reason: 'not a plain path before its first parameter' };
  }
  const head = /^\(\?P<(\w+)>/.exec(pattern.slice(start));
  const end = head ? groupEnd(pattern, start + head[0].length) : -1;
  if (!head || end < 0) return { kind: 'unsupported', reason: 'a parameter that does not parse' };
  const name = head[1]!;
  let test: RegExp;
  try {
    test = new RegExp(`^(?:${pattern.slice(start + head[0].length, end)})$`);
  } catch {
    return { kind: 'unsupported', reason: `a pattern for ${name} JavaScript cannot read` };
  }
  const rest = pattern.slice(end + 1);
  return {
    kind: 'param',
    collection: prefix.slice(0, -1),
    name,
    accepts: (value) => test.test(value),
    fill: (value) => `${prefix}${value}${rest}`,
  };
}

/** The index of the `)` closing the group whose body starts at `from`, or -1. */
function groupEnd(pattern: string, from: number): number {
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
