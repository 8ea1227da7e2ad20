// sitetool/v1 answers for the command runner, audit log, code snippets, media, live reload and
// ping, modelled on the plugin's WPVibe_CLI, WPVibe_Audit_Log, WPVibe_Code_Snippet,
// WPVibe_Builder_Login, WPVibe_Change_Tracker and WPVibe_Ping (brand names renamed to sitetool).
import type { ResponseSchema } from '../types.js';
import { count, flag, list, shape, SITE, text, url } from './sitetool-v1-shape.js';

/**
 * POST /cli/run and /cli/run-approved: the allowlisted command's result (native PHP dispatch,
 * not a shell). requires_confirmation + message appear when an install/update waits for confirm_write.
 */
export const cliResult: ResponseSchema = shape({
  command: text('wp plugin list', 'wp option get blogname', 'wp cache flush'),
  tier: { enum: ['read', 'write'] },
  exit_code: { const: 0 },
  stdout: text('name\tstatus\tversion\nakismet\tactive\t5.4\nhello\tinactive\t1.7.2', 'Mock Site', 'Success: The cache was flushed.'),
  stderr: { const: '' },
  execution_time_ms: count(3, 12, 48),
  requires_confirmation: { const: true },
  message: text('Ready to install Contact Form 7 v6.0.6. Call again with confirm_write=true to proceed.'),
}, ['requires_confirmation', 'message']);

export const cliStatus: ResponseSchema = shape({ available: { const: true }, method: { const: 'native' } });

/** GET /audit-log: rows of the audit table as $wpdb returns them (every column a string). */
export const auditLog: ResponseSchema = shape({
  total: count(1, 4, 12),
  entries: list(shape({
    id: text('12', '11', '7'),
    user_id: text('1'),
    operation: text('content edit', 'plugin_uninstall', 'code_snippet_create:42'),
    command: text('post 1 post_content', 'wp plugin uninstall hello', 'code_snippet create #42 (css @ site_wide_header)'),
    params_json: { type: ['string', 'null'], examples: [null, '{"positional":["plugin","uninstall","hello"],"key_length":2}'] },
    dry_run_json: { type: ['string', 'null'], examples: [null, '{"plugins":["hello"]}'] },
    result_summary: { type: ['string', 'null'], examples: ['edited; replaced 1; new length 1284', 'Success: Uninstalled 1 of 1 plugins.', 'saved inactive'] },
    created_at: text('2025-06-02 14:03:11', '2025-06-01 09:41:57'),
  })),
});

export const auditRecorded: ResponseSchema = shape({ recorded: { const: true } });

/** POST /code-snippet: the snippet is always stored inactive; a human enables it in the admin. */
export const codeSnippet: ResponseSchema = shape({
  id: count(42, 57),
  action: { enum: ['create', 'update'] },
  active: { const: false },
  enable_url: url(`${SITE}/wp-admin/admin.php?page=wpcode-snippet-manager&snippet_id=42`),
  stored_code: text('.site-header { background: #1e1e1e; }', "add_filter( 'excerpt_length', fn() => 30 );"),
  shortcode: { type: 'null' },
  next_step: text('The snippet is saved but OFF. Give the user the enable_url — they review and activate it in wp-admin (WPCode runs a fatal-error check when they do).'),
});

/** POST /builder-login: a single-use login link to one page's builder screen, valid two minutes. */
export const builderLogin: ResponseSchema = shape({
  login_url: url(`${SITE}/?sitetool_builder_login=p6Lk2VxQ9rTz4NmB8cWd1HsJ7yFa3Ge5Ku0Rn2XbMqS`),
  builder_url: url(`${SITE}/wp-admin/admin.php?page=seedprod_lite_builder&id=12`),
  expires_in: { const: 120 },
});

export const renderedHtml: ResponseSchema = shape({
  html: text('<!doctype html>\n<html lang="en-US">\n<head><title>Mock Site</title></head>\n<body class="home blog"><h1>Mock Site</h1></body>\n</html>'),
  url: url(`${SITE}/`, `${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U`),
});

/** POST /upload-media: the sideloaded attachment. */
export const uploadedMedia: ResponseSchema = shape({
  attachment_id: count(31, 58),
  url: url(`${SITE}/wp-content/uploads/2025/06/hero.jpg`, `${SITE}/wp-content/uploads/2025/06/team-photo.png`),
  title: text('hero', 'Team photo'),
  alt_text: text('', 'Our team at the office'),
  width: count(1920, 1200),
  height: count(1080, 800),
  mime_type: text('image/jpeg', 'image/png'),
});

const change = shape({
  timestamp: { type: 'number', examples: [1748873591.4821, 1748873604.1093] },
  user_id: { const: 1 },
  summary: text('File edited: header.php', 'Page updated: About', 'Navigate'),
  post_id: count(0, 2),
  action: shape({
    label: text('Preview Theme', 'View Page', 'Refresh'),
    url: url(`${SITE}/?page_id=2`, `${SITE}/?sitetool_preview=Xq3vLb9TzR2mKp7WcN4hJd8sFa6yGe1U`),
    admin_url: url(`${SITE}/wp-admin/post.php?post=2&action=edit`),
    force: flag,
  }),
});

/**
 * GET /last-change: with since > 0 the caller's changes newer than `since`; with since = 0
 * (the default) the single latest change itself (legacy format).
 */
export const lastChange: ResponseSchema = { oneOf: [shape({ changes: list(change, 2) }), change] };

export const navigating: ResponseSchema = shape({ navigating: url(`${SITE}/`, `${SITE}/?page_id=2`) });

/** GET /ping: plugin presence and version, deliberately minimal (public). */
export const ping: ResponseSchema = shape({
  plugin: { const: 'sitetool' },
  plugin_version: text('1.15.3'),
  wp_version: text('6.8.1'),
  features: { const: ['content_edit', 'content_search'] },
});
