// The webhook the plugin subscribes at PayPal once a merchant connects (WebhookRegistrar): its id, the event
// types its handlers take, and the address PayPal posts to, which is this site's payments/v1/incoming over https.
// Disconnecting removes it; POST /webhooks subscribes again under a new id.
import type { HandlerContext } from '../../dispatch/types.js';
import { nextRecordId } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { restUrl } from '../../wp/links.js';
import { derivedId, UPPER_ALNUM } from './derived-ids.js';
import { readDocument, writeDocument } from './documents.js';
import { WEBHOOK } from '../../catalogue/record-sets/payments.js';

/** The event types of the plugin's webhook handlers (IncomingWebhookEndpoint::handled_event_types()). */
export const HANDLED_EVENTS = [
  'CHECKOUT.ORDER.APPROVED',
  'CHECKOUT.ORDER.COMPLETED',
  'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.REFUNDED',
  'VAULT.PAYMENT-TOKEN.CREATED',
  'VAULT.PAYMENT-TOKEN.DELETED',
  'VAULT.CREDIT-CARD.CREATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.PLAN.UPDATED',
  'BILLING.PLAN.PRICING-CHANGE.ACTIVATED',
  'CATALOG.PRODUCT.UPDATED',
] as const;

export interface Webhook extends Record<string, unknown> {
  id: string;
  event_types: string[];
  registered_at: string;
}

const NONE = { id: '', event_types: [] as string[], registered_at: '' };

/** The subscribed webhook, or null when none is. */
export function registeredWebhook(session: Session, ctx: HandlerContext): Webhook | null {
  const w = readDocument(session, ctx, WEBHOOK, NONE);
  return w.id ? w : null;
}

/** Subscribes (again): a new webhook id for the merchant (the caller ticks and commits). */
export function registerWebhook(session: Session, ctx: HandlerContext, merchantId: string): Webhook {
  const n = nextRecordId(session, `${WEBHOOK}.registrations`);
  const webhook: Webhook = {
    id: derivedId([ctx.site.scenario.seed, 'webhook', merchantId, n], UPPER_ALNUM, 17),
    event_types: [...HANDLED_EVENTS],
    registered_at: session.now()[1],
  };
  writeDocument(session, WEBHOOK, webhook);
  return webhook;
}

/** Removes the subscription (written, so a seeded webhook does not come back). */
export const unregisterWebhook = (session: Session): void => writeDocument(session, WEBHOOK, { ...NONE });

/** IncomingWebhookEndpoint::url(): rest_url( 'payments/v1/incoming' ), always https. */
export const webhookUrl = (origin: string): string => restUrl(origin, '/payments/v1/incoming').replace(/^http:\/\//, 'https://');
