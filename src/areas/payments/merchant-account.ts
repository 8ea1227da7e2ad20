// Connecting and disconnecting the merchant (AuthenticationManager): the account PayPal would answer with,
// derived from the scenario seed and the credentials' public half, and what connecting sets up (the webhook).
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { capabilitiesOf, connectionOf, DISCONNECTED, saveConnection, type Connection, type SellerType } from './connection.js';
import { BASE64URL, derivedId, DIGITS, LOWER, UPPER_ALNUM } from './derived-ids.js';
import { resetDocument, writeDocument } from './documents.js';
import { storeCountry } from './store-locale.js';
import { AGENTIC_BANNER, ONBOARDING, PAY_LATER, PAYMENT_METHODS, SETTINGS, SIMULATION, STYLING, TODOS } from '../../catalogue/record-sets/payments.js';
import { registerWebhook, unregisterWebhook } from './webhook-subscription.js';

/** The PayPal account behind `source` (a client id or an onboarding id): merchant id and login e-mail. */
export function accountOf(seed: number, source: string, sandbox: boolean): { merchant_id: string; merchant_email: string } {
  const part = (alphabet: string, length: number, what: string) => derivedId([seed, 'merchant', what, source], alphabet, length);
  return {
    merchant_id: part(UPPER_ALNUM, 13, 'id'),
    merchant_email: sandbox ? `sb-${part(LOWER, 5, 'sandbox')}${part(DIGITS, 8, 'number')}@business.example.com` : `shop-${part(LOWER, 6, 'live')}@example.com`,
  };
}

/** The REST client id PayPal issues to an account onboarded through the login link (`A` and 79 more). */
export const issuedClientId = (seed: number, sharedId: string): string => `A${derivedId([seed, 'client', sharedId], BASE64URL.replace('-', ''), 79)}`;

export interface NewConnection {
  sandbox: boolean;
  clientId: string;
  source: string;
  sellerType: SellerType;
}

/** Replaces any connection with the new account and subscribes its webhook (the caller ticks and commits). */
export function connectMerchant(session: Session, ctx: HandlerContext, n: NewConnection): Connection {
  const previous = connectionOf(session, ctx);
  const connection: Connection = {
    ...previous,
    ...accountOf(ctx.site.scenario.seed, n.source, n.sandbox),
    sandbox_merchant: n.sandbox,
    merchant_country: storeCountry(ctx.site, session),
    client_id: n.clientId,
    has_client_secret: true,
    seller_type: n.sellerType,
    capabilities: capabilitiesOf(n.sellerType),
  };
  saveConnection(session, connection);
  registerWebhook(session, ctx, connection.merchant_id);
  return connection;
}

/** The stores SettingsDataManager::reset_all_settings() puts back. */
const SETTINGS_STORES = [ONBOARDING, SETTINGS, STYLING, PAYMENT_METHODS, PAY_LATER, TODOS, AGENTIC_BANNER];

/** AuthenticationManager::disconnect(), and with `resetSettings` every settings tab back at its start. */
export function disconnectMerchant(session: Session, ctx: HandlerContext, resetSettings: boolean): void {
  const previous = connectionOf(session, ctx);
  const kept = resetSettings ? {} : { use_sandbox: previous.use_sandbox, use_manual_connection: previous.use_manual_connection };
  saveConnection(session, { ...DISCONNECTED, ...kept });
  unregisterWebhook(session);
  writeDocument(session, SIMULATION, {});
  if (resetSettings) for (const store of SETTINGS_STORES) resetDocument(session, store);
}
