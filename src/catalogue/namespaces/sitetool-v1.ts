// sitetool/v1: a site-management plugin for AI agents (the "WPVibe" plugin, wpvibe/v1): theme files,
// stored content, a draft theme, a WP-CLI-style runner, an audit log, code snippets, media from a URL,
// live reload, and the page-builder routes of ./sitetool-v1-builders.ts.
import { arr, bool, defineNamespace, endpoint, get, int, num, post, PUBLIC, required, str } from '../define.js';
import type { Args } from '../../model/catalogue.js';
import { EDIT_POSTS, EDIT_THEMES, MANAGE_OPTIONS, needs, THEME_OPTIONS } from './sitetool-v1-access.js';
import { builderRoutes } from './sitetool-v1-builders.js';
import * as files from '../responses/sitetool-v1-files.js';
import * as ops from '../responses/sitetool-v1-ops.js';

const path = { path: required(str()) };

/** content/edit and content/search address a post field, a post meta value or an option. */
const contentTarget: Args = {
  target_type: required(str(undefined, { enum: ['post', 'meta', 'option'] })),
  post_id: int(),
  field: str(),
  meta_key: str(),
  option_name: str(),
};

const cliArgs: Args = { command: required(str()), confirm_write: bool(undefined, { default: false }) };

export const sitetoolV1 = defineNamespace(
  'sitetool/v1',
  { read: THEME_OPTIONS, write: EDIT_THEMES },
  {
    '/site-info': [get({}, { response: files.siteInfo, behaviour: 'sitetool-site-info' })],
    '/registered-meta': [get({ post_type: required(str()) }, { response: files.registeredMeta, behaviour: 'sitetool-registered-meta' })],
    '/file/read': [post({ ...path, start_line: int(), end_line: int() }, { response: files.fileRead, behaviour: 'sitetool-file-read' })],
    '/file/list': [get({ pattern: str() }, { permission: EDIT_THEMES, response: files.fileList, behaviour: 'sitetool-file-list' })],
    '/file/search': [
      post(
        {
          pattern: required(str()),
          case_sensitive: bool(undefined, { default: false }),
          extensions: arr(undefined),
          max_results: int(undefined, { default: 100 }),
        },
        { response: files.fileSearch, behaviour: 'sitetool-file-search' },
      ),
    ],
    '/file/outline': [post(path, { response: files.fileOutline, behaviour: 'sitetool-file-outline' })],
    '/file/edit': [
      post({ ...path, old_content: required(str()), new_content: required(str()) }, { response: files.fileEdited, behaviour: 'sitetool-file-edit' }),
    ],
    '/file/write': [post({ ...path, content: required(str()) }, { response: files.fileWritten, behaviour: 'sitetool-file-write' })],
    '/file/delete': [post(path, { response: files.fileDeleted, behaviour: 'sitetool-file-delete' })],
    // The plugin checks manage_options for option targets and edit_post for a given post_id.
    '/content/edit': [
      post(
        {
          ...contentTarget,
          old_content: required(str()),
          new_content: required(str()),
          replace_all: bool(undefined, { default: false }),
          whole_word: bool(undefined, { default: false }),
        },
        { permission: EDIT_POSTS, response: files.contentEdited, behaviour: 'sitetool-content-edit' },
      ),
    ],
    '/content/search': [
      post(
        { ...contentTarget, pattern: required(str()), case_sensitive: bool(), max_results: int() },
        {
          permission: EDIT_POSTS,
          response: files.contentSearch,
          behaviour: 'sitetool-content-search',
        },
      ),
    ],
    // One endpoint for both methods, as the spec groups them: POST creates, DELETE discards.
    '/draft-theme': [endpoint(['POST', 'DELETE'], {}, { response: files.draftTheme, behaviour: 'sitetool-draft-theme' })],
    '/draft-theme/publish': [post({}, { response: files.draftPublished, behaviour: 'sitetool-draft-theme-publish' })],
    '/draft-theme/preview': [get({}, { permission: EDIT_THEMES, response: files.draftPreview, behaviour: 'sitetool-draft-theme-preview' })],
    '/draft-theme/delete': [post({}, { response: files.draftDeleted, behaviour: 'sitetool-draft-theme-delete' })],
    '/cli/run': [post(cliArgs, { permission: MANAGE_OPTIONS, response: ops.cliResult, behaviour: 'sitetool-cli-run' })],
    '/cli/run-approved': [post(cliArgs, { permission: MANAGE_OPTIONS, response: ops.cliResult, behaviour: 'sitetool-cli-run-approved' })],
    '/cli/status': [get({}, { response: ops.cliStatus, behaviour: 'sitetool-cli-status' })],
    '/audit-log': [
      get(
        { limit: int(undefined, { default: 50 }), offset: int(undefined, { default: 0 }) },
        {
          permission: MANAGE_OPTIONS,
          response: ops.auditLog,
          behaviour: 'sitetool-audit-log',
        },
      ),
    ],
    '/audit-log/record': [
      post(
        {
          operation: required(str()),
          command: required(str()),
          params: str(),
          dry_run: str(),
          result_summary: str(),
        },
        { permission: MANAGE_OPTIONS, response: ops.auditRecorded, behaviour: 'sitetool-audit-log-record' },
      ),
    ],
    // WPCode's own capability; WPCode grants it to whoever has manage_options.
    '/code-snippet': [
      post(
        {
          action: str(undefined, { default: 'create' }),
          id: int(),
          code: required(str()),
          title: required(str()),
          code_type: required(str()),
          location: required(str()),
          insert_method: str(undefined, { default: 'auto' }),
        },
        { permission: needs('manage_options', 'wpcode_edit_snippets'), response: ops.codeSnippet, behaviour: 'sitetool-code-snippet' },
      ),
    ],
    // The capability the page builder itself requires for its editing screen.
    '/builder-login': [
      post({ page_id: required(int()) }, { permission: needs('edit_others_posts'), response: ops.builderLogin, behaviour: 'sitetool-builder-login' }),
    ],
    '/rendered-html': [post({ path: str() }, { permission: THEME_OPTIONS, response: ops.renderedHtml, behaviour: 'sitetool-rendered-html' })],
    '/create-classic-theme': [
      post({ theme_name: required(str()), description: str() }, { response: files.classicTheme, behaviour: 'sitetool-create-classic-theme' }),
    ],
    '/upload-media': [
      post(
        { url: required(str()), title: str(), alt_text: str(), post_id: int() },
        {
          permission: needs('upload_files'),
          response: ops.uploadedMedia,
          behaviour: 'sitetool-upload-media',
        },
      ),
    ],
    '/last-change': [get({ since: num(undefined, { default: 0 }) }, { permission: EDIT_POSTS, response: ops.lastChange, behaviour: 'sitetool-last-change' })],
    '/navigate': [post({ url: required(str()) }, { permission: THEME_OPTIONS, response: ops.navigating, behaviour: 'sitetool-navigate' })],
    '/ping': [get({}, { permission: PUBLIC, response: ops.ping, behaviour: 'sitetool-ping' })],
    ...builderRoutes,
  },
);
