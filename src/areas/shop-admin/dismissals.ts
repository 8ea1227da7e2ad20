// Dismissing the tax recommendations card (an option) and the WooCommerce.com subscription notices (per user, as
// user meta in WooCommerce; here records of `shop-admin.notice_dismissals`).
import type { Handler } from '../../dispatch/types.js';
import { putRecord } from '../../store/records.js';
import { shopAdminErrors } from './errors.js';
import { updateShopOption } from './shop-options.js';
import { NOTICE_DISMISSALS } from '../../catalogue/record-sets/shop-admin.js';

/** POST tax/recommendations/dismiss. */
export const dismissTaxRecommendations: Handler = async (req, ctx) => {
  const session = ctx.session;
  session.tick();
  updateShopOption(ctx.site, session, req.origin, 'woocommerce_settings_tax_recommendations_hidden', 'yes');
  await session.commit();
  return { data: { dismissed: true } };
};

/** The notices Notice::dissmiss_notice() knows; any other id answers success false. */
const NOTICES = new Set([
  'woo-subscription-expired-notice',
  'woo-subscription-expiring-notice',
  'woo-disconnect-notice',
  'woo-connect-notice',
  'woo-connected-account-notice',
]);

/**
 * POST notice/dismiss with `notice_id` and `dismiss_notice_nonce`. The nonce wp-admin prints for it is, on the
 * mock, the scenario's `auth.nonce` (the same one cookie authentication takes).
 */
export const dismissNotice: Handler = async (req, ctx) => {
  const nonce = req.params.dismiss_notice_nonce;
  if (typeof nonce !== 'string' || nonce !== ctx.site.scenario.auth.nonce) return shopAdminErrors.invalidNonce();
  const notice = typeof req.params.notice_id === 'string' ? req.params.notice_id.trim() : '';
  if (!NOTICES.has(notice)) return { data: { success: false } };
  const session = ctx.session;
  const instant = session.tick();
  const user = req.user?.id ?? 0;
  putRecord(session, NOTICE_DISMISSALS, `${user}:${notice}`, { id: `${user}:${notice}`, user, notice, dismissed: Math.floor(instant / 1000) });
  await session.commit();
  return { data: { success: true } };
};
