// sitetool/v1 answers for the command runner, audit log, code snippets, media, live reload and
// ping, modelled on the plugin's WPVibe_CLI, WPVibe_Audit_Log, WPVibe_Code_Snippet,
// WPVibe_Builder_Login, WPVibe_Change_Tracker and WPVibe_Ping (brand names renamed to sitetool).
import type { ResponseSchema } from '../../model/catalogue.js';
import { count, flag, list, shape, SITE, text, url } from './sitetool-v1-shape.js';

/**
 * POST /cli/run and /cli/run-approved: the allowlisted command's result (native PHP dispatch,
 * not a shell). A write without confirm_write changes nothing and answers requires_confirmation,
 * message (what would change) and dry_run (before/after per object). A command that fails exits 1
 * with WP-CLI's `Error: ...` on stderr. `destructive` commands run only through run-approved.
 */
export const cliResult: ResponseSchema = shape(
  {
    command: text('wp plugin list', 'wp option get blogname', 'wp cache flush'),
    tier: { enum: ['read', 'write', 'destructive'] },
    exit_code: { type: 'integer', examples: [0, 1] },
    stdout: text(
      'name\tstatus\tupdate\tversion\tupdate_version\tauto_update\nakismet\tinactive\tnone\t5.4\t\toff',
      'Mock Site',
      'Success: The cache was flushed.',
    ),
    stderr: text('', 'Error: Could not find the post with ID 99.'),
    execution_time_ms: count(3, 12, 48),
    requires_confirmation: { const: true },
    message: text("Would update option 'blogname' from 'Mock Site' to 'Acme'. Call again with confirm_write=true to proceed."),
    dry_run: { type: 'object', examples: [{ 'option:blogname': { from: 'Mock Site', to: 'Acme' } }] },
  },
  ['requires_confirmation', 'message', 'dry_run'],
);

/** GET /cli/status: how commands run, and the supported subset with each command's usage and tier. */
export const cliStatus: ResponseSchema = shape({
  available: { const: true },
  method: { const: 'native' },
  commands: list(
    shape({
      command: text('wp option get', 'wp post list'),
      usage: text('wp option get <key> [--format=<format>]'),
      tier: { enum: ['read', 'write'] },
    }),
  ),
});

/** GET /audit-log: rows of the audit table as $wpdb returns them (every column a string). */
export const auditLog: ResponseSchema = shape({
  total: count(1, 4, 12),
  entries: list(
    shape({
      id: text('12', '11', '7'),
      user_id: text('1'),
      operation: text('content edit', 'plugin_uninstall', 'code_snippet_create:42'),
      command: text('post 1 post_content', 'wp plugin uninstall hello', 'code_snippet create #42 (css @ site_wide_header)'),
      params_json: { type: ['string', 'null'], examples: [null, '{"positional":["plugin","uninstall","hello"],"key_length":2}'] },
      dry_run_json: { type: ['string', 'null'], examples: [null, '{"plugins":["hello"]}'] },
      result_summary: { type: ['string', 'null'], examples: ['edited; replaced 1; new length 1284', 'Success: Uninstalled 1 of 1 plugins.', 'saved inactive'] },
      created_at: text('2025-06-02 14:03:11', '2025-06-01 09:41:57'),
    }),
  ),
});

export const auditRecorded: ResponseSchema = shape({ recorded: { const: true }, id: count(13, 14) });

/**
 * POST /code-snippet: create and update answer the stored snippet (always inactive: a human enables it in the
 * admin); delete answers what went; list answers every snippet.
 */
const snippetSaved = shape({
  id: count(42, 57),
  action: { enum: ['create', 'update'] },
  active: { const: false },
  enable_url: url(`${SITE}/wp-admin/admin.php?page=wpcode-snippet-manager&snippet_id=42`),
  stored_code: text('.site-header { background: #1e1e1e; }', "add_filter( 'excerpt_length', fn() => 30 );"),
  shortcode: { type: ['string', 'null'], examples: [null, '[wpcode id="42"]'] },
  next_step: text(
    'The snippet is saved but OFF. Give the user the enable_url — they review and activate it in wp-admin (WPCode runs a fatal-error check when they do).',
  ),
  message: text('snippet 42 created (css @ site_wide_header); saved inactive'),
});
const snippetDeleted = shape({ id: count(42), action: { const: 'delete' }, deleted: { const: true }, message: text('snippet 42 deleted') });
const snippetList = shape({
  action: { const: 'list' },
  total: count(1, 2),
  snippets: list(
    shape({
      id: count(42, 57),
      title: text('Dark header', 'Shorter excerpts'),
      code_type: text('css', 'php'),
      location: text('site_wide_header', 'everywhere'),
      insert_method: text('auto', 'shortcode'),
      active: { const: false },
      code: text('.site-header { background: #1e1e1e; }'),
      modified: text('2026-01-15T09:00:01'),
    }),
  ),
});
export const codeSnippet: ResponseSchema = { oneOf: [snippetSaved, snippetDeleted, snippetList] };

/** POST /builder-login: a single-use login link to one page's builder screen, valid two minutes. */
export const builderLogin: ResponseSchema = shape({
  login_url: url(`${SITE}/?sitetool_builder_login=p6Lk2VxQ9rTz4NmB8cWd1HsJ7yFa3Ge5Ku0Rn2XbMqS`),
  builder_url: url(`${SITE}/wp-admin/post.php?post=12&action=elementor`, `${SITE}/?page_id=12&fl_builder`, `${SITE}/wp-admin/post.php?post=12&action=edit`),
  expires_in: { const: 120 },
  expires_at: { type: 'string', format: 'date-time', examples: ['2026-01-15T09:02:01.000Z'] },
  message: text('Login link for page 12 issued; it works once, for 120 seconds.'),
});

export const renderedHtml: ResponseSchema = shape({
  html: text('<!doctype html>\n<html lang="en-US">\n<head><title>Mock Site</title></head>\n<body class="home blog"><h1>Mock Site</h1></body>\n</html>'),
  url: url(`${SITE}/`, `${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U`),
});

/** POST /upload-media: the sideloaded attachment (width and height null for files that are not images). */
export const uploadedMedia: ResponseSchema = shape({
  attachment_id: count(31, 58),
  url: url(`${SITE}/wp-content/uploads/2025/06/hero.png`, `${SITE}/wp-content/uploads/2025/06/team-photo.png`),
  title: text('hero', 'Team photo'),
  alt_text: text('', 'Our team at the office'),
  width: { type: ['integer', 'null'], examples: [1200, 1920] },
  height: { type: ['integer', 'null'], examples: [800, 1080] },
  mime_type: text('image/png', 'image/jpeg'),
  message: text('attachment 58 created from https://example.org/hero.jpg'),
});

const change = shape({
  timestamp: { type: 'number', examples: [1748873591.4821, 1748873604.1093] },
  user_id: count(1, 0),
  summary: text('File edited: header.php (theme mock-site-classic)', 'Page updated: About', 'Navigate'),
  post_id: count(0, 2),
  action: shape({
    label: text('Preview Theme', 'View Page', 'Refresh'),
    url: url(`${SITE}/?page_id=2`, `${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U`),
    admin_url: url(`${SITE}/wp-admin/post.php?post=2&action=edit`),
    force: flag,
  }),
});

/**
 * GET /last-change: with since > 0 every change newer than `since` (oldest first, possibly none);
 * with since = 0 (the default) the single latest change itself (legacy format; timestamp 0 before any).
 */
export const lastChange: ResponseSchema = { oneOf: [shape({ changes: { type: 'array', items: change, maxItems: 2 } }), change] };

export const navigating: ResponseSchema = shape({ navigating: url(`${SITE}/`, `${SITE}/?page_id=2`) });

/** GET /ping: plugin presence and version, deliberately minimal (public). */
export const ping: ResponseSchema = shape({
  plugin: { const: 'sitetool' },
  plugin_version: text('1.15.3'),
  wp_version: text('6.8.1'),
  features: { const: ['content_edit', 'content_search'] },
});
