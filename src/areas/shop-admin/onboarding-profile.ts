// The onboarding profile, kept in the `woocommerce_onboarding_profile` option (so GET options sees it too).
// GET answers every profile field (null when unset) and whether the store is connected to WooCommerce.com;
// POST merges the fields of a JSON body: WooCommerce reads get_json_params(), so form fields are checked by
// the route's arguments but not stored, and a null never clears a field (isset() skips it).
import type { Handler } from '../../dispatch/types.js';
import { invalidParams } from '../../kinds/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import { validateValue } from '../../wp/schema-validate.js';
import { invalid } from '../../wp/schema-parts.js';
import { shopOption, updateShopOption } from './shop-options.js';
import { HELPER_OPTION, wccomConnected } from './wccom-connect.js';

export const PROFILE_OPTION = 'woocommerce_onboarding_profile';

/** OnboardingProfile::get_profile_properties(), in their order. */
const FIELDS = [
  'completed',
  'skipped',
  'industry',
  'business_extensions',
  'is_agree_marketing',
  'store_email',
  'is_store_country_set',
  'is_plugins_page_skipped',
  'business_choice',
  'selling_online_answer',
  'selling_platforms',
] as const;

/** GET onboarding/profile. */
export const getProfile: Handler = (req, ctx) => {
  const session = ctx.session;
  const stored = shopOption(ctx.site, session, req.origin, PROFILE_OPTION, {});
  const profile = isPlainObject(stored) ? stored : {};
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) out[field] = profile[field] ?? null;
  out.wccom_connected = wccomConnected(shopOption(ctx.site, session, req.origin, HELPER_OPTION, {}));
  return { data: out };
};

/** rest_validate_marketing_email(): an address is needed when marketing was agreed to, and must be valid when given. */
function emailProblem(req: RestRequest) {
  if (!('store_email' in req.params)) return null;
  const email = req.params.store_email;
  const needed = Boolean(req.params.is_agree_marketing) || (email !== '' && email !== null && email !== undefined);
  if (!needed) return null;
  const valid = typeof email === 'string' && validateValue(email, { type: 'string', format: 'email' }, 'store_email') === null;
  return valid ? null : invalidParams({ store_email: invalid('rest_invalid_email', 'Invalid email address') });
}

/** POST/PUT/PATCH onboarding/profile. */
export const updateProfile: Handler = async (req, ctx) => {
  const problem = emailProblem(req);
  if (problem) return problem;
  const body = isPlainObject(req.json) ? req.json : {};
  const given = Object.fromEntries(FIELDS.filter((f) => body[f] !== undefined && body[f] !== null).map((f) => [f, body[f]]));
  const session = ctx.session;
  session.tick();
  const stored = shopOption(ctx.site, session, req.origin, PROFILE_OPTION, {});
  updateShopOption(ctx.site, session, req.origin, PROFILE_OPTION, { ...(isPlainObject(stored) ? stored : {}), ...given });
  await session.commit();
  return { data: { status: 'success', message: 'Onboarding profile data has been updated.' } };
};

/** GET onboarding/profile/experimental_get_email_prefill: the site's admin e-mail. */
export const emailPrefill: Handler = (req, ctx) => ({ data: { email: shopOption(ctx.site, ctx.session, req.origin, 'admin_email', '') } });
