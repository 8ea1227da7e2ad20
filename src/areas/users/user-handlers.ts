// GET /cms/v2/users, /cms/v2/users/{id} and /cms/v2/users/me.
import type { Handler } from '../../dispatch/types.js';
import type { UserRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { pageWindow, paginate } from '../../wp/page-window.js';
import { AUTHOR_TYPES, can, canEditUser, publishedAuthors, userOf } from './user-access.js';
import { userView } from './user-view.js';
import { includeOrder, slugOrder } from '../collection/given-order.js';
import { userFromRecord } from './session-logins.js';

const text = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

function comparator(orderby: string, params: Record<string, unknown>): (a: UserRecord, b: UserRecord) => number {
  switch (orderby) {
    case 'id':
      return (a, b) => a.id - b.id;
    case 'registered_date':
      return (a, b) => text(a.registered_date, b.registered_date) || a.id - b.id;
    case 'slug':
      return (a, b) => text(a.slug, b.slug) || a.id - b.id;
    case 'email':
      return (a, b) => text(a.email, b.email) || a.id - b.id;
    case 'url':
      return (a, b) => text(a.url, b.url) || a.id - b.id;
    case 'include':
      return includeOrder(params.include);
    case 'include_slugs':
      return slugOrder(params.slug);
    default:
      return (a, b) => text(a.name, b.name) || a.id - b.id;
  }
}

export const listUsers: Handler = (req, ctx) => {
  const s = ctx.session;
  const p = req.params;
  const viewer = req.user;
  const listAll = can(viewer, 'list_users');
  let users = s.all('users');
  if (p.who === 'authors') users = users.filter((u) => u.roles.some((r) => r !== 'subscriber' && r !== 'customer'));
  else if (!listAll) {
    const authors = publishedAuthors(s, AUTHOR_TYPES);
    users = users.filter((u) => authors.has(u.id));
  }
  const hasPublished = p.has_published_posts;
  if (hasPublished === true || (Array.isArray(hasPublished) && hasPublished.length)) {
    const authors = publishedAuthors(s, hasPublished === true ? AUTHOR_TYPES : (hasPublished as string[]));
    users = users.filter((u) => authors.has(u.id));
  }
  const include = (p.include as number[] | undefined) ?? [];
  if (include.length) users = users.filter((u) => include.includes(u.id));
  const exclude = (p.exclude as number[] | undefined) ?? [];
  if (exclude.length) users = users.filter((u) => !exclude.includes(u.id));
  const slugs = (p.slug as string[] | undefined) ?? [];
  if (slugs.length) users = users.filter((u) => slugs.includes(u.slug));
  const roles = (p.roles as string[] | undefined) ?? [];
  if (roles.length) users = users.filter((u) => u.roles.some((r) => roles.includes(r)));
  const caps = (p.capabilities as string[] | undefined) ?? [];
  if (caps.length) users = users.filter((u) => caps.some((c) => userFromRecord(u).capabilities.has(c) || u.roles.includes(c)));
  const search = typeof p.search === 'string' ? p.search.replace(/^\*|\*$/g, '').toLowerCase() : '';
  if (search) {
    const fields = (u: UserRecord) => (listAll ? [String(u.id), u.username, u.slug, u.name, u.email, u.url] : [String(u.id), u.username, u.slug, u.name]);
    users = users.filter((u) => fields(u).some((f) => f.toLowerCase().includes(search)));
  }
  const context = String(p.context ?? 'view');
  if (context === 'edit') users = users.filter((u) => canEditUser(viewer, u.id));
  users.sort(comparator(String(p.orderby ?? 'name'), p));
  if (p.order === 'desc' && p.orderby !== 'include' && p.orderby !== 'include_slugs') users.reverse();
  const { page, headers } = paginate(req, users, pageWindow(p));
  return { data: page.map((u) => userView(u, req.origin, context)), headers };
};

export const getUser: Handler = (req, ctx) => {
  const user = userOf(req, ctx);
  return user instanceof WpError ? user : { data: userView(user, req.origin, String(req.params.context ?? 'view')) };
};

/** get_current_item(): open to anyone, 401 rest_not_logged_in without a login. */
export const getMe: Handler = (req, ctx) => {
  if (!req.user) return new WpError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 });
  const user = userOf(req, ctx, req.user.id);
  return user instanceof WpError ? user : { data: userView(user, req.origin, String(req.params.context ?? 'view')) };
};
