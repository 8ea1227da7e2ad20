// The two post types the posts controller serves, and what WordPress registers them with
// (supports, hierarchy, default discussion settings, taxonomies).
import type { ResponseSchema } from '../../model/catalogue.js';
import { pageSchema, postSchema } from '../../catalogue/responses/post.js';

export interface PostType {
  name: 'post' | 'page';
  restBase: 'posts' | 'pages';
  hierarchical: boolean;
  /** The item schema: its contexts decide what each context shows. */
  schema: ResponseSchema;
  /** post_type_supports(type, 'excerpt'): only then is a post with no title, content or excerpt refused. */
  excerpt: boolean;
  /** sticky, format, categories and tags (posts only). */
  postOnly: boolean;
  /** parent and menu_order (pages only). */
  pageAttributes: boolean;
  /** get_default_comment_status(): posts open, pages closed. */
  discussion: 'open' | 'closed';
}

export const POST: PostType = {
  name: 'post',
  restBase: 'posts',
  hierarchical: false,
  schema: postSchema,
  excerpt: true,
  postOnly: true,
  pageAttributes: false,
  discussion: 'open',
};

export const PAGE: PostType = {
  name: 'page',
  restBase: 'pages',
  hierarchical: true,
  schema: pageSchema,
  excerpt: false,
  postOnly: false,
  pageAttributes: true,
  discussion: 'closed',
};

/** The taxonomies a post carries: the REST field, the taxonomy and its terms route. */
export const POST_TAXONOMIES = [
  { field: 'categories', taxonomy: 'category', route: '/cms/v2/categories' },
  { field: 'tags', taxonomy: 'post_tag', route: '/cms/v2/tags' },
] as const;
