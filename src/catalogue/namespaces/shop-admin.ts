// shop-admin (wc-admin in the real plugin): the store administration routes the spec shows, in its
// order. Marketing, plugins and onboarding live in ./shop-admin/; each controller's own permission
// check (and the error it answers) is in ./shop-admin/permissions.ts. Every route answers from the
// session's state (src/areas/shop-admin/).
import { bool, defineNamespace, edit, file, get, post, PUBLIC, str } from '../define.js';
import {
  assignment,
  features,
  gatewaySuggestions,
  noticeDismissed,
  optionsUpdated,
  optionValues,
  suggestionsDismissed,
  taxDismissed,
  themeUploaded,
} from '../responses/shop-admin.js';
import { marketingRoutes } from './shop-admin/marketing.js';
import { onboardingRoutes } from './shop-admin/onboarding.js';
import { EDIT, INSTALL, LIST, VIEW } from './shop-admin/permissions.js';
import { pluginRoutes } from './shop-admin/plugins.js';

export const shopAdmin = defineNamespace(
  'shop-admin',
  { read: LIST, write: EDIT },
  {
    '/tax/recommendations/dismiss': [
      post(
        {},
        {
          permission: {
            cap: 'manage_woocommerce',
            code: 'woocommerce_rest_cannot_edit',
            message: 'Sorry, you are not allowed to dismiss these recommendations.',
          },
          response: taxDismissed,
          behaviour: 'shop-admin-tax-dismiss',
        },
      ),
    ],
    // Notice::get_permission() returns a bare boolean, so WordPress answers rest_forbidden.
    '/notice/dismiss': [post({}, { permission: { cap: 'manage_woocommerce' }, response: noticeDismissed, behaviour: 'shop-admin-notice-dismiss' })],
    '/features': [get({}, { permission: LIST, response: features, behaviour: 'shop-admin-features' })],
    '/experiments/assignment': [get({}, { permission: VIEW, response: assignment, behaviour: 'shop-admin-experiment-assignment' })],
    ...marketingRoutes,
    // Options checks each requested option against its allow-list (the WooCommerce ones need the
    // shop manager; on a production site any other needs manage_options) after refusing a request that
    // names none, whoever sends it: all in the behaviour, so the route itself is open.
    '/options': [
      get({}, { permission: PUBLIC, response: optionValues, behaviour: 'shop-admin-options-get' }),
      edit({}, { permission: PUBLIC, response: optionsUpdated, behaviour: 'shop-admin-options-update' }),
    ],
    '/payment-gateway-suggestions': [
      get(
        {
          force_default_suggestions: bool(
            'Return the default payment suggestions when woocommerce_show_marketplace_suggestions and woocommerce_setting_payments_recommendations_hidden options are set to no',
          ),
        },
        { permission: INSTALL, response: gatewaySuggestions, behaviour: 'shop-admin-gateway-suggestions' },
      ),
    ],
    '/payment-gateway-suggestions/dismiss': [
      post({}, { permission: INSTALL, response: suggestionsDismissed, behaviour: 'shop-admin-gateway-suggestions-dismiss' }),
    ],
    '/themes': [
      edit(
        {
          context: str('Scope under which the request is made; determines fields present in response.', { enum: ['view', 'edit'], default: 'view' }),
          pluginzip: file('A zip file of the theme to be uploaded.'),
        },
        {
          permission: { cap: 'upload_themes', code: 'woocommerce_rest_cannot_view', message: 'Sorry, you are not allowed to install themes on this site.' },
          response: themeUploaded,
          behaviour: 'shop-admin-theme-upload',
        },
      ),
    ],
    ...pluginRoutes,
    ...onboardingRoutes,
  },
);
