// shop-admin onboarding routes (paths relative to /shop-admin), in the spec's order.
import { arr, bool, edit, type EndpointDraft, get, str } from '../../define.js';
import type { Args } from '../../../model/catalogue.js';
import { emailPrefill, freeExtensions, productTypes, profile, profileProgress, profileUpdated, stepCompleted } from '../../responses/shop-admin-onboarding.js';
import { PRODUCT_TYPES } from '../../record-sets/shop-admin.js';
import { EDIT, LIST } from './permissions.js';

const CORE_PROFILER_STEPS = ['intro-opt-in', 'skip-guided-setup', 'user-profile', 'business-info', 'plugins', 'intro-builder', 'skip-guided-setup'];

/** OnboardingProfile::get_collection_params(): the profile properties plus context. */
const profileArgs: Args = {
  completed: bool('Whether or not the profile was completed.'),
  skipped: bool('Whether or not the profile was skipped.'),
  industry: arr({ type: 'string' }, 'Industry.'),
  business_extensions: arr({ type: 'string' }, 'Extra business extensions to install.'),
  is_agree_marketing: bool('Whether or not this store agreed to receiving marketing contents from WooCommerce.com.'),
  store_email: str('Store email address.'),
  is_store_country_set: bool('Whether or not this store country is set via onboarding profiler.'),
  is_plugins_page_skipped: bool('Whether or not plugins step in core profiler was skipped.'),
  business_choice: str('Business choice.'),
  selling_online_answer: str('Selling online answer.'),
  selling_platforms: { description: 'Selling platforms.', type: ['array', 'null'], items: { type: ['string', 'null'] } },
  context: str('Scope under which the request is made; determines fields present in response.', { enum: ['view'], default: 'view' }),
};

export const onboardingRoutes: Record<string, readonly EndpointDraft[]> = {
  '/onboarding/free-extensions': [get({}, { permission: LIST, response: freeExtensions, behaviour: 'shop-admin-free-extensions' })],
  // WooCommerce.com's product types, served from their store as they are.
  '/onboarding/product-types': [get({}, { permission: LIST, response: productTypes, bind: { kind: 'singleton', store: PRODUCT_TYPES } })],
  '/onboarding/profile': [
    get({}, { permission: LIST, response: profile, behaviour: 'shop-admin-profile-get' }),
    edit(profileArgs, { permission: EDIT, response: profileUpdated, behaviour: 'shop-admin-profile-update' }),
  ],
  '/onboarding/profile/experimental_get_email_prefill': [get({}, { permission: LIST, response: emailPrefill, behaviour: 'shop-admin-email-prefill' })],
  '/onboarding/profile/progress': [get({}, { permission: LIST, response: profileProgress, behaviour: 'shop-admin-profile-progress' })],
  // The plugin requires `step`; the spec does not declare it required, so the behaviour checks it. Its
  // allowed values ("not shown" in the spec) are the plugin's, duplicate included.
  '/onboarding/profile/progress/core-profiler/complete': [
    edit(
      { step: str('The Core Profiler step to mark as complete.', { enum: CORE_PROFILER_STEPS }) },
      { permission: EDIT, response: stepCompleted, behaviour: 'shop-admin-core-profiler-complete' },
    ),
  ],
};
