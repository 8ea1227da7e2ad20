// prepare_item_for_database(): what a create, update or autosave request asks to change, checked the
// way the posts controller checks it (status rights, dates, author, password/sticky, parent, template).
import type { PostRecord } from '../../store/types.js';
import { protocolErrors, WpError } from '../../wp/errors.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { requiredCode } from '../../wp/permission.js';
import { isPlainObject } from '../../wp/php-values.js';
import { can, capsOf } from '../content/capabilities.js';
import { dateWithGmt } from '../content/post-dates.js';
import type { Scope } from './scope.js';
import { isEmpty, isSet } from './request-values.js';

export interface PostInput {
  title?: string;
  content?: string;
  excerpt?: string;
  status?: string;
  /** An explicit new date ([local, gmt]): edit_date. */
  date?: [string, string];
  /** `date` or `date_gmt` sent as null: back to a floating date. */
  resetDate?: boolean;
  slug?: string;
  author?: number;
  password?: string;
  parent?: number;
  menu_order?: number;
  comment_status?: 'open' | 'closed';
  ping_status?: 'open' | 'closed';
}

/** title/content/excerpt: a string, or {raw} (an empty raw title is ignored, as WordPress does). */
function textOf(value: unknown, emptyRawIgnored: boolean): string | undefined {
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.raw === 'string' && (!emptyRawIgnored || value.raw !== '')) return value.raw;
  return undefined;
}

const fieldError = (message: string) => new WpError('rest_invalid_field', message, { status: 400 });

/** handle_status_param(): publishing (and private) needs publish rights; unknown statuses become drafts. */
function statusOf(status: string, scope: Scope): string | WpError {
  const caps = capsOf(scope.type.name);
  if ((status === 'private' || status === 'publish' || status === 'future') && !can(scope.user, caps.publish_posts)) {
    const what = status === 'private' ? 'create private posts' : 'publish posts';
    return new WpError('rest_cannot_publish', `Sorry, you are not allowed to ${what} in this post type.`, { status: requiredCode(scope.user) });
  }
  return status;
}

function dateOf(p: Record<string, unknown>, existing: PostRecord | undefined, scope: Scope): Pick<PostInput, 'date' | 'resetDate'> {
  const out: Pick<PostInput, 'date' | 'resetDate'> = {};
  if (!isEmpty(p.date)) {
    const d = dateWithGmt(String(p.date), false, scope.offsetHours);
    if (d && existing?.date !== d[0]) out.date = d;
  } else if (!isEmpty(p.date_gmt)) {
    const d = dateWithGmt(String(p.date_gmt), true, scope.offsetHours);
    if (d && existing?.date_gmt !== d[1]) out.date = d;
  }
  if (('date_gmt' in p && p.date_gmt === null) || ('date' in p && p.date === null)) out.resetDate = true;
  return out;
}

/** check_template(): no theme templates exist here, so only the post's current template (or none) passes. */
function templateError(p: Record<string, unknown>, existing: PostRecord | undefined): WpError | null {
  if (isEmpty(p.template) || p.template === (existing?.template ?? '')) return null;
  const message = 'template is not one of .';
  return protocolErrors.invalidParams({ template: message }, { template: { code: 'rest_invalid_param', message, data: null } });
}

function checkPasswordAndSticky(p: Record<string, unknown>, existing: PostRecord | undefined, scope: Scope): WpError | null {
  if (!scope.type.postOnly) return null;
  if (typeof p.password === 'string' && p.password !== '') {
    if (!isEmpty(p.sticky)) return fieldError('A post can not be sticky and have a password.');
    if (existing && scope.sticky.has(existing.id)) return fieldError('A sticky post can not be password protected.');
  }
  if (!isEmpty(p.sticky) && existing && existing.password !== '') return fieldError('A password protected post can not be set to sticky.');
  return null;
}

export function postInput(scope: Scope, existing?: PostRecord): PostInput | WpError {
  const p = scope.req.params;
  const input: PostInput = {};
  const template = templateError(p, existing);
  if (template) return template;
  const title = textOf(p.title, true);
  if (title !== undefined) input.title = title;
  const content = textOf(p.content, false);
  if (content !== undefined) input.content = content;
  const excerpt = textOf(p.excerpt, false);
  if (excerpt !== undefined) input.excerpt = excerpt;
  if (isSet(p.status) && p.status !== existing?.status) {
    const status = statusOf(String(p.status), scope);
    if (status instanceof WpError) return status;
    input.status = status;
  }
  Object.assign(input, dateOf(p, existing, scope));
  if (isSet(p.slug)) input.slug = sanitizeTitle(String(p.slug));
  if (!isEmpty(p.author)) {
    const author = Number(p.author);
    if (author !== scope.user?.id && !scope.session.get('users', author)) return new WpError('rest_invalid_author', 'Invalid author ID.', { status: 400 });
    input.author = author;
  }
  if (typeof p.password === 'string') input.password = p.password;
  const conflict = checkPasswordAndSticky(p, existing, scope);
  if (conflict) return conflict;
  if (scope.type.pageAttributes && isSet(p.parent)) {
    const parent = Number(p.parent);
    if (parent !== 0 && !scope.get(parent)) return new WpError('rest_post_invalid_id', 'Invalid post parent ID.', { status: 400 });
    input.parent = parent;
  }
  if (scope.type.pageAttributes && isSet(p.menu_order)) input.menu_order = Number(p.menu_order);
  if (!isEmpty(p.comment_status)) input.comment_status = p.comment_status as 'open' | 'closed';
  if (!isEmpty(p.ping_status)) input.ping_status = p.ping_status as 'open' | 'closed';
  return input;
}
