// `_links` as WP_REST_Server::get_compact_response_links() writes them: each link's attributes, then
// its href; `https://api.w.org/<rel>` relations shortened to `wp:<rel>` (moved after the others) and
// the `curies` entry last.
const API_REL = 'https://api.w.org/';
const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

export interface Link {
  rel: string;
  href: string;
  attributes?: Record<string, unknown>;
}

export type LinkObject = Record<string, unknown>;

export function compactLinks(links: readonly Link[]): Record<string, LinkObject[]> {
  const plain: Record<string, LinkObject[]> = {};
  const compact: Record<string, LinkObject[]> = {};
  for (const { rel, href, attributes } of links) {
    const isApi = rel.startsWith(API_REL) && rel.length > API_REL.length;
    const target = isApi ? compact : plain;
    const name = isApi ? `wp:${rel.slice(API_REL.length)}` : rel;
    (target[name] ??= []).push({ ...attributes, href });
  }
  const out: Record<string, LinkObject[]> = { ...plain };
  for (const [name, list] of Object.entries(compact)) {
    delete out[name];
    out[name] = list;
  }
  if (Object.keys(compact).length) out.curies = CURIES;
  return out;
}
