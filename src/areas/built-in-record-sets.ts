// The record stores the built-in areas keep in a session (`records` table): a scenario may seed or override
// them under `data.records` without binding them, and `mock-site validate` knows them by these names.
import { ASSISTANT_STORES } from '../catalogue/record-sets/assistant.js';
import { ASSISTANT_AI_STORES } from '../catalogue/record-sets/assistant-ai.js';
import { LICENCE_STORES } from './licence/licence-stores.js';
import { PROVIDERS } from './oembed/providers.js';
import { PAYMENTS_STORES } from '../catalogue/record-sets/payments.js';
import { CONNECTOR_STORES } from './connector/stores.js';
import { FEEDS, PRODUCTS, VARIATIONS } from './catalog-feed/stores.js';
import { CONNECTION, FEATURED, SUBSCRIPTIONS } from './marketplace/stores.js';
import { INSTALLED_PLUGINS } from './plugins/plugin-store.js';
import { STYLE_PROPS, WIDGETS } from './sitetool/builders/builder-a-registry.js';
import { MODULES } from './sitetool/builders/builder-b-registry.js';
import { TEMPLATES } from './sitetool/builders/builder-templates.js';
import { SNIPPETS } from './sitetool/builders/code-snippets.js';
import { LOGIN_TOKENS } from './sitetool/builders/login-tokens.js';
import { UPLOAD_SETTINGS } from './sitetool/builders/remote-file.js';
import { AUDIT_STORE } from './sitetool/ops/audit-log.js';
import { ENVIRONMENT_STORE } from './sitetool/ops/environment.js';
import { NAVIGATION_STORE } from './sitetool/ops/last-change.js';
import { DRAFT_STORE } from './sitetool/theme/draft-state.js';
import { THEME_FILES } from './sitetool/theme/theme-store.js';
import { SHOP_ADMIN_STORES } from '../catalogue/record-sets/shop-admin.js';
import { CLIENTS as OAUTH_CLIENTS, CODES as OAUTH_CODES, GRANTS as OAUTH_GRANTS } from './agentproto/stores.js';

export const BUILT_IN_RECORD_SETS: ReadonlySet<string> = new Set([
  PROVIDERS,
  WIDGETS,
  STYLE_PROPS,
  MODULES,
  TEMPLATES,
  SNIPPETS,
  LOGIN_TOKENS,
  UPLOAD_SETTINGS,
  ...ASSISTANT_STORES,
  ...ASSISTANT_AI_STORES,
  ...LICENCE_STORES,
  INSTALLED_PLUGINS,
  AUDIT_STORE,
  ENVIRONMENT_STORE,
  NAVIGATION_STORE,
  DRAFT_STORE,
  THEME_FILES,
  ...PAYMENTS_STORES,
  ...CONNECTOR_STORES,
  SUBSCRIPTIONS,
  FEATURED,
  CONNECTION,
  PRODUCTS,
  VARIATIONS,
  FEEDS,
  OAUTH_CLIENTS,
  OAUTH_GRANTS,
  OAUTH_CODES,
  ...SHOP_ADMIN_STORES,
]);
