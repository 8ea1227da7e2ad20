// What wp_insert_term() and wp_update_term() enforce: a name, no duplicate name under the same parent,
// slugs unique in the taxonomy (wp_unique_term_slug), names sanitized as the pre_term_name filters do.
import type { Session } from '../../store/session.js';
import type { TermRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { toInt } from '../../wp/php-values.js';
import type { Taxonomy } from './taxonomies.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';

/** _wp_specialchars() with ENT_NOQUOTES, as pre_term_name applies it: `&` (not already an entity), `<`, `>`. */
export const termNameForDb = (name: string): string =>
  name
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** WordPress returns this one without a status: the REST server answers 500. */
export const emptyName = () => new WpError('empty_term_name', 'A name is required for this term.', { status: 500 });

export function termExists(existingId: number, hierarchical: boolean): WpError {
  const message = hierarchical
    ? 'A term with the name provided already exists with this parent.'
    : 'A term with the name provided already exists in this taxonomy.';
  return new WpError('term_exists', message, { status: 400, term_id: existingId }, { additional_data: [existingId, existingId] });
}

const inTaxonomy = (s: Session, taxonomy: Taxonomy) => s.all('terms').filter((t) => t.taxonomy === taxonomy.name);

/** wp_unique_term_slug(): the slug, else with its parents' slugs appended, else with -2, -3... */
export function uniqueTermSlug(s: Session, taxonomy: Taxonomy, slug: string, parent: number, selfId = 0): string {
  const all = s.all('terms');
  const usedInTaxonomy = (x: string) => all.some((t) => t.taxonomy === taxonomy.name && t.slug === x && t.id !== selfId);
  const usedAnywhere = (x: string) => all.some((t) => t.slug === x && t.id !== selfId);
  if (!usedInTaxonomy(slug)) return slug;
  let candidate = slug;
  if (taxonomy.hierarchical) {
    for (let p = parent, guard = 0; p && guard < 100; guard++) {
      const up = s.get('terms', p);
      if (!up) break;
      candidate += `-${up.slug}`;
      if (!usedAnywhere(candidate)) return candidate;
      p = up.parent;
    }
  }
  if (!usedAnywhere(candidate)) return candidate;
  for (let n = 2; ; n++) if (!usedAnywhere(`${candidate}-${n}`)) return `${candidate}-${n}`;
}

/** Another term of the taxonomy that has this slug (get_term_by('slug')). */
export const duplicateSlug = (s: Session, taxonomy: Taxonomy, slug: string, selfId: number): TermRecord | undefined =>
  s.all('terms').find((t) => t.taxonomy === taxonomy.name && t.slug === slug && t.id !== selfId);

/** wp_insert_term()'s duplicate check: an equal name under the same parent (or a matching slug there). */
export function duplicateOf(s: Session, taxonomy: Taxonomy, name: string, slug: string, slugProvided: boolean, parent: number): WpError | null {
  const terms = inTaxonomy(s, taxonomy);
  const siblings = terms.filter((t) => t.parent === (taxonomy.hierarchical ? parent : t.parent));
  const nameMatch = siblings.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (!nameMatch) return null;
  const slugMatch = terms.find((t) => t.slug === slug);
  if (slugProvided && nameMatch.slug !== slug && !slugMatch) return null;
  if (!taxonomy.hierarchical) return termExists(nameMatch.id, false);
  if ((!slugProvided || nameMatch.slug === slug) && siblings.some((t) => t.name === name)) return termExists(nameMatch.id, true);
  if (slugMatch && siblings.some((t) => t.slug === slug)) return termExists(slugMatch.id, true);
  return null;
}

export interface TermInput {
  name?: string;
  slug?: string;
  description?: string;
  parent?: number;
}

/** The request's fields as prepare_item_for_database() reads them (name sanitized, parent resolved). */
export function termInput(params: Record<string, unknown>, s: Session, taxonomy: Taxonomy): TermInput {
  const input: TermInput = {};
  if (typeof params.name === 'string') input.name = termNameForDb(sanitizeTextField(params.name));
  if (typeof params.slug === 'string') input.slug = sanitizeTitle(params.slug);
  if (typeof params.description === 'string') input.description = params.description.trim();
  if (taxonomy.hierarchical && params.parent !== undefined && params.parent !== null) {
    const parent = s.get('terms', Number(params.parent));
    input.parent = parent && parent.taxonomy === taxonomy.name ? parent.id : 0;
  }
  return input;
}

/** create_item()/update_item(): a parent must be a term of this (hierarchical) taxonomy. */
export function checkParent(params: Record<string, unknown>, s: Session, taxonomy: Taxonomy): WpError | null {
  if (params.parent === undefined || params.parent === null) return null;
  if (!taxonomy.hierarchical) return new WpError('rest_taxonomy_not_hierarchical', 'Cannot set parent term, taxonomy is not hierarchical.', { status: 400 });
  const id = toInt(params.parent);
  const parent = s.get('terms', id);
  // get_term(0) is an error object, which passes WordPress's `! $parent` test.
  if (id !== 0 && (!parent || parent.taxonomy !== taxonomy.name)) return new WpError('rest_term_invalid', 'Parent term does not exist.', { status: 400 });
  return null;
}
