// The content parts of the site's HTML pages (src/http/site-pages.ts): which published post or page an address
// shows, a single post or page, and the home page's latest posts, from the session's current state.
import { itemRoute, permalinkOf } from './permalinks.js';
import { renderedContent, renderedExcerpt, renderedTitle } from './rendered-fields.js';
import { matchedIds } from '../posts/list-cache.js';
import type { Site } from '../../dispatch/types.js';
import type { SiteInfo } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { restUrl } from '../../wp/links.js';

/** What a themed page is made of (the <title> text and the main part are HTML). */
export interface PageParts {
  title: string;
  head?: string;
  bodyClass: string;
  main: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const isPublished = (p: PostRecord | undefined): p is PostRecord => p !== undefined && (p.type === 'post' || p.type === 'page') && p.status === 'publish';

/** The published page at a page path (`about/team`): each segment a child of the one before. */
function pageAtPath(session: Session, segments: string[]): PostRecord | undefined {
  let parent = 0;
  let found: PostRecord | undefined;
  for (const slug of segments) {
    found = [...session.lookup('posts', 'slug', slug)].find((p) => p.type === 'page' && p.parent === parent && isPublished(p));
    if (!found) return undefined;
    parent = found.id;
  }
  return found;
}

const postBySlug = (session: Session, slug: string) => [...session.lookup('posts', 'slug', slug)].find((p) => p.type === 'post' && isPublished(p));

/**
 * The published post or page an address shows: by `?p=`, `?page_id=`, `?name=`, `?pagename=` on the home address
 * (`query`), or by a slug or page path (`path`). null: the home page's post list; 'none': nothing (404).
 */
export function findPublished(session: Session, site: SiteInfo, query: URLSearchParams | null, path: string): PostRecord | null | 'none' {
  if (query) {
    // WordPress reads these as integers: 0 (or nothing numeric) selects nothing.
    const id = parseInt(query.get('p') ?? query.get('page_id') ?? '', 10);
    if (id > 0) return isPublished(session.get('posts', id)) ? session.get('posts', id)! : 'none';
    const name = query.get('name');
    if (name !== null) return postBySlug(session, name) ?? 'none';
    const pagename = query.get('pagename');
    if (pagename !== null) return pageAtPath(session, pagename.split('/').filter(Boolean)) ?? 'none';
    if (site.show_on_front === 'page' && site.page_on_front)
      return isPublished(session.get('posts', site.page_on_front)) ? session.get('posts', site.page_on_front)! : null;
    return null;
  }
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return 'none';
  }
  if (!segments.length) return 'none';
  return pageAtPath(session, segments) ?? (segments.length === 1 ? postBySlug(session, segments[0]!) : undefined) ?? 'none';
}

function offsetText(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(hours) * 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `<time>` as the_date() writes it: `January 15, 2026`, with the ISO date (get_the_date('c')). */
function dateTag(post: PostRecord, session: Session): string {
  const [y, m, d] = post.date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `<time class="entry-date published" datetime="${post.date}${offsetText(session.clock.offsetHours)}">${MONTHS[m - 1]} ${d}, ${y}</time>`;
}

/** get_the_password_form(). */
const passwordForm = (origin: string, id: number) =>
  `<form action="${origin}/wp-login.php?action=postpass" class="post-password-form" method="post">\n` +
  '<p>This content is password protected. To view it please enter your password below:</p>\n' +
  `<p><label for="pwbox-${id}">Password: <input name="post_password" id="pwbox-${id}" type="password" spellcheck="false" size="20" /></label> <input type="submit" name="Submit" value="Enter" /></p>\n</form>`;

const articleClass = (post: PostRecord) => `post-${post.id} ${post.type} type-${post.type} status-${post.status} hentry`;

/** The discovery links a single post's <head> carries: REST item, canonical, oEmbed (JSON and XML). */
function singleHead(origin: string, post: PostRecord, link: string): string {
  // esc_url() writes `&` as `&#038;`.
  const embed = (format: string) =>
    restUrl(origin, '/oembed/1.0/embed', `url=${encodeURIComponent(link)}${format === 'xml' ? '&format=xml' : ''}`).replace(/&/g, '&#038;');
  return (
    `<link rel="alternate" title="JSON" type="application/json" href="${restUrl(origin, itemRoute(post))}">\n` +
    `<link rel="canonical" href="${link}">\n` +
    `<link rel="alternate" title="oEmbed (JSON)" type="application/json+oembed" href="${embed('json')}">\n` +
    `<link rel="alternate" title="oEmbed (XML)" type="text/xml+oembed" href="${embed('xml')}">\n`
  );
}

export function singleMain(site: Site, session: Session, origin: string, post: PostRecord): PageParts {
  const link = permalinkOf(origin, post, site.scenario.site);
  const title = renderedTitle(post);
  const author = session.get('users', post.author)?.name;
  const meta =
    post.type === 'post'
      ? `<div class="entry-meta">${dateTag(post, session)}${author ? ` by <span class="author">${escapeHtml(author)}</span>` : ''}</div>`
      : '';
  const content = post.password ? passwordForm(origin, post.id) : renderedContent(post);
  const bodyClass =
    post.type === 'page'
      ? `page-template-default page page-id-${post.id}`
      : `post-template-default single single-post postid-${post.id} single-format-${post.format || 'standard'}`;
  return {
    title: `${post.password ? `Protected: ${title}` : title} &#8211; ${escapeHtml(site.scenario.site.name)}`,
    head: singleHead(origin, post, link),
    bodyClass,
    main:
      `<article id="post-${post.id}" class="${articleClass(post)}">\n<header class="entry-header"><h1 class="entry-title">${title}</h1>${meta}</header>\n` +
      `<div class="entry-content">\n${content}\n</div>\n</article>`,
  };
}

/** The blog home: the latest published posts (sticky ones first), posts_per_page of them (default 10). */
export function homeMain(site: Site, session: Session, origin: string): PageParts {
  const { name, description } = site.scenario.site;
  const sticky = new Set((Array.isArray(session.state.options.sticky_posts) ? session.state.options.sticky_posts : []).map(Number));
  const perPage = Number(session.state.options.posts_per_page ?? 10) || 10;
  const byDate = (a: PostRecord, b: PostRecord) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id);
  const ids = matchedIds(session.state, `home|${[...sticky].join(',')}`, () => {
    const posts = session
      .all('posts')
      .filter((p) => p.type === 'post' && isPublished(p))
      .sort(byDate);
    return [...posts.filter((p) => sticky.has(p.id)), ...posts.filter((p) => !sticky.has(p.id))].map((p) => p.id);
  });
  const shown = ids.slice(0, perPage).map((id) => session.state.posts[id]!);
  const articles = shown.map(
    (p) =>
      `<article id="post-${p.id}" class="${articleClass(p)}${sticky.has(p.id) ? ' sticky' : ''}">\n` +
      `<h2 class="entry-title"><a href="${permalinkOf(origin, p, site.scenario.site)}">${renderedTitle(p)}</a></h2>\n` +
      `<div class="entry-meta">${dateTag(p, session)}</div>\n` +
      `<div class="entry-summary">\n${p.password ? '<p>There is no excerpt because this is a protected post.</p>\n' : renderedExcerpt(p)}</div>\n</article>`,
  );
  return {
    title: `${escapeHtml(name)}${description ? ` &#8211; ${escapeHtml(description)}` : ''}`,
    bodyClass: 'home blog',
    main: `<h1 class="screen-reader-text">${escapeHtml(name)}</h1>\n${articles.join('\n') || '<p>Nothing has been published yet.</p>'}`,
  };
}
