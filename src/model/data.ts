// The `data` section of a scenario: the records every stateful area starts from. Keys mirror what the
// REST API writes (title/content/excerpt are the raw texts); ids and dates are filled in when left out.

export interface TermData {
  id?: number;
  name: string;
  slug?: string;
  description?: string;
  parent?: number;
}

export interface PostData {
  id?: number;
  title: string;
  content?: string;
  excerpt?: string;
  status?: string;
  date?: string;
  author?: number;
  slug?: string;
  password?: string;
  format?: string;
  sticky?: boolean;
  categories?: number[];
  tags?: number[];
  featured_media?: number;
  comment_status?: 'open' | 'closed';
  ping_status?: 'open' | 'closed';
  template?: string;
  meta?: Record<string, unknown>;
  /** Pages only. */
  parent?: number;
  menu_order?: number;
}

export interface MediaData {
  id?: number;
  title: string;
  /** File name under uploads (`2026/01/lake.png`); an image of width × height is generated for it. */
  file: string;
  mime_type?: string;
  width?: number;
  height?: number;
  alt_text?: string;
  caption?: string;
  description?: string;
  post?: number;
  author?: number;
  date?: string;
}

export interface CommentData {
  id?: number;
  post: number;
  author?: number;
  author_name?: string;
  author_email?: string;
  content: string;
  date?: string;
  parent?: number;
  status?: 'approved' | 'hold' | 'spam' | 'trash';
}

export interface ScenarioData {
  categories: TermData[];
  tags: TermData[];
  posts: PostData[];
  pages: PostData[];
  media: MediaData[];
  comments: CommentData[];
  options: Record<string, unknown>;
  /** Initial records of the behaviour kinds' stores: store name → a list (collection) or a mapping (singleton). */
  records: Record<string, Record<string, unknown>[] | Record<string, unknown>>;
}
