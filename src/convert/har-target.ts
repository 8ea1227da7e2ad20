// Which site a HAR is a recording of: the origin (with the base path of a site in a subfolder) most of its
// REST requests went to, unless --target names one; and each entry's address below that site.

const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^#]*)/i;

interface Parts {
  /** As URL() writes it: lower-case scheme and host, no default port. */
  origin: string;
  /** Path and query exactly as recorded. */
  pathAndQuery: string;
}

/** undefined for URLs that are not http(s) (data:, blob:, chrome-extension:...). */
function split(url: string): Parts | undefined {
  const m = URL_PARTS.exec(url);
  if (!m) return undefined;
  let origin: string;
  try {
    const parsed = new URL(m[1]!);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    origin = parsed.origin;
  } catch {
    return undefined;
  }
  const rest = m[2] || '/';
  return { origin, pathAndQuery: rest.startsWith('/') ? rest : `/${rest}` };
}

/** Where a REST request's site ends: before `/wp-json`, or before `/index.php` or `/` carrying `rest_route`. */
function restBase(pathAndQuery: string): string | undefined {
  const q = pathAndQuery.indexOf('?');
  const path = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const json = /^(.*?)\/(?:index\.php\/)?wp-json(?:\/|$)/.exec(path);
  if (json) return json[1];
  if (q >= 0 && /(?:^|&)rest_route=/.test(pathAndQuery.slice(q + 1))) return /^(.*?)\/?(?:index\.php)?$/.exec(path)?.[1];
  return undefined;
}

/** The site a REST request was addressed to (`https://example.org/blog`), or undefined for other requests. */
export function restSiteOf(url: string): string | undefined {
  const parts = split(url);
  const base = parts && restBase(parts.pathAndQuery);
  return parts && base !== undefined ? parts.origin + base : undefined;
}

/** The site most REST entries went to (the first seen on a tie); with `all` and no REST entry, the most frequent origin. */
export function mostFrequentSite(urls: readonly string[], all: boolean): string | undefined {
  let sites = urls.map(restSiteOf).filter((s): s is string => s !== undefined);
  if (!sites.length && all) sites = urls.map((u) => split(u)?.origin).filter((s): s is string => s !== undefined);
  const counts = new Map<string, number>();
  for (const s of sites) counts.set(s, (counts.get(s) ?? 0) + 1);
  let best: string | undefined;
  for (const [site, n] of counts) if (best === undefined || n > counts.get(best)!) best = site;
  return best;
}

/** Path and query of `url` below `site` (`/wp-json/wp/v2/posts?page=2`), or undefined when it is elsewhere. */
export function below(url: string, site: string): string | undefined {
  const parts = split(url);
  const home = split(site);
  if (!parts || !home || parts.origin !== home.origin) return undefined;
  const base = home.pathAndQuery.replace(/\/+$/, '');
  const p = parts.pathAndQuery;
  if (base && !(p === base || p.startsWith(`${base}/`) || p.startsWith(`${base}?`))) return undefined;
  const local = p.slice(base.length) || '/';
  return local.startsWith('/') ? local : `/${local}`;
}

/** `--target` as a site: origin and base path, no trailing slash; undefined when it is not an http(s) URL. */
export function siteOf(target: string): string | undefined {
  const parts = split(target);
  if (!parts) return undefined;
  const path = parts.pathAndQuery.split('?')[0]!.replace(/\/+$/, '');
  return parts.origin + path;
}
