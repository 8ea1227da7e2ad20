// GET /cms/v2/comments (WP_Comment_Query with the controller's arguments) and /cms/v2/comments/{id}, with `_embed`;
// the behaviour names of every comments route.
import type { Behaviour, Handler } from '../../dispatch/types.js';
import type { CommentRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { pageWindow, paginate } from '../../wp/page-window.js';
import { embedLinks } from '../../dispatch/embed.js';
import { canReadComment, commentOf, permitCommentGet, permitCommentList } from './comment-access.js';
import { commentView } from './comment-view.js';
import { createComment, deleteComment, updateComment } from './comment-write-handlers.js';
import { permitCommentCreate, permitCommentDelete, permitCommentUpdate } from './comment-write-access.js';

const STATUS_QUERY: Record<string, CommentRecord['status'] | 'all'> = {
  approve: 'approved',
  approved: 'approved',
  hold: 'hold',
  spam: 'spam',
  trash: 'trash',
  all: 'all',
};
const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);

function comparator(orderby: string, include: number[]): (a: CommentRecord, b: CommentRecord) => number {
  switch (orderby) {
    case 'id':
      return (a, b) => a.id - b.id;
    case 'post':
      return (a, b) => a.post - b.post || a.id - b.id;
    case 'parent':
      return (a, b) => a.parent - b.parent || a.id - b.id;
    case 'include':
      return (a, b) => include.indexOf(a.id) - include.indexOf(b.id);
    case 'date':
      return (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
    case 'type':
      return (a, b) => a.id - b.id;
    default:
      return (a, b) => (a.date_gmt < b.date_gmt ? -1 : a.date_gmt > b.date_gmt ? 1 : a.id - b.id);
  }
}

const listComments: Handler = async (req, ctx) => {
  const s = ctx.session;
  const p = req.params;
  const status = STATUS_QUERY[String(p.status ?? 'approve')] ?? String(p.status);
  let list = s.all('comments');
  if (p.type !== 'comment' && p.type !== 'comments') list = [];
  if (status === 'all') list = list.filter((c) => c.status === 'approved' || c.status === 'hold');
  else list = list.filter((c) => c.status === status);
  const only = (key: 'post' | 'parent' | 'author' | 'id', values: number[]) => {
    if (values.length) list = list.filter((c) => values.includes(c[key]));
  };
  const not = (key: 'parent' | 'author' | 'id', values: number[]) => {
    if (values.length) list = list.filter((c) => !values.includes(c[key]));
  };
  only('post', ids(p.post));
  only('parent', ids(p.parent));
  only('author', ids(p.author));
  only('id', ids(p.include));
  not('parent', ids(p.parent_exclude));
  not('author', ids(p.author_exclude));
  not('id', ids(p.exclude));
  if (typeof p.author_email === 'string' && p.author_email) list = list.filter((c) => c.author_email.toLowerCase() === String(p.author_email).toLowerCase());
  if (typeof p.after === 'string') list = list.filter((c) => c.date > String(p.after).slice(0, 19));
  if (typeof p.before === 'string') list = list.filter((c) => c.date < String(p.before).slice(0, 19));
  const search = typeof p.search === 'string' ? p.search.toLowerCase() : '';
  if (search) list = list.filter((c) => [c.author_name, c.author_email, c.content].some((f) => f.toLowerCase().includes(search)));
  list.sort(comparator(String(p.orderby ?? 'date_gmt'), ids(p.include)));
  if (p.order !== 'asc' && p.orderby !== 'include') list.reverse();
  const { page, headers } = paginate(req, list, pageWindow(p));
  const context = String(p.context ?? 'view');
  const all = s.all('comments');
  const data = page
    .filter((c) => canReadComment(c, s.get('posts', c.post), req))
    .map((c) => commentView(c, { origin: req.origin, context, post: s.get('posts', c.post), hasChildren: all.some((x) => x.parent === c.id) }));
  return { data: await embedLinks(data, req, ctx.site), headers };
};

const getComment: Handler = async (req, ctx) => {
  const c = commentOf(req, ctx);
  if (c instanceof WpError) return c;
  const s = ctx.session;
  const view = commentView(c, {
    origin: req.origin,
    context: String(req.params.context ?? 'view'),
    post: s.get('posts', c.post),
    hasChildren: s.all('comments').some((x) => x.parent === c.id),
  });
  return { data: await embedLinks(view, req, ctx.site) };
};

export const commentBehaviours: Readonly<Record<string, Behaviour>> = {
  'comments-list': { handle: listComments, permit: permitCommentList },
  'comment-create': { handle: createComment, permit: permitCommentCreate },
  'comment-get': { handle: getComment, permit: permitCommentGet },
  'comment-update': { handle: updateComment, permit: permitCommentUpdate },
  'comment-delete': { handle: deleteComment, permit: permitCommentDelete },
};
