// shop-admin marketing routes (paths relative to /shop-admin), in the spec's order.
import { edit, type EndpointDraft, get, required, str } from '../../define.js';
import { pageArg, perPageArg } from '../../args/common.js';
import {
  campaigns,
  campaignTypes,
  channels,
  installedExtensions,
  knowledgeBase,
  pluginActivated,
  recommendations,
} from '../../responses/shop-admin-marketing.js';
import { INSTALL, LIST, MARKETING } from './permissions.js';

/** WC_REST_Controller::get_collection_params() without `search`; context has no default there. */
const campaignArgs = {
  context: str('Scope under which the request is made; determines fields present in response.', { enum: ['view'] }),
  page: pageArg,
  per_page: perPageArg,
};

export const marketingRoutes: Record<string, readonly EndpointDraft[]> = {
  '/marketing/recommended': [
    get({ per_page: perPageArg, category: str() }, { permission: INSTALL, response: recommendations }),
  ],
  '/marketing/knowledge-base': [get({ category: str() }, { permission: LIST, response: knowledgeBase })],
  '/marketing/misc-recommendations': [get({}, { permission: INSTALL, response: recommendations })],
  '/marketing/overview/activate-plugin': [
    edit({ plugin: required(str()) }, { permission: INSTALL, response: pluginActivated }),
  ],
  '/marketing/overview/installed-plugins': [get({}, { permission: LIST, response: installedExtensions })],
  '/marketing/recommendations': [
    get({ category: required(str(undefined, { enum: ['channels', 'extensions'] })) }, { permission: MARKETING, response: recommendations }),
  ],
  '/marketing/channels': [get({}, { permission: MARKETING, response: channels })],
  '/marketing/campaigns': [get(campaignArgs, { permission: LIST, response: campaigns })],
  '/marketing/campaign-types': [get(campaignArgs, { permission: LIST, response: campaignTypes })],
};
