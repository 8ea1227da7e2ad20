// A change-log entry (src/store/change-log.ts) as GET /last-change answers it: a summary of what changed,
// the post it concerns, and where a live preview should go (`action`).
import type { Site } from '../../../dispatch/types.js';
import type { ChangeEntry, ChangedRow } from '../../../store/change-log.js';
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import { permalinkOf } from '../../content/permalinks.js';
import { homeUrl } from '../../../wp/links.js';
import { THEME_FILES } from '../theme/theme-store.js';

const KIND_NAMES: Readonly<Record<string, string>> = { post: 'Post', page: 'Page', attachment: 'Media', revision: 'Revision' };
const TABLE_NAMES: Readonly<Record<string, string>> = {
  terms: 'Term',
  users: 'User',
  comments: 'Comment',
  files: 'File',
  options: 'Option',
  machines: 'State',
};

/** Changes to the theme area's stores (files, draft) want a theme preview. */
const isThemeStore = (store: string | undefined) => store?.startsWith('sitetool.') && store.includes('theme');

function summaryOf(row: ChangedRow, session: Session): string {
  const verb = row.deleted ? 'deleted' : 'updated';
  if (row.table === 'posts') {
    if (row.kind === 'revision' && row.parent) {
      const parent = session.get('posts', row.parent);
      return `${KIND_NAMES[parent?.type ?? 'post'] ?? 'Post'} revision saved: ${parent?.title || `#${row.parent}`}`;
    }
    return `${KIND_NAMES[row.kind ?? 'post'] ?? 'Post'} ${verb}: ${row.title || `#${row.id}`}`;
  }
  if (row.table === 'records') {
    if (row.kind === THEME_FILES) {
      const slash = row.id.indexOf('/');
      return `File ${row.deleted ? 'deleted' : 'edited'}: ${row.id.slice(slash + 1)} (theme ${row.id.slice(0, slash)})`;
    }
    return `${row.kind} ${verb}: ${row.id}`;
  }
  return `${TABLE_NAMES[row.table] ?? row.table} ${verb}: ${row.title || row.id}`;
}

function postIdOf(row: ChangedRow): number {
  if (row.table !== 'posts') return 0;
  return row.kind === 'revision' && row.parent ? row.parent : Number(row.id);
}

function actionOf(entry: ChangeEntry, home: string, post: PostRecord | undefined, site: Site) {
  const admin = `${home}/wp-admin/`;
  if (entry.url) return { label: 'Navigate', url: `${home}${entry.url}`, admin_url: admin, force: true };
  if (post && (post.type === 'post' || post.type === 'page')) {
    return {
      label: post.type === 'page' ? 'View Page' : 'View Post',
      url: permalinkOf(home, post, site.scenario.site),
      admin_url: `${admin}post.php?post=${post.id}&action=edit`,
      force: false,
    };
  }
  if (entry.first.table === 'records' && isThemeStore(entry.first.kind))
    return { label: 'Preview Theme', url: `${home}/`, admin_url: `${admin}theme-editor.php`, force: true };
  return { label: 'Refresh', url: `${home}/`, admin_url: admin, force: entry.first.table === 'options' };
}

export const homeOf = (site: Site, origin: string) => homeUrl(site.scenario.site.url || origin);

export function changeView(entry: ChangeEntry, site: Site, session: Session, origin: string): Record<string, unknown> {
  const home = homeOf(site, origin);
  const postId = postIdOf(entry.first);
  const post = postId ? session.get('posts', postId) : undefined;
  return {
    timestamp: entry.timestamp,
    user_id: entry.user_id,
    summary: entry.summary ?? summaryOf(entry.first, session),
    post_id: postId,
    action: actionOf(entry, home, post, site),
  };
}

/** What since=0 answers before anything changed. */
export function noChange(site: Site, origin: string): Record<string, unknown> {
  const home = homeOf(site, origin);
  return {
    timestamp: 0,
    user_id: 0,
    summary: 'No changes yet',
    post_id: 0,
    action: { label: 'Refresh', url: `${home}/`, admin_url: `${home}/wp-admin/`, force: false },
  };
}
