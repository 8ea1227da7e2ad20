// `orderby=include` and `orderby=include_slugs`: the order the client listed ids or slugs in.
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';

type Compare<T> = (a: T, b: T) => number;

export function includeOrder<T extends { id: number }>(include: unknown): Compare<T> {
  const order = Array.isArray(include) ? include.map(Number) : [];
  return (a, b) => order.indexOf(a.id) - order.indexOf(b.id);
}

export function slugOrder<T extends { slug: string }>(slugs: unknown): Compare<T> {
  const order = (Array.isArray(slugs) ? slugs : []).map((s) => sanitizeTitle(String(s)));
  return (a, b) => order.indexOf(a.slug) - order.indexOf(b.slug);
}
