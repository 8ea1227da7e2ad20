// shop-admin marketing routes (paths relative to /shop-admin), in the spec's order.
import { edit, type EndpointDraft, get, required, str } from '../../define.js';
import { pageArg, perPageArg } from '../../args/common.js';
import {
  campaigns,
  campaignTypes,
  channels,
  installedExtensions,
  knowledgeBase,
  miscRecommendations,
  pluginActivated,
  recommendations,
} from '../../responses/shop-admin-marketing.js';
import { MISC_RECOMMENDATIONS } from '../../record-sets/shop-admin.js';
import { INSTALL, INSTALL_MARKETING, LIST, MARKETING } from './permissions.js';

/** WC_REST_Controller::get_collection_params() without `search`; context has no default there. */
const campaignArgs = {
  context: str('Scope under which the request is made; determines fields present in response.', { enum: ['view'] }),
  page: pageArg,
  per_page: perPageArg,
};

export const marketingRoutes: Record<string, readonly EndpointDraft[]> = {
  '/marketing/recommended': [
    get({ per_page: perPageArg, category: str() }, { permission: INSTALL, response: recommendations, behaviour: 'shop-admin-marketing-recommended' }),
  ],
  '/marketing/knowledge-base': [get({ category: str() }, { permission: LIST, response: knowledgeBase, behaviour: 'shop-admin-marketing-knowledge-base' })],
  // WooCommerce.com's misc recommendations document, served from its store as it is.
  '/marketing/misc-recommendations': [
    get({}, { permission: INSTALL, response: miscRecommendations, bind: { kind: 'collection', store: MISC_RECOMMENDATIONS } }),
  ],
  '/marketing/overview/activate-plugin': [
    edit({ plugin: required(str()) }, { permission: INSTALL_MARKETING, response: pluginActivated, behaviour: 'shop-admin-marketing-activate-plugin' }),
  ],
  '/marketing/overview/installed-plugins': [get({}, { permission: LIST, response: installedExtensions, behaviour: 'shop-admin-marketing-installed-plugins' })],
  '/marketing/recommendations': [
    get(
      { category: required(str(undefined, { enum: ['channels', 'extensions'] })) },
      { permission: MARKETING, response: recommendations, behaviour: 'shop-admin-marketing-recommendations' },
    ),
  ],
  '/marketing/channels': [get({}, { permission: MARKETING, response: channels, behaviour: 'shop-admin-marketing-channels' })],
  '/marketing/campaigns': [get(campaignArgs, { permission: LIST, response: campaigns, behaviour: 'shop-admin-marketing-campaigns' })],
  '/marketing/campaign-types': [get(campaignArgs, { permission: LIST, response: campaignTypes, behaviour: 'shop-admin-marketing-campaign-types' })],
};
