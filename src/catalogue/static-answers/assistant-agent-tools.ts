// The tools agents are offered (the mwai_mcp_tools filter, core tools), as GET agent/functions lists them.
const tool = (
  name: string,
  description: string,
  accessLevel: string,
  readOnly: boolean,
  properties: Record<string, unknown> = {},
  required: string[] = [],
) => ({
  name,
  description,
  inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
  accessLevel,
  category: 'AI Engine (Core)',
  annotations: { readOnlyHint: readOnly, destructiveHint: !readOnly && name.includes('delete'), openWorldHint: false },
});

const int = (description: string) => ({ type: 'integer', description });
const str = (description: string) => ({ type: 'string', description });

export const AGENT_TOOLS = [
  tool('wp_list_plugins', 'List installed plugins (returns array of {Name, Version}).', 'read', true),
  tool('wp_get_users', 'Retrieve users (fields: ID, user_login, display_name, roles). Returns 10 by default.', 'admin', true, {
    limit: int('Maximum number of users.'),
    offset: int('Users to skip.'),
  }),
  tool('wp_get_option', 'Get a single WordPress option value by key.', 'admin', true, { key: str('Option name.') }, ['key']),
  tool('wp_count_posts', 'Return counts of posts by status. Optional post_type (default post).', 'read', true, { post_type: str('Post type.') }),
  tool('wp_get_post_types', 'List public post types (key, label).', 'read', true),
  tool('wp_get_posts', 'Retrieve posts (fields: ID, title, status, excerpt, link). No full content. Returns 10 posts by default.', 'read', true, {
    post_type: str('Post type.'),
    limit: int('Maximum number of posts.'),
  }),
  tool('wp_get_post', 'Get basic post data by ID: title, content, status, dates, permalink.', 'read', true, { ID: int('Post ID.') }, ['ID']),
  tool(
    'wp_create_post',
    'Create a new post, page, or any custom post type. post_title is required; post_status defaults to draft.',
    'write',
    false,
    { post_title: str('Title.'), post_content: str('Content (HTML, blocks or Markdown).'), post_type: str('Post type (default post).') },
    ['post_title'],
  ),
  tool(
    'wp_update_post',
    'Update post fields and/or meta in one call: ID plus a "fields" object.',
    'write',
    false,
    { ID: int('The ID of the post to update.'), fields: { type: 'object', description: 'Post fields to change.' } },
    ['ID'],
  ),
  tool(
    'wp_delete_post',
    'Delete or trash a post by ID. With force: true, the post is permanently deleted.',
    'write',
    false,
    { ID: int('Post ID.'), force: { type: 'boolean', description: 'Bypass the trash.' } },
    ['ID'],
  ),
  tool('wp_get_comments', 'Retrieve comments. Returns 10 by default.', 'read', true, { post_id: int('Only the comments of this post.') }),
  tool(
    'wp_create_comment',
    'Insert a comment. Requires post_id and comment_content.',
    'write',
    false,
    { post_id: int('Post ID.'), comment_content: str('Comment text.') },
    ['post_id', 'comment_content'],
  ),
];
