// A term as the terms controller answers it (prepare_item_for_response): fields filtered by context,
// `_links` to itself, its collection, its taxonomy, its parent and the posts filtered by it.
import { categorySchema, tagSchema } from '../../catalogue/responses/term.js';
import type { TermRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { compactLinks, type Link } from '../../wp/response-links.js';
import { restQueryUrl } from '../../wp/url-encoding.js';
import { taxonomyNamed } from './taxonomies.js';

const NAMESPACE = '/cms/v2';

export const termRoute = (term: Pick<TermRecord, 'id' | 'taxonomy'>): string => `${NAMESPACE}/${taxonomyNamed(term.taxonomy)!.restBase}/${term.id}`;

/** get_term_link() with plain permalinks. */
export const termLink = (origin: string, term: TermRecord): string =>
  term.taxonomy === 'category' ? `${origin}/?cat=${term.id}` : `${origin}/?tag=${term.slug}`;

export interface TermViewOptions {
  origin: string;
  context: string;
  counts: ReadonlyMap<number, number>;
  /** The session's terms, to find the parent for the `up` link. */
  lookup: (id: number) => TermRecord | undefined;
  links?: boolean;
}

export function termView(term: TermRecord, o: TermViewOptions): Record<string, unknown> {
  const taxonomy = taxonomyNamed(term.taxonomy)!;
  const data: Record<string, unknown> = {
    id: term.id,
    count: o.counts.get(term.id) ?? 0,
    description: term.description,
    link: termLink(o.origin, term),
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
  };
  if (taxonomy.hierarchical) data.parent = term.parent;
  data.meta = [];
  const out = filterByContext(data, taxonomy.hierarchical ? categorySchema : tagSchema, o.context) as Record<string, unknown>;
  if (o.links === false) return out;
  const links: Link[] = [
    { rel: 'self', href: restUrl(o.origin, termRoute(term)) },
    { rel: 'collection', href: restUrl(o.origin, `${NAMESPACE}/${taxonomy.restBase}`) },
    { rel: 'about', href: restUrl(o.origin, `${NAMESPACE}/taxonomies/${taxonomy.name}`) },
  ];
  const parent = term.parent ? o.lookup(term.parent) : undefined;
  if (parent) links.push({ rel: 'up', href: restUrl(o.origin, termRoute(parent)), attributes: { embeddable: true } });
  for (const type of taxonomy.objectTypes) {
    links.push({ rel: 'https://api.w.org/post_type', href: restQueryUrl(o.origin, `${NAMESPACE}/${type}s`, [[taxonomy.postsFilter, term.id]]) });
  }
  out._links = compactLinks(links);
  return out;
}
