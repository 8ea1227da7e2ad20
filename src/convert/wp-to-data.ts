// WordPress REST JSON (view or edit context) as the records of a scenario's `data` section and its users:
// raw text where the answer has it (edit context), else the rendered text, made to render as recorded; dates
// as GMT without a zone, as the seed reads them. A record that cannot be one (no title, an unknown status)
// gives undefined.
import { theExcerpt, trimExcerpt } from '../areas/content/text-filters.js';
import { REDACTED } from '../cassette/redact.js';
import type { CommentData, MediaData, PostData, TermData } from '../model/data.js';
import type { UserFile } from '../scenario/defaults.js';
import type { Item } from './recorded-items.js';

const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'];
const FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'];
const COMMENT_STATUSES = ['approved', 'hold', 'spam', 'trash'] as const;

const isObject = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const nonEmpty = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown): number | undefined => (Number.isInteger(v) ? (v as number) : undefined);
const positive = (v: unknown): number | undefined => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined);
const ids = (v: unknown): number[] | undefined => (Array.isArray(v) && v.every((x) => Number.isInteger(x)) ? (v as number[]) : undefined);
const oneOf = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(v as T) ? (v as T) : undefined);

/** `{raw, rendered}`: raw when the answer had it (edit context), else rendered; a plain string as it is. */
export function textOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (!isObject(v)) return undefined;
  return str(v.raw) ?? str(v.rendered);
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)/;

/** `date_gmt`, or `date` moved back by the site's offset; `YYYY-MM-DDTHH:MM:SS`. */
export function gmtDateOf(item: Item, offsetHours: number): string | undefined {
  const gmt = str(item.date_gmt)?.match(DATE);
  if (gmt) return `${gmt[1]}-${gmt[2]}-${gmt[3]}T${gmt[4]}:${gmt[5]}:${gmt[6]}`;
  const local = str(item.date)?.match(DATE);
  if (!local) return undefined;
  const ms = Date.UTC(+local[1]!, +local[2]! - 1, +local[3]!, +local[4]!, +local[5]!, +local[6]!) - offsetHours * 3600_000;
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Keys whose value is undefined are left out, so the YAML holds only what was recorded. */
function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

/** Meta worth keeping: a mapping with at least one value that is not empty. */
function metaOf(v: unknown): Record<string, unknown> | undefined {
  if (!isObject(v)) return undefined;
  const empty = (x: unknown) => x === '' || x === null || (Array.isArray(x) && !x.length);
  return Object.values(v).some((x) => !empty(x)) ? v : undefined;
}

/**
 * View context has only the rendered content: kept inside a Custom HTML block, which the fake (as WordPress)
 * renders as it stands, without adding paragraphs or line breaks again.
 */
function contentOf(v: unknown): string | undefined {
  if (!isObject(v)) return str(v);
  if (typeof v.raw === 'string') return v.raw;
  const rendered = str(v.rendered);
  return rendered ? `<!-- wp:html -->${rendered}<!-- /wp:html -->` : rendered;
}

/** The written excerpt; from view context, the rendered one unless the fake would make the same from the content. */
function excerptOf(v: unknown, content: string | undefined): string | undefined {
  if (!isObject(v)) return nonEmpty(v);
  if (typeof v.raw === 'string') return nonEmpty(v.raw);
  const rendered = nonEmpty(v.rendered);
  if (!rendered || theExcerpt(trimExcerpt('', content ?? '')) === rendered) return undefined;
  const inner = /^<p>([\s\S]*)<\/p>\n$/.exec(rendered)?.[1];
  return inner !== undefined && theExcerpt(inner) === rendered ? inner : rendered;
}

/** A protected post whose password the cassette does not hold (redacted, or view context) keeps the marker. */
function passwordOf(item: Item): string | undefined {
  const given = nonEmpty(item.password);
  if (given) return given;
  return [item.content, item.excerpt].some((f) => isObject(f) && f.protected === true) ? REDACTED : undefined;
}

export function toPost(item: Item, type: 'post' | 'page', offsetHours: number): PostData | undefined {
  const title = textOf(item.title);
  const status = item.status === undefined ? undefined : oneOf(item.status, POST_STATUSES);
  if (title === undefined || (item.status !== undefined && !status)) return undefined;
  const content = contentOf(item.content);
  const post: PostData = {
    id: int(item.id),
    title,
    content,
    excerpt: excerptOf(item.excerpt, content),
    status,
    date: gmtDateOf(item, offsetHours),
    author: int(item.author),
    slug: nonEmpty(item.slug),
    password: passwordOf(item),
    featured_media: positive(item.featured_media),
    comment_status: oneOf(item.comment_status, ['open', 'closed'] as const),
    ping_status: oneOf(item.ping_status, ['open', 'closed'] as const),
    template: nonEmpty(item.template),
    meta: metaOf(item.meta),
  };
  if (type === 'post') {
    Object.assign(post, {
      format: oneOf(item.format, FORMATS),
      sticky: item.sticky === true ? true : undefined,
      categories: ids(item.categories),
      tags: ids(item.tags),
    });
  } else {
    Object.assign(post, { parent: positive(item.parent), menu_order: int(item.menu_order) });
  }
  return defined(post);
}

/** The file under uploads: media_details.file, else what follows `/uploads/` in source_url, else its last segment. */
function uploadsFile(item: Item): string | undefined {
  const details = isObject(item.media_details) ? nonEmpty(item.media_details.file) : undefined;
  if (details) return details;
  const url = str(item.source_url) ?? '';
  const at = url.indexOf('/uploads/');
  const file = at >= 0 ? url.slice(at + 9) : url.slice(url.lastIndexOf('/') + 1);
  return nonEmpty(file.split(/[?#]/)[0]);
}

/** A view-context description starts with the markup WordPress puts before it (prepend_attachment). */
function descriptionOf(v: unknown): string | undefined {
  if (isObject(v) && typeof v.raw === 'string') return nonEmpty(v.raw);
  const rendered = textOf(v);
  return nonEmpty(rendered?.replace(/^<p class="attachment">[\s\S]*?<\/p>\n?/, ''));
}

export function toMedia(item: Item, offsetHours: number): MediaData | undefined {
  const title = textOf(item.title);
  const file = uploadsFile(item);
  if (title === undefined || !file) return undefined;
  const details = isObject(item.media_details) ? item.media_details : {};
  return defined<MediaData>({
    id: int(item.id),
    title,
    file,
    mime_type: nonEmpty(item.mime_type),
    width: positive(details.width),
    height: positive(details.height),
    alt_text: nonEmpty(item.alt_text),
    caption: nonEmpty(textOf(item.caption)),
    description: descriptionOf(item.description),
    post: positive(item.post),
    author: int(item.author),
    date: gmtDateOf(item, offsetHours),
  });
}

export function toTerm(item: Item): TermData | undefined {
  const name = str(item.name);
  if (name === undefined) return undefined;
  return defined<TermData>({ id: int(item.id), name, slug: nonEmpty(item.slug), description: nonEmpty(item.description), parent: positive(item.parent) });
}

/** A user: edit context gives username, email and roles; view context only the slug, so it is the username. */
export function toUser(item: Item): UserFile | undefined {
  const id = positive(item.id);
  if (id === undefined) return undefined;
  const roles = Array.isArray(item.roles) && item.roles.every((r) => typeof r === 'string') && item.roles.length ? (item.roles as string[]) : undefined;
  return defined<UserFile>({
    id,
    username: nonEmpty(item.username) ?? nonEmpty(item.slug) ?? `user-${id}`,
    name: nonEmpty(item.name),
    email: nonEmpty(item.email),
    roles,
  });
}

export function toComment(item: Item, offsetHours: number): CommentData | undefined {
  const post = int(item.post);
  const content = textOf(item.content);
  if (post === undefined || content === undefined) return undefined;
  return defined<CommentData>({
    id: int(item.id),
    post,
    author: positive(item.author),
    author_name: nonEmpty(item.author_name),
    author_email: nonEmpty(item.author_email),
    content,
    date: gmtDateOf(item, offsetHours),
    parent: positive(item.parent),
    status: oneOf(item.status, COMMENT_STATUSES),
  });
}
