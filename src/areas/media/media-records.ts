// How an attachment row is written: file names as sanitize_file_name()/wp_unique_filename() make them,
// slugs unique among all posts (wp_unique_post_slug for attachments), titles and texts from the request.
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';

/** sanitize_file_name(): special characters dropped, whitespace runs as `-`, no leading/trailing `.-_`. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .replace(/[?[\]/\\=<>:;,'"&$#*()|~`!{}%+’«»”“\u0000]/g, '')
    .replace(/[\r\n\t ]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.\-_]+|[.\-_]+$/g, '');
  return cleaned || 'unnamed-file';
}

/** wp_unique_filename() in an uploads folder: `name.ext`, else `name-1.ext`, `name-2.ext`... */
export function uniqueFilePath(s: Session, folder: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  const taken = (path: string) => s.get('files', path) !== undefined || Object.values(s.state.posts).some((p) => p.file === path);
  let path = `${folder}/${fileName}`;
  for (let n = 1; taken(path); n++) path = `${folder}/${base}-${n}${ext}`;
  return path;
}

/** wp_unique_post_slug() for an attachment: unique among every post of any type. */
export function uniqueAttachmentSlug(s: Session, wanted: string, selfId: number): string {
  const used = new Set<string>();
  for (const p of Object.values(s.state.posts)) if (p.id !== selfId) used.add(p.slug);
  const slug = wanted || String(selfId);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** A `title`/`caption`/`description` argument: a string or `{raw}`. */
export function rawText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { raw?: unknown }).raw === 'string') return (value as { raw: string }).raw;
  return undefined;
}

/** The attachment fields a create or update request sets (prepare_item_for_database). */
export function attachmentChanges(params: Record<string, unknown>): Partial<PostRecord> {
  const out: Partial<PostRecord> = {};
  const title = rawText(params.title);
  if (title !== undefined) out.title = title;
  const description = rawText(params.description);
  if (description !== undefined) out.content = description;
  const caption = rawText(params.caption);
  if (caption !== undefined) out.excerpt = caption;
  if (typeof params.slug === 'string') out.slug = sanitizeTitle(params.slug);
  if (params.status === 'private') out.status = 'private';
  else if (typeof params.status === 'string') out.status = 'inherit';
  if (typeof params.author === 'number') out.author = params.author;
  if (params.comment_status === 'open' || params.comment_status === 'closed') out.comment_status = params.comment_status;
  if (params.ping_status === 'open' || params.ping_status === 'closed') out.ping_status = params.ping_status;
  if (typeof params.template === 'string') out.template = params.template;
  if (typeof params.post === 'number') out.parent = params.post;
  return out;
}
