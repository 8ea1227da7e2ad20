// The recorded site's address is written as a placeholder origin, in bodies and headers (links, `_links`,
// `url`, `home`, `guid`, `Link`, `Location`), so replay can put the mock's own origin back. The placeholder
// is itself an origin, so it survives the same escapes the real one had: `http:\/\/` in WordPress JSON and
// `http%3A%2F%2F` in encoded query strings.

/** What the target's origin (and base path) becomes in a cassette; replay swaps its own origin in. */
export const ORIGIN_PLACEHOLDER = 'http://recorded-site.invalid';

export type OriginRewriter = (text: string) => string;

/**
 * Rewrites `http(s)://host[:port][/base]` of the target, whichever scheme the site wrote, in its plain,
 * JSON-escaped and URL-encoded forms. A longer host (`example.com.evil`, `example.com:8080` for
 * `example.com`) is left alone.
 */
export function originRewriter(target: URL): OriginRewriter {
  const base = target.pathname.replace(/\/+$/, '');
  const host = target.host; // includes a non-default port
  const forms: [RegExp, string][] = [
    [pattern('://', host + base, ''), ORIGIN_PLACEHOLDER],
    [pattern(':\\/\\/', host + base.replaceAll('/', '\\/'), ''), ORIGIN_PLACEHOLDER.replaceAll('/', '\\/')],
    [pattern('%3A%2F%2F', encodeURIComponent(host + base), 'i'), encodeURIComponent(ORIGIN_PLACEHOLDER)],
  ];
  return (text) => {
    if (!text.includes(target.hostname)) return text;
    let out = text;
    for (const [re, to] of forms) out = out.replace(re, to);
    return out;
  };
}

/**
 * The other way: the placeholder back to `origin` (the mock's own at replay, the live site's for
 * verify-recordings and exports), in the same three spellings.
 */
export function placeholderTo(origin: string): (text: string) => string {
  if (origin === ORIGIN_PLACEHOLDER) return (text) => text;
  const forms: [from: string, to: string][] = [
    [ORIGIN_PLACEHOLDER, origin],
    [ORIGIN_PLACEHOLDER.replaceAll('/', '\\/'), origin.replaceAll('/', '\\/')],
    [encodeURIComponent(ORIGIN_PLACEHOLDER), encodeURIComponent(origin)],
  ];
  return (text) => (text.includes(PLACEHOLDER_HOST) ? forms.reduce((out, [from, to]) => out.split(from).join(to), text) : text);
}

export const PLACEHOLDER_HOST = new URL(ORIGIN_PLACEHOLDER).host;

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `http` or `https`, the separator, then the literal origin, ending where the origin ends. */
const pattern = (separator: string, origin: string, flags: string): RegExp =>
  new RegExp(`https?${literal(separator)}${literal(origin)}(?![\\w-]|\\.[\\w-]|:\\d)`, `g${flags}`);
