// `wp post list|get|create|update|delete`. Reads come from the session's posts; writes go through the
// cms/v2 routes (internal-request.ts), so they store what cms/v2 would (revisions, slugs, dates, checks).
import type { PostRecord } from '../../../store/types.js';
import { isWpError } from '../../../wp/errors.js';
import { permalinkOf, REST_BASES } from '../../content/permalinks.js';
import { formatItem, formatItems } from './cli-format.js';
import { failure, output, shown, type CliCommand, type CliEnv, type CliOutput, type Plan } from './cli-command.js';
import { callRoute } from './internal-request.js';
import { wpPostFields } from './wp-post-fields.js';

const LIST_FIELDS = ['ID', 'post_title', 'post_name', 'post_date', 'post_status'];
/** post_status=any: every status but those excluded from search (trash, auto-draft). */
const NOT_ANY = new Set(['trash', 'auto-draft']);
/** WP-CLI's post fields → the cms/v2 fields a create or update sends. */
const REST_FIELD: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  post_title: 'title',
  post_content: 'content',
  post_excerpt: 'excerpt',
  post_status: 'status',
  post_name: 'slug',
  post_author: 'author',
  post_parent: 'parent',
  menu_order: 'menu_order',
  post_password: 'password',
  post_date: 'date',
  post_date_gmt: 'date_gmt',
  comment_status: 'comment_status',
  ping_status: 'ping_status',
  post_category: 'categories',
});
/** Flags of the commands themselves, not post fields. */
const OWN_FLAGS = new Set(['post_type', 'porcelain', 'defer-term-counting', 'force']);
const WRITABLE_TYPES = ['post', 'page'];

const list = (v: string | boolean | undefined, d: string) =>
  String(v === undefined || v === true ? d : v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const errorText = (e: { message: string }) => e.message.replace(/<[^>]+>/g, '');

function postOf(env: CliEnv, id: string): PostRecord | CliOutput {
  const post = /^\d+$/.test(id) ? env.session.get('posts', Number(id)) : undefined;
  return post ?? failure(`Could not find the post with ID ${id}.`);
}

function orderOf(assoc: CliEnv['args']['assoc']): (a: PostRecord, b: PostRecord) => number {
  const by = String(assoc.orderby ?? 'date');
  const dir = String(assoc.order ?? 'DESC').toUpperCase() === 'ASC' ? 1 : -1;
  const key = (p: PostRecord): string | number => {
    switch (by) {
      case 'ID':
      case 'id':
        return p.id;
      case 'title':
        return p.title;
      case 'name':
        return p.slug;
      case 'modified':
        return p.modified;
      case 'menu_order':
        return p.menu_order;
      default:
        return p.date;
    }
  };
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * dir;
  };
}

const postList: CliCommand = {
  name: 'post list',
  synopsis: 'wp post list [--<field>=<value>] [--field=<field>] [--fields=<fields>] [--format=<format>]',
  tier: 'read',
  run: (env) => {
    const { assoc } = env.args;
    const types = list(assoc.post_type, 'post');
    const anyType = types.includes('any');
    const statuses = list(assoc.post_status, 'any');
    const anyStatus = statuses.includes('any');
    const include = assoc.post__in === undefined ? null : new Set(list(assoc.post__in, '').map(Number));
    const author = assoc.author === undefined ? null : Number(assoc.author);
    let posts = env.session
      .all('posts')
      .filter(
        (p) =>
          (anyType ? p.type !== 'revision' : types.includes(p.type)) &&
          (anyStatus ? !NOT_ANY.has(p.status) : statuses.includes(p.status)) &&
          (!include || include.has(p.id)) &&
          (author === null || p.author === author),
      );
    posts.sort(orderOf(assoc));
    const perPage = Number(assoc.posts_per_page ?? -1);
    if (perPage > 0) posts = posts.slice(0, perPage);
    const items = posts.map((p) => ({ ...wpPostFields(p, env.session, env.req.origin), url: permalinkOf(env.req.origin, p, env.site.scenario.site) }));
    return output(formatItems(items, assoc, LIST_FIELDS, 'post'));
  },
};

const postGet: CliCommand = {
  name: 'post get',
  synopsis: 'wp post get <id> [--field=<field>] [--fields=<fields>] [--format=<format>]',
  positionals: 1,
  tier: 'read',
  run: (env) => {
    const post = postOf(env, env.args.positional[0]!);
    if ('exit_code' in post) return post;
    return output(formatItem(wpPostFields(post, env.session, env.req.origin), env.args.assoc, 'post'));
  },
};

/** The --<field>=<value> flags as a cms/v2 body, or the fields WP-CLI knows that the mock does not write. */
function bodyOf(env: CliEnv): { body: Record<string, unknown>; ignored: string[] } {
  const body: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [flag, value] of Object.entries(env.args.assoc)) {
    if (OWN_FLAGS.has(flag)) continue;
    const field = REST_FIELD[flag];
    if (!field) ignored.push(flag);
    else body[field] = field === 'categories' ? list(value, '').map(Number) : value;
  }
  return { body, ignored };
}

const warnIgnored = (ignored: string[]) => (ignored.length ? `Warning: ignored field(s) the mock does not write: ${ignored.join(', ')}.` : '');

function writeResult(answer: unknown, done: (data: { id: number }) => string, ignored: string[]): CliOutput {
  if (isWpError(answer)) return failure(errorText(answer));
  return output(done(answer as { id: number }), warnIgnored(ignored));
}

const postCreate: CliCommand = {
  name: 'post create',
  synopsis: 'wp post create [--post_type=<type>] [--<field>=<value>] [--porcelain]',
  tier: 'write',
  plan: (env) => {
    const type = String(env.args.assoc.post_type ?? 'post');
    if (!WRITABLE_TYPES.includes(type)) return failure(`The mock's CLI creates posts and pages; post_type '${type}' is not supported.`);
    const { body, ignored } = bodyOf(env);
    const fields = Object.entries(env.args.assoc)
      .filter(([f]) => REST_FIELD[f])
      .map(([f, v]) => `${f}=${shown(v)}`);
    return {
      would: `Would create a ${type}${fields.length ? ` with ${fields.join(', ')}` : ''}`,
      changes: { [`new ${type}`]: body },
      apply: async () =>
        writeResult(
          await callRoute(env.site, env.req, 'POST', `/cms/v2/${REST_BASES[type]}`, body),
          ({ id }) => (env.args.assoc.porcelain ? String(id) : `Success: Created post ${id}.`),
          ignored,
        ),
    };
  },
};

const postUpdate: CliCommand = {
  name: 'post update',
  synopsis: 'wp post update <id>... [--<field>=<value>]',
  positionals: 1,
  tier: 'write',
  plan: (env) => {
    const posts: PostRecord[] = [];
    for (const id of env.args.positional) {
      const post = postOf(env, id);
      if ('exit_code' in post) return post;
      if (!WRITABLE_TYPES.includes(post.type)) return failure(`Post ${post.id} is a ${post.type}; the mock's CLI updates posts and pages.`);
      posts.push(post);
    }
    const { body, ignored } = bodyOf(env);
    if (!Object.keys(body).length) return failure('Need some fields to update.');
    const changes: Record<string, unknown> = {};
    const said: string[] = [];
    for (const post of posts) {
      const fields = wpPostFields(post, env.session, env.req.origin);
      const diff = Object.fromEntries(
        Object.entries(env.args.assoc)
          .filter(([f]) => REST_FIELD[f])
          .map(([f, v]) => [f, { from: fields[f], to: v }]),
      );
      changes[`post ${post.id}`] = diff;
      said.push(
        `post ${post.id} (${shown(post.title)}): ${Object.entries(diff)
          .map(([f, d]) => `${f} ${shown(d.from)} → ${shown(d.to)}`)
          .join(', ')}`,
      );
    }
    return {
      would: `Would update ${said.join('; ')}`,
      changes,
      apply: async () => {
        const lines: string[] = [];
        for (const post of posts) {
          const answer = await callRoute(env.site, env.req, 'POST', `/cms/v2/${REST_BASES[post.type]}/${post.id}`, body);
          if (isWpError(answer)) return { exit_code: 1, stdout: lines.join('\n'), stderr: `Error: ${errorText(answer)}` };
          lines.push(`Success: Updated post ${post.id}.`);
        }
        return output(lines.join('\n'), warnIgnored(ignored));
      },
    };
  },
};

/** A trashed post (or any with --force) is deleted for good, as wp_delete_post() does. */
const permanent = (env: CliEnv, post: PostRecord) => env.args.assoc.force === true || post.status === 'trash';

const postDelete: CliCommand = {
  name: 'post delete',
  synopsis: 'wp post delete <id>... [--force]',
  positionals: 1,
  tier: 'write',
  destructive: (env) => env.args.assoc.force === true || env.args.positional.some((id) => env.session.get('posts', Number(id))?.status === 'trash'),
  plan: (env): Plan | CliOutput => {
    const posts: PostRecord[] = [];
    for (const id of env.args.positional) {
      const post = postOf(env, id);
      if ('exit_code' in post) return post;
      if (!WRITABLE_TYPES.includes(post.type)) return failure(`Post ${post.id} is a ${post.type}; the mock's CLI deletes posts and pages.`);
      posts.push(post);
    }
    const said = posts.map((p) =>
      permanent(env, p) ? `permanently delete post ${p.id} (${shown(p.title)}) with its revisions` : `move post ${p.id} (${shown(p.title)}) to the trash`,
    );
    return {
      would: `Would ${said.join('; ')}`,
      changes: Object.fromEntries(posts.map((p) => [`post ${p.id}`, { from: p.status, to: permanent(env, p) ? 'deleted' : 'trash' }])),
      apply: async () => {
        const lines: string[] = [];
        for (const post of posts) {
          const force = permanent(env, post);
          const answer = await callRoute(env.site, env.req, 'DELETE', `/cms/v2/${REST_BASES[post.type]}/${post.id}`, { force });
          if (isWpError(answer)) return { exit_code: 1, stdout: lines.join('\n'), stderr: `Error: ${errorText(answer)}` };
          lines.push(`Success: ${force ? 'Deleted' : 'Trashed'} post ${post.id}.`);
        }
        return output(lines.join('\n'));
      },
    };
  },
};

export const POST_COMMANDS: readonly CliCommand[] = [postList, postGet, postCreate, postUpdate, postDelete];
