// The revisions controller's prepare_item_for_response() (which autosaves extend with preview_link):
// dates null while floating, text fields raw and rendered, a `parent` link.
import { createHash } from '../../platform/hash.js';
import { autosaveSchema, revisionSchema } from '../../catalogue/responses/post.js';
import type { PostRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { guidOf, itemRoute, permalinkOf } from '../content/permalinks.js';
import { renderedContent, renderedTitle } from '../content/rendered-fields.js';
import { responseFields } from '../content/response-fields.js';
import { theExcerpt } from '../content/text-filters.js';
import { isAutosave } from './revision-store.js';
import type { Scope } from './scope.js';

/** wp_create_nonce('post_preview_ID'): ten hex digits, deterministic here (user and post decide it). */
const previewNonce = (parent: number, user: number) => createHash('md5').update(`post_preview_${parent}|${user}|nonce`).digest('hex').slice(-12, -2);

/** get_preview_post_link(): the permalink with preview arguments (an autosave previews its parent). */
function previewLink(row: PostRecord, scope: Scope): string {
  const autosave = row.type === 'revision' && isAutosave(row);
  const target = autosave ? (scope.get(row.parent) ?? row) : row;
  const base = permalinkOf(scope.req.origin, target, scope.siteInfo);
  const args = autosave ? `preview_id=${row.parent}&preview_nonce=${previewNonce(row.parent, scope.user?.id ?? 0)}&preview=true` : 'preview=true';
  return `${base}${base.includes('?') ? '&' : '?'}${args}`;
}

export function revisionView(row: PostRecord, scope: Scope, context: string, autosave: boolean, links = true): Record<string, unknown> {
  const schema = autosave ? autosaveSchema : revisionSchema;
  const f = responseFields(scope.req, schema, context);
  const floating = row.date_gmt === null;
  const data: Record<string, unknown> = {};
  if (f('author')) data.author = row.author;
  if (f('date')) data.date = floating ? null : row.date;
  if (f('date_gmt')) data.date_gmt = row.date_gmt;
  if (f('id')) data.id = row.id;
  if (f('modified')) data.modified = row.modified;
  if (f('modified_gmt')) data.modified_gmt = row.modified_gmt;
  if (f('parent')) data.parent = row.parent;
  if (f('slug')) data.slug = row.slug;
  if (f('guid')) {
    const guid = guidOf(scope.req.origin, row);
    data.guid = { rendered: guid, raw: guid };
  }
  if (f('title')) data.title = { raw: row.title, rendered: renderedTitle(row) };
  if (f('content')) data.content = { raw: row.content, rendered: renderedContent(row) };
  if (f('excerpt')) data.excerpt = { raw: row.excerpt, rendered: theExcerpt(row.excerpt) };
  if (autosave && f('preview_link')) data.preview_link = previewLink(row, scope);
  const out = filterByContext(data, schema, context) as Record<string, unknown>;
  if (links && out.parent) {
    const parent = scope.get(row.parent) ?? { id: row.parent, type: scope.type.name };
    out._links = { parent: [{ href: restUrl(scope.req.origin, itemRoute(parent)) }] };
  }
  return out;
}
