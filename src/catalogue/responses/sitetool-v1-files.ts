// sitetool/v1 answers for the site overview, theme files, stored content and the draft theme,
// modelled on the plugin's WPVibe_REST::get_site_info/get_registered_meta, WPVibe_File_Ops,
// WPVibe_Content_Ops, WPVibe_Draft_Theme and WPVibe_Classic_Theme (brand names renamed to sitetool).
import type { ResponseSchema } from '../types.js';
import { count, list, outcome, shape, SITE, text, url } from './sitetool-v1-shape.js';

const THEME = 'twentytwentyone';
const DRAFT = `${THEME}-sitetool-draft`;
const draftSlug = text(DRAFT);
const previewUrl = url(`${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U`);
const admin = { type: 'boolean', examples: [true] };

/** GET /site-info: who is connected, the active theme's inventory, plugins and themes. */
export const siteInfo: ResponseSchema = shape({
  connected_user: shape({
    login: text('admin'),
    roles: { type: 'array', items: { type: 'string' }, examples: [['administrator']] },
    caps: shape({
      manage_options: admin, edit_theme_options: { const: true }, edit_posts: admin,
      publish_posts: admin, upload_files: admin, activate_plugins: admin,
    }),
  }),
  site_name: text('Mock Site'),
  wp_version: text('6.8.1'),
  php_version: text('8.2.28'),
  sitetool_plugin_version: text('1.15.3'),
  features: { const: ['content_edit', 'content_search'] },
  active_theme: shape({
    name: text('Twenty Twenty-One'),
    stylesheet: text(THEME),
    version: text('2.5'),
    sitetool_authored: { const: false },
    uses_tailwind: { const: false },
    templates_present: { type: 'array', items: { type: 'string' }, examples: [['index.php', 'header.php', 'footer.php', 'functions.php', 'style.css', 'single.php', 'page.php', 'archive.php', '404.php', 'search.php', 'comments.php']] },
    templates_missing: { type: 'array', items: { type: 'string' }, maxItems: 0 },
  }),
  plugins: { type: 'array', items: { type: 'string' }, examples: [['akismet/akismet.php', 'hello.php', 'sitetool/sitetool.php']] },
  themes: { type: 'array', items: { type: 'string' }, examples: [['twentytwentyfive', 'twentytwentyfour', THEME]] },
  wp_cli_available: { const: true },
  wp_cli_version: { type: 'null' },
});

/** GET /registered-meta: the REST-visible meta keys of one post type. */
export const registeredMeta: ResponseSchema = shape({
  post_type: text('post', 'page'),
  post_type_show_in_rest: { const: true },
  post_type_supports_meta: { const: true },
  rest_meta_writable: { const: true },
  registered_meta_count: { const: 1 },
  registered_meta: shape({
    footnotes: shape({
      type: { const: 'string' }, single: { const: true }, show_in_rest: { const: true },
      has_default: { const: true }, has_sanitize: { const: false }, has_auth: { const: false },
    }),
  }),
  gotcha_note: { type: 'null' },
});

const themePath = text('header.php', 'functions.php', 'style.css', 'template-parts/content.php');

/** POST /file/read: the file's text; start_line/end_line only when a range was asked for. */
export const fileRead: ResponseSchema = shape({
  path: themePath,
  content: text("<?php\n/**\n * The header for our theme\n */\n?>\n<!doctype html>\n<html <?php language_attributes(); ?>>"),
  start_line: count(1),
  end_line: count(7),
  total_lines: count(7, 84, 212),
}, ['start_line', 'end_line']);

/** GET /file/list: every entry of the draft theme (size/extension on files only). */
export const fileList: ResponseSchema = shape({
  draft_slug: draftSlug,
  files: list(shape({
    path: themePath,
    type: { const: 'file' },
    size: count(1843, 6120, 24310),
    extension: text('php', 'css'),
  }, ['size', 'extension'])),
  total_files: count(3, 42),
  truncated: { const: false },
});

/** POST /file/search: grep-like matches across the draft theme. */
export const fileSearch: ResponseSchema = shape({
  pattern: text('wp_head', 'site-header'),
  matches: list(shape({
    file: text('header.php', 'functions.php'),
    line: count(12, 31, 58),
    content: text('<?php wp_head(); ?>', '<header id="masthead" class="site-header">'),
  })),
  total_matches: count(1, 2, 3),
  files_searched: count(18, 42),
  truncated: { const: false },
});

/** POST /file/outline: classes, functions, hooks, landmarks... of one file. */
export const fileOutline: ResponseSchema = shape({
  path: text('functions.php', 'header.php'),
  type: text('php'),
  total_lines: count(84, 212),
  outline: list(shape({
    line: count(9, 27, 64),
    type: { enum: ['class', 'function', 'hook', 'template_part', 'landmark', 'comment_section', 'template_tag'] },
    name: text('twenty_twenty_one_setup', 'after_setup_theme', '<header>'),
    detail: text('add_action', '#masthead'),
  }, ['detail'])),
});

const filePath = { path: themePath };
export const fileEdited = outcome(['edited'], ['File updated successfully.'], filePath);
export const fileWritten = outcome(['created', 'overwritten'], ['File created successfully.', 'File overwritten successfully.'], filePath);
export const fileDeleted = outcome(['deleted'], ['File deleted successfully.'], filePath);

const target = text('post 1 post_content', 'post 1 meta:_elementor_data', 'option:blogdescription');

/** POST /content/edit: a surgical replace in a post field, a meta value or an option. */
export const contentEdited: ResponseSchema = outcome(['edited'], ['Content updated successfully.'], {
  target,
  replaced: count(1),
  bytes: count(1284, 5210),
});

/** POST /content/search: matching lines of the stored value, with their neighbours. */
export const contentSearch: ResponseSchema = shape({
  target,
  pattern: text('Welcome', 'Hello world'),
  matches: list(shape({
    line: count(1, 3),
    content: text('<!-- wp:paragraph --><p>Welcome to WordPress. This is your first post.</p><!-- /wp:paragraph -->'),
    context_before: text('<!-- wp:heading -->'),
    context_after: text(''),
  }, ['context_before', 'context_after'])),
  total_matches: count(1, 2),
  total_lines: count(3, 12),
  truncated: { const: false },
});

const draftCreated = outcome(['created'], ['Draft theme created. File operations are now scoped to the draft.'], {
  draft_slug: draftSlug,
  source_slug: text(THEME),
});
const draftExists = outcome(['exists'], ['A draft theme already exists. Delete it first or continue editing.'], { draft_slug: draftSlug });
export const draftDeleted = outcome(['deleted'], ['Draft theme removed.']);

/** POST /draft-theme creates (or reports an existing draft), DELETE discards: one endpoint, three answers. */
export const draftTheme: ResponseSchema = { oneOf: [draftCreated, draftExists, draftDeleted] };

export const draftPublished = outcome(['published'], [`Draft published to '${THEME}'. Backup saved as '${THEME}-sitetool-backup'.`]);

export const draftPreview: ResponseSchema = shape({ preview_url: previewUrl, draft_slug: draftSlug });

/** POST /create-classic-theme: a starter theme written as a draft; the live site is unchanged. */
export const classicTheme: ResponseSchema = outcome(['created'], [
  `Theme 'Acme Studio' created as draft. The live site is unchanged. Refine style.css, header.php, footer.php, and index.php for your design. Preview: ${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U. Use publish_draft_theme when ready to go live.`,
], {
  theme_slug: text('acme-studio'),
  draft_slug: text('acme-studio-sitetool-draft'),
  preview_url: previewUrl,
});
