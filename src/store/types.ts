// What one session's state holds: WordPress's tables, reduced to what the content API reads and writes.

/** A row of wp_posts with its meta: posts, pages, attachments, revisions and autosaves alike. */
export interface PostRecord {
  id: number;
  type: 'post' | 'page' | 'attachment' | 'revision';
  status: string;
  author: number;
  /** Local time of the site, `YYYY-MM-DDTHH:MM:SS`. */
  date: string;
  /** GMT; null for drafts whose date floats until they are published. */
  date_gmt: string | null;
  modified: string;
  modified_gmt: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  password: string;
  parent: number;
  menu_order: number;
  comment_status: 'open' | 'closed';
  ping_status: 'open' | 'closed';
  template: string;
  format: string;
  meta: Record<string, unknown>;
  categories: number[];
  tags: number[];
  featured_media: number;
  /** Attachments: MIME type, stored file name, alt text, image size. */
  mime_type?: string;
  file?: string;
  alt_text?: string;
  media_details?: Record<string, unknown>;
  /** Revisions that are autosaves (`{parent}-autosave-v1`). */
  autosave?: boolean;
}

export interface TermRecord {
  id: number;
  taxonomy: 'category' | 'post_tag';
  name: string;
  slug: string;
  description: string;
  parent: number;
}

export interface UserRecord {
  id: number;
  username: string;
  name: string;
  email: string;
  slug: string;
  description: string;
  url: string;
  roles: string[];
  registered_date: string;
  /** wp_usermeta the users API writes (first_name, last_name, nickname, locale, persisted_preferences). */
  meta?: Record<string, unknown>;
}

export interface CommentRecord {
  id: number;
  post: number;
  parent: number;
  author: number;
  author_name: string;
  author_email: string;
  date: string;
  date_gmt: string;
  content: string;
  status: 'approved' | 'hold' | 'spam' | 'trash';
  /** Columns a written comment carries (seeded ones answer '', 127.0.0.1 and ''). */
  author_url?: string;
  author_ip?: string;
  author_user_agent?: string;
  /** wp_commentmeta: `_wp_trash_meta_status`, the status a trashed or spammed comment goes back to. */
  meta?: Record<string, unknown>;
}

/** Uploaded file bytes, base64 in the JSON store. */
export interface FileRecord {
  name: string;
  type: string;
  data: string;
}

/** A record of a generic behaviour kind (collection item, singleton object, action log entry, job). */
export interface KindRecord {
  /** The named store it belongs to (`assistant.forms`, `payments.settings`...). */
  store: string;
  id: string;
  data: Record<string, unknown>;
}

export interface SessionState {
  posts: Record<string, PostRecord>;
  terms: Record<string, TermRecord>;
  users: Record<string, UserRecord>;
  comments: Record<string, CommentRecord>;
  files: Record<string, FileRecord>;
  /** wp_options the content API reads (sticky_posts, ...). */
  options: Record<string, unknown>;
  /** Records of the generic behaviour kinds, keyed `store/id` (look them up by store with Session.lookup). */
  records: Record<string, KindRecord>;
  /** Current state of each scenario state machine. */
  machines: Record<string, string>;
  /** Counters rules and kinds keep: a response sequence's position, a job's polls. */
  counters: Record<string, number>;
  /** Last ids handed out (AUTO_INCREMENT). Posts share one sequence, as in wp_posts. */
  ids: { post: number; term: number; comment: number };
  /** Writes so far: the scenario clock advances one second per write. */
  ticks: number;
}

/** The collections a write can touch. */
export type Table = 'posts' | 'terms' | 'users' | 'comments' | 'files' | 'options' | 'records' | 'machines' | 'counters';

/** What the `--db` snapshot holds (besides the write log's `seq`). */
export interface StoreSnapshot {
  version: 1;
  /** Sessions changed since they were seeded, in full. */
  sessions: Record<string, SessionState>;
  /** Sessions still exactly the scenario seed: only their names (they are seeded again on load). */
  seeded: string[];
}
