// The behaviour names of the shop-admin routes (catalogue: src/catalogue/namespaces/shop-admin.ts and shop-admin/).
import type { Behaviour } from '../../dispatch/types.js';
import { connectConnector, connectProcessorA, connectProcessorB } from './connect-links.js';
import { dismissNotice, dismissTaxRecommendations } from './dismissals.js';
import { experimentAssignment } from './experiments.js';
import { availableFeatures } from './features.js';
import { freeExtensions } from './free-extensions.js';
import { dismissGatewaySuggestions, gatewaySuggestions } from './gateway-suggestions.js';
import { knowledgeBase } from './knowledge-base.js';
import { marketingCampaigns, marketingCampaignTypes, marketingChannels } from './marketing-channels.js';
import { activateMarketingPlugin, installedExtensions } from './marketing-overview.js';
import { marketingRecommendations, recommendedPlugins } from './marketing-recommendations.js';
import { emailPrefill, getProfile, updateProfile } from './onboarding-profile.js';
import { getOptions, updateOptions } from './options-api.js';
import {
  activateHandler,
  activePluginsHandler,
  activateStatusHandler,
  installedPluginsHandler,
  installHandler,
  installStatusHandler,
} from './plugin-handlers.js';
import { completeStep, getProgress } from './profile-progress.js';
import { uploadTheme } from './theme-upload.js';
import { finishVendorConnect, requestVendorConnect } from './wccom-connect.js';

export const shopAdminBehaviours: Readonly<Record<string, Behaviour>> = {
  'shop-admin-tax-dismiss': dismissTaxRecommendations,
  'shop-admin-notice-dismiss': dismissNotice,
  'shop-admin-features': availableFeatures,
  'shop-admin-experiment-assignment': experimentAssignment,
  'shop-admin-marketing-recommended': recommendedPlugins,
  'shop-admin-marketing-knowledge-base': knowledgeBase,
  'shop-admin-marketing-activate-plugin': activateMarketingPlugin,
  'shop-admin-marketing-installed-plugins': installedExtensions,
  'shop-admin-marketing-recommendations': marketingRecommendations,
  'shop-admin-marketing-channels': marketingChannels,
  'shop-admin-marketing-campaigns': marketingCampaigns,
  'shop-admin-marketing-campaign-types': marketingCampaignTypes,
  'shop-admin-options-get': getOptions,
  'shop-admin-options-update': updateOptions,
  'shop-admin-gateway-suggestions': gatewaySuggestions,
  'shop-admin-gateway-suggestions-dismiss': dismissGatewaySuggestions,
  'shop-admin-theme-upload': uploadTheme,
  'shop-admin-plugins-install': installHandler,
  'shop-admin-plugins-install-status': installStatusHandler,
  'shop-admin-plugins-active': activePluginsHandler,
  'shop-admin-plugins-installed': installedPluginsHandler,
  'shop-admin-plugins-activate': activateHandler,
  'shop-admin-plugins-activate-status': activateStatusHandler,
  'shop-admin-connect-connector': connectConnector,
  'shop-admin-request-vendor-connect': requestVendorConnect,
  'shop-admin-finish-vendor-connect': finishVendorConnect,
  'shop-admin-connect-processor-a': connectProcessorA,
  'shop-admin-connect-processor-b': connectProcessorB,
  'shop-admin-free-extensions': freeExtensions,
  'shop-admin-profile-get': getProfile,
  'shop-admin-profile-update': updateProfile,
  'shop-admin-email-prefill': emailPrefill,
  'shop-admin-profile-progress': getProgress,
  'shop-admin-core-profiler-complete': completeStep,
};
