// Everything the derived answers (to-dos, features) look at, read once per request: the connection and the
// settings tabs as they stand in the session.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { connectionOf, isConnected, type Connection } from './connection.js';
import { readDocument, type Document } from './documents.js';
import { PAYMENT_METHODS_DEFAULTS } from './seed-payment-methods.js';
import { ONBOARDING_DEFAULTS, PAY_LATER_DEFAULTS, SETTINGS_DEFAULTS, STYLING_DEFAULTS } from './seed-settings.js';
import { ONBOARDING, PAY_LATER, PAYMENT_METHODS, SETTINGS, STYLING } from '../../catalogue/record-sets/payments.js';

export interface PaymentsState {
  connection: Connection;
  connected: boolean;
  onboarding: Document;
  settings: Document;
  methods: Document;
  styling: Document;
  payLater: Document;
}

export function paymentsState(session: Session, ctx: HandlerContext): PaymentsState {
  const connection = connectionOf(session, ctx);
  return {
    connection,
    connected: isConnected(connection),
    onboarding: readDocument(session, ctx, ONBOARDING, ONBOARDING_DEFAULTS),
    settings: readDocument(session, ctx, SETTINGS, SETTINGS_DEFAULTS),
    methods: readDocument(session, ctx, PAYMENT_METHODS, PAYMENT_METHODS_DEFAULTS),
    styling: readDocument(session, ctx, STYLING, STYLING_DEFAULTS),
    payLater: readDocument(session, ctx, PAY_LATER, PAY_LATER_DEFAULTS),
  };
}

const field = (doc: Document, section: string, name: string): unknown => (doc[section] as Record<string, unknown> | undefined)?.[name];

/** Whether a gateway of the Payment Methods tab is on. */
export const gatewayEnabled = (s: PaymentsState, id: string): boolean => field(s.methods, id, 'enabled') === true;

/** Whether the smart buttons show at a location of the Styling tab. */
export const buttonsEnabled = (s: PaymentsState, location: string): boolean => field(s.styling, location, 'enabled') === true;

/** Whether Pay Later messages show at a placement. */
export const messageEnabled = (s: PaymentsState, placement: string): boolean => field(s.payLater, placement, 'status') === 'enabled';

export const anyMessageEnabled = (s: PaymentsState): boolean =>
  ['cart', 'checkout', 'product', 'shop', 'home'].some((p) => messageEnabled(s, p)) ||
  (Array.isArray(s.payLater.custom_placement) && s.payLater.custom_placement.some((p) => (p as Record<string, unknown>)?.status === 'enabled'));
