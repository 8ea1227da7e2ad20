// sitetool/v1 answers for the site overview, theme files, stored content and the draft theme,
// modelled on the plugin's WPVibe_REST::get_site_info/get_registered_meta, WPVibe_File_Ops,
// WPVibe_Content_Ops, WPVibe_Draft_Theme and WPVibe_Classic_Theme (brand names renamed to sitetool).
import type { ResponseSchema } from '../../model/catalogue.js';
import { count, flag, outcome, shape, SITE, text, url } from './sitetool-v1-shape.js';

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
      manage_options: admin,
      edit_theme_options: { const: true },
      edit_posts: admin,
      publish_posts: admin,
      upload_files: admin,
      activate_plugins: admin,
    }),
  }),
  site_name: text('Mock Site'),
  site_url: url(SITE),
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
    templates_present: {
      type: 'array',
      items: { type: 'string' },
      examples: [
        [
          'index.php',
          'header.php',
          'footer.php',
          'functions.php',
          'style.css',
          'single.php',
          'page.php',
          'archive.php',
          '404.php',
          'search.php',
          'comments.php',
        ],
      ],
    },
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
  post_type_supports_meta: { type: 'boolean', examples: [true] },
  rest_meta_writable: { type: 'boolean', examples: [true] },
  registered_meta_count: count(1, 0),
  /** Meta key → how it is registered (posts and pages: footnotes; attachments: none). */
  registered_meta: {
    type: 'object',
    properties: {
      footnotes: shape({
        type: { const: 'string' },
        single: { const: true },
        show_in_rest: { const: true },
        has_default: { const: true },
        has_sanitize: { const: false },
        has_auth: { const: false },
      }),
    },
  },
  gotcha_note: { type: ['string', 'null'], examples: [null, 'attachment does not support custom-fields, so "meta" sent in a REST write is ignored.'] },
});

const themePath = text('header.php', 'functions.php', 'style.css', 'template-parts/content.php');
/** The theme a file route acted on: the draft while one exists, else the active theme. */
const scopeTheme = text(THEME, DRAFT);
/** A list that may be empty (`list` has at least one item). */
const anyList = (items: unknown): ResponseSchema => ({ type: 'array', items, maxItems: 3 });
const fileChanges = shape({
  added: anyList({ type: 'string', examples: ['template-parts/hero.php'] }),
  changed: anyList({ type: 'string', examples: ['header.php', 'style.css'] }),
  deleted: anyList({ type: 'string', examples: ['sidebar.php'] }),
});

/** POST /file/read: the file's text; start_line/end_line only when a range was asked for. */
export const fileRead: ResponseSchema = shape(
  {
    theme: scopeTheme,
    path: themePath,
    content: text('<?php\n/**\n * The header for our theme\n */\n?>\n<!doctype html>\n<html <?php language_attributes(); ?>>'),
    start_line: count(1),
    end_line: count(7),
    total_lines: count(7, 84, 212),
  },
  ['start_line', 'end_line'],
);

/** GET /file/list: every entry (files and directories; size/extension on files only) of the theme in scope. */
export const fileList: ResponseSchema = shape({
  theme: scopeTheme,
  draft_slug: { type: ['string', 'null'], examples: [DRAFT] },
  files: anyList(
    shape(
      {
        path: themePath,
        type: { enum: ['file', 'directory'] },
        size: count(1843, 6120, 24310),
        extension: text('php', 'css'),
      },
      ['size', 'extension'],
    ),
  ),
  total_files: count(3, 42),
  truncated: flag,
});

/** POST /file/search: grep-like matches across the theme in scope (a valid regex is a regex, else plain text). */
export const fileSearch: ResponseSchema = shape({
  theme: scopeTheme,
  pattern: text('wp_head', 'site-header'),
  mode: { enum: ['regex', 'text'] },
  matches: anyList(
    shape({
      file: text('header.php', 'functions.php'),
      line: count(12, 31, 58),
      content: text('<?php wp_head(); ?>', '<header id="masthead" class="site-header">'),
    }),
  ),
  total_matches: count(1, 2, 3),
  files_searched: count(18, 42),
  truncated: flag,
});

/** POST /file/outline: classes, functions, hooks, landmarks... of one file. */
export const fileOutline: ResponseSchema = shape({
  theme: scopeTheme,
  path: text('functions.php', 'header.php'),
  type: text('php', 'css', 'js'),
  total_lines: count(84, 212),
  outline: anyList(
    shape(
      {
        line: count(9, 27, 64),
        type: { enum: ['class', 'function', 'method', 'hook', 'template_part', 'landmark', 'comment_section', 'template_tag', 'selector', 'at_rule'] },
        name: text('twenty_twenty_one_setup', 'after_setup_theme', '<header>'),
        detail: text('add_action', '#masthead'),
        callback: text('twenty_twenty_one_setup'),
      },
      ['detail', 'callback'],
    ),
  ),
});

const filePath = { theme: scopeTheme, path: themePath };
export const fileEdited = outcome(['edited'], ['File updated successfully.'], filePath);
export const fileWritten = outcome(['created', 'overwritten'], ['File created successfully.', 'File overwritten successfully.'], filePath);
export const fileDeleted = outcome(['deleted'], ['File deleted successfully.'], filePath);

const target = text('post 1 post_content', 'post 1 meta:_elementor_data', 'option:blogdescription');

/** POST /content/edit: a surgical replace in a post field, a meta value or an option. */
export const contentEdited: ResponseSchema = outcome(['edited'], ['Content updated successfully: replaced 1 in post 1 post_content.'], {
  target,
  replaced: count(1),
  bytes: count(1284, 5210),
});

/** POST /content/search: matching lines of the stored value, with their neighbours. */
export const contentSearch: ResponseSchema = shape({
  target,
  pattern: text('Welcome', 'Hello world'),
  matches: anyList(
    shape(
      {
        line: count(1, 3),
        content: text('<!-- wp:paragraph --><p>Welcome to WordPress. This is your first post.</p><!-- /wp:paragraph -->'),
        context_before: text('<!-- wp:heading -->'),
        context_after: text(''),
      },
      ['context_before', 'context_after'],
    ),
  ),
  total_matches: count(1, 2),
  total_lines: count(3, 12),
  truncated: { type: 'boolean', examples: [false] },
});

const draftCreated = outcome(['created'], [`Draft theme created. File operations are now scoped to the draft '${DRAFT}'.`], {
  draft_slug: draftSlug,
  source_slug: text(THEME),
  preview_url: previewUrl,
});
export const draftDeleted = outcome(['deleted'], [`Draft theme removed: '${DRAFT}' was discarded; the live theme is unchanged.`]);

/** POST /draft-theme creates (a second draft is refused with 409), DELETE discards: one endpoint, two answers. */
export const draftTheme: ResponseSchema = { oneOf: [draftCreated, draftDeleted] };

/** POST /draft-theme/publish: the draft replaces its theme (old files kept as a backup; none for a new theme) and is activated. */
export const draftPublished = outcome(['published'], [`Draft published to '${THEME}'. Backup saved as '${THEME}-sitetool-backup'.`], {
  theme_slug: text(THEME),
  backup_slug: { type: ['string', 'null'], examples: [`${THEME}-sitetool-backup`] },
  changes: fileChanges,
});

/** GET /draft-theme/preview: where to look at the draft, and which files it adds, changes and deletes. */
export const draftPreview: ResponseSchema = shape({
  preview_url: previewUrl,
  draft_slug: draftSlug,
  source_slug: text(THEME),
  new_theme: flag,
  changes: fileChanges,
});

/** POST /create-classic-theme: a starter theme written as a draft; the live site is unchanged. */
export const classicTheme: ResponseSchema = outcome(
  ['created'],
  [
    `Theme 'Acme Studio' created as draft. The live site is unchanged. Refine style.css, header.php, footer.php, and index.php for your design. Preview: ${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U. Use publish_draft_theme when ready to go live.`,
  ],
  {
    theme_slug: text('acme-studio'),
    draft_slug: text('acme-studio-sitetool-draft'),
    preview_url: previewUrl,
  },
);
