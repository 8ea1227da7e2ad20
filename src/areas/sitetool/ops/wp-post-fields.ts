// A stored post as a WP_Post object (what WP-CLI's post commands print): WordPress's column names,
// MySQL dates, and the string columns PHP leaves as strings (post_author, comment_count).
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import { guidOf } from '../../content/permalinks.js';

const mysql = (date: string | null) => (date ? date.replace('T', ' ') : '0000-00-00 00:00:00');

export function wpPostFields(post: PostRecord, session: Session, origin: string): Record<string, unknown> {
  let comments = 0;
  for (const c of session.all('comments')) if (c.post === post.id && c.status === 'approved') comments++;
  return {
    ID: post.id,
    post_author: String(post.author),
    post_date: mysql(post.date),
    post_date_gmt: mysql(post.date_gmt),
    post_content: post.content,
    post_title: post.title,
    post_excerpt: post.excerpt,
    post_status: post.status,
    comment_status: post.comment_status,
    ping_status: post.ping_status,
    post_password: post.password,
    post_name: post.slug,
    to_ping: '',
    pinged: '',
    post_modified: mysql(post.modified),
    post_modified_gmt: mysql(post.modified_gmt),
    post_content_filtered: '',
    post_parent: post.parent,
    guid: guidOf(origin, post),
    menu_order: post.menu_order,
    post_type: post.type,
    post_mime_type: post.mime_type ?? '',
    comment_count: String(comments),
    filter: 'raw',
  };
}
