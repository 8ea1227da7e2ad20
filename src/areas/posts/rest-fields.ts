// What create_item()/update_item() set after wp_insert_post(): sticky, featured media, format,
// template, terms (unknown term IDs are skipped, as wp_set_object_terms() does) and meta.footnotes.
import type { PostRecord } from '../../store/types.js';
import { isPlainObject } from '../../wp/php-values.js';
import { POST_TAXONOMIES } from './post-types.js';
import type { Scope } from './scope.js';
import { isSet } from './request-values.js';

/** set_post_thumbnail(): only an image attachment can be featured; anything else leaves it unchanged. */
function featuredMediaOf(value: unknown, row: PostRecord, scope: Scope): number {
  const id = Number(value);
  if (!id) return 0;
  const media = scope.get(id);
  return media?.type === 'attachment' && String(media.mime_type ?? '').startsWith('image/') ? id : row.featured_media;
}

function termsOf(value: unknown, taxonomy: string, scope: Scope): number[] {
  const ids = Array.isArray(value) ? value.map(Number) : [];
  return [...new Set(ids.filter((id) => scope.term(id)?.taxonomy === taxonomy))];
}

/** The row with the REST-only fields applied; `creating` clears stickiness unless asked (stick_post / unstick_post). */
export function withRestFields(row: PostRecord, scope: Scope, creating: boolean): PostRecord {
  const p = scope.req.params;
  const out: PostRecord = { ...row };
  if (isSet(p.featured_media)) out.featured_media = featuredMediaOf(p.featured_media, row, scope);
  if (scope.type.postOnly) {
    if (typeof p.format === 'string' && p.format) out.format = p.format;
    for (const { field, taxonomy } of POST_TAXONOMIES) if (isSet(p[field])) out[field] = termsOf(p[field], taxonomy, scope);
  }
  // handle_template(): without theme templates a new post's template is always empty.
  if (isSet(p.template)) out.template = creating ? '' : String(p.template);
  if (isPlainObject(p.meta) && 'footnotes' in p.meta) out.meta = { ...out.meta, footnotes: p.meta.footnotes === null ? '' : String(p.meta.footnotes) };
  return out;
}

/** stick_post() / unstick_post() on the sticky_posts option. */
export function updateSticky(row: PostRecord, scope: Scope, creating: boolean): void {
  const p = scope.req.params;
  if (!scope.type.postOnly || (!creating && !isSet(p.sticky))) return;
  const want = Boolean(p.sticky);
  const list = [...scope.sticky];
  const has = list.includes(row.id);
  if (want === has) return;
  const next = want ? [...list, row.id] : list.filter((id) => id !== row.id);
  scope.session.put('options', 'sticky_posts', next);
}

/** _reset_front_page_settings_for_post(): a post leaves the sticky list when it is trashed or deleted. */
export function unstick(id: number, scope: Scope): void {
  if (scope.sticky.has(id))
    scope.session.put(
      'options',
      'sticky_posts',
      [...scope.sticky].filter((s) => s !== id),
    );
}
