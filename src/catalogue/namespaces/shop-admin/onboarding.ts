// shop-admin onboarding routes (paths relative to /shop-admin), in the spec's order.
import { arr, bool, edit, type EndpointDraft, get, str } from '../../define.js';
import type { Args } from '../../types.js';
import {
  emailPrefill,
  freeExtensions,
  productTypes,
  profile,
  profileProgress,
  profileUpdated,
  stepCompleted,
} from '../../responses/shop-admin-onboarding.js';
import { EDIT, LIST } from './permissions.js';

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
  '/onboarding/free-extensions': [get({}, { permission: LIST, response: freeExtensions })],
  '/onboarding/product-types': [get({}, { permission: LIST, response: productTypes })],
  '/onboarding/profile': [
    get({}, { permission: LIST, response: profile }),
    edit(profileArgs, { permission: EDIT, response: profileUpdated }),
  ],
  '/onboarding/profile/experimental_get_email_prefill': [get({}, { permission: LIST, response: emailPrefill })],
  '/onboarding/profile/progress': [get({}, { permission: LIST, response: profileProgress })],
  // The plugin requires `step` and restricts it to the profiler's step names; the spec declares
  // neither (its allowed values are "not shown"), so only the type is catalogued.
  '/onboarding/profile/progress/core-profiler/complete': [
    edit({ step: str('The Core Profiler step to mark as complete.') }, { permission: EDIT, response: stepCompleted }),
  ],
};
