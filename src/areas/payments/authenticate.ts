// AuthenticationRestEndpoint: direct login with REST app credentials, the OAuth login that ends the login-link
// flow, and disconnect. The client secret (and the one-time auth code) are used to decide and then dropped:
// never stored, never answered.
import type { Handler } from '../../dispatch/types.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { isPayPalCredentialPair, TOKEN_REFUSED } from './credentials.js';
import { readDocument } from './documents.js';
import { connectMerchant, disconnectMerchant, issuedClientId } from './merchant-account.js';
import { failure, success } from './plugin-answer.js';
import { ONBOARDING_DEFAULTS } from './seed-settings.js';
import { ONBOARDING } from '../../catalogue/record-sets/payments.js';

const text = (v: unknown): string => (typeof v === 'string' ? sanitizeTextField(v) : '');

/** POST /authenticate/direct: the "manual connection" of a business account. */
export const authenticateDirect: Handler = async (req, ctx) => {
  const clientId = text(req.params.clientId);
  const secret = text(req.params.clientSecret);
  if (!clientId) return failure('No client ID provided.');
  if (!secret) return failure('No client secret provided.');
  if (!isPayPalCredentialPair(clientId, secret)) return failure(TOKEN_REFUSED);
  const session = ctx.session;
  session.tick();
  const c = connectMerchant(session, ctx, { sandbox: req.params.useSandbox === true, clientId, source: clientId, sellerType: 'business' });
  await session.commit();
  return success({ merchantId: c.merchant_id, email: c.merchant_email });
};

/**
 * POST /authenticate/oauth: the shared id and auth code PayPal's sign-up popup hands back. The plugin trades
 * them for the account's credentials when the admin page reloads; the mock completes the connection at once.
 * A casual seller (onboarding `isCasualSeller`) connects a personal account.
 */
export const authenticateOAuth: Handler = async (req, ctx) => {
  const sharedId = text(req.params.sharedId);
  if (!sharedId) return failure('No onboarding ID provided.');
  if (!text(req.params.authCode)) return failure('No authorization code provided.');
  const session = ctx.session;
  const casual = readDocument(session, ctx, ONBOARDING, ONBOARDING_DEFAULTS).isCasualSeller === true;
  session.tick();
  connectMerchant(session, ctx, {
    sandbox: req.params.useSandbox === true,
    clientId: issuedClientId(ctx.site.scenario.seed, sharedId),
    source: sharedId,
    sellerType: casual ? 'personal' : 'business',
  });
  await session.commit();
  return success(true);
};

/** POST /authenticate/disconnect (`reset: true` also puts every settings tab back). */
export const authenticateDisconnect: Handler = async (req, ctx) => {
  const session = ctx.session;
  const reset = [true, 1, '1', 'true'].includes(req.params.reset as never);
  session.tick();
  disconnectMerchant(session, ctx, reset);
  await session.commit();
  return success('OK');
};
