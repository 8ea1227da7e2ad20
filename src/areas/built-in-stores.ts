// The record stores the built-in areas keep in a session (`records` table): a scenario may seed or override
// them under `data.records` without binding them, and `mock-site validate` knows them by these names.
import { PROVIDERS } from './oembed/providers.js';
import { STYLE_PROPS, WIDGETS } from './sitetool/builders/builder-a-registry.js';
import { MODULES } from './sitetool/builders/builder-b-registry.js';
import { TEMPLATES } from './sitetool/builders/builder-templates.js';
import { SNIPPETS } from './sitetool/builders/code-snippets.js';
import { LOGIN_TOKENS } from './sitetool/builders/login-tokens.js';
import { UPLOAD_SETTINGS } from './sitetool/builders/remote-file.js';
import { AUDIT_STORE } from './sitetool/ops/audit-log.js';
import { ENVIRONMENT_STORE, PLUGINS_STORE } from './sitetool/ops/environment.js';
import { NAVIGATION_STORE } from './sitetool/ops/last-change.js';
import { DRAFT_STORE } from './sitetool/theme/draft-state.js';
import { THEME_FILES } from './sitetool/theme/theme-store.js';

export const BUILT_IN_STORES: ReadonlySet<string> = new Set([
  PROVIDERS, WIDGETS, STYLE_PROPS, MODULES, TEMPLATES, SNIPPETS, LOGIN_TOKENS, UPLOAD_SETTINGS,
  AUDIT_STORE, ENVIRONMENT_STORE, PLUGINS_STORE, NAVIGATION_STORE, DRAFT_STORE, THEME_FILES,
]);
