// The merchant connection (GeneralSettings' connection fields): who the shop is connected to at PayPal, in which
// environment, and what the account may do. The client secret is never kept: only that one was given.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { readDocument, writeDocument } from './documents.js';
import { CONNECTION } from '../../catalogue/record-sets/payments.js';

export const CAPABILITIES = [
  'save_paypal_and_venmo',
  'advanced_credit_and_debit_cards',
  'alternative_payment_methods',
  'google_pay',
  'apple_pay',
  'pay_later_messaging',
] as const;
export type Capability = (typeof CAPABILITIES)[number];
export type SellerType = 'business' | 'personal' | 'unknown';

export interface Connection extends Record<string, unknown> {
  use_sandbox: boolean;
  use_manual_connection: boolean;
  sandbox_merchant: boolean;
  merchant_id: string;
  merchant_email: string;
  merchant_country: string;
  client_id: string;
  /** Whether a client secret was given (the secret itself is never stored). */
  has_client_secret: boolean;
  seller_type: SellerType;
  /** What the PayPal account may do (PayPal's seller status), read when it connected. */
  capabilities: Record<Capability, boolean>;
}

const none = (): Record<Capability, boolean> => Object.fromEntries(CAPABILITIES.map((c) => [c, false])) as Record<Capability, boolean>;

/** GeneralSettings::get_defaults(): nobody connected. */
export const DISCONNECTED: Connection = {
  use_sandbox: false,
  use_manual_connection: false,
  sandbox_merchant: false,
  merchant_id: '',
  merchant_email: '',
  merchant_country: '',
  client_id: '',
  has_client_secret: false,
  seller_type: 'unknown',
  capabilities: none(),
};

/** What a PayPal account of this type may do: casual (personal) sellers get no card processing or wallets. */
export function capabilitiesOf(seller: SellerType): Record<Capability, boolean> {
  const all = Object.fromEntries(CAPABILITIES.map((c) => [c, true])) as Record<Capability, boolean>;
  if (seller !== 'personal') return all;
  return { ...all, advanced_credit_and_debit_cards: false, apple_pay: false, google_pay: false };
}

export const connectionOf = (session: Session, ctx: HandlerContext): Connection => readDocument(session, ctx, CONNECTION, DISCONNECTED);

export const saveConnection = (session: Session, connection: Connection): void => writeDocument(session, CONNECTION, connection);

/** GeneralSettings::is_merchant_connected(): an id, an email, a client id and a secret. */
export const isConnected = (c: Connection): boolean => Boolean(c.merchant_email && c.merchant_id && c.client_id && c.has_client_secret);
