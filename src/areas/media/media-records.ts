// How an attachment row is written: slugs unique among all posts (wp_unique_post_slug for attachments), titles
// and texts from the request.
import type { Session } from '../../store/session.js';

// Other areas that store uploads name them the same way.
export { sanitizeFileName, uniqueFilePath } from './upload-file-names.js';

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
