// WebhookSettingsEndpoint: the subscribed webhook (address and events), subscribing again, and the simulation
// that checks PayPal reaches the site: starting one sends a CHECKOUT.ORDER.APPROVED test event, as PayPal does, to
// the registered webhook's address on this mock (payments/v1/incoming, over the mock's own scheme), once the answer
// is written, through the same sender as rules' callbacks (src/http/callbacks.ts): the delivery is journaled as a
// request of its own and as the outcome of the POST that started it. Arriving, the event is recorded as any incoming
// event and the simulation is "received". An app that does not listen (createApp) has no address to deliver to:
// there, and should a delivery not arrive, PayPal's event arrives on the second poll (the first says "waiting").
// Posting the same event id to payments/v1/incoming receives it at once.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { restUrl } from '../../wp/links.js';
import type { RestRequest } from '../../wp/request.js';
import { connectionOf, isConnected } from './connection.js';
import { derivedId, UPPER_ALNUM } from './derived-ids.js';
import { readDocument, writeDocument } from './documents.js';
import { recordIncoming } from './incoming-log.js';
import { failure, success } from './plugin-answer.js';
import { SIMULATION } from '../../catalogue/record-sets/payments.js';
import { registeredWebhook, registerWebhook, webhookUrl, type Webhook } from './webhook-subscription.js';

export const SIMULATED_EVENT = 'CHECKOUT.ORDER.APPROVED';
const POLLS_UNTIL_RECEIVED = 2;

export interface Simulation extends Record<string, unknown> {
  id: string;
  state: 'waiting' | 'received';
  polls: number;
}

/** PayPal's test event of a simulation, as it is delivered and recorded. */
const simulatedEvent = (id: string) => ({ id, event_type: SIMULATED_EVENT, resource_type: 'checkout-order', summary: 'An order has been approved by buyer' });

/**
 * PayPal's delivery of the test event to the registered webhook (IncomingWebhookEndpoint::url(): payments/v1/incoming)
 * at this mock's own address, in the session that started it; sent once the answer is written.
 */
function deliverTestEvent(req: RestRequest, webhook: Webhook, eventId: string, sentAt: string): void {
  (req.afterAnswer ??= []).push({
    by: 'payments-webhook-simulation',
    method: 'POST',
    url: restUrl('', '/payments/v1/incoming'),
    headers: {
      'Content-Type': 'application/json',
      'X-Mock-Session': req.session,
      'PayPal-Transmission-Id': `${webhook.id}-${eventId}`,
      'PayPal-Transmission-Time': sentAt,
    },
    body: JSON.stringify({ ...simulatedEvent(eventId), event_version: '1.0', create_time: sentAt }),
    delay: 0,
  });
}

export const simulationOf = (session: Session, ctx: HandlerContext): Simulation =>
  readDocument(session, ctx, SIMULATION, { id: '', state: 'waiting', polls: 0 });

function webhookAnswer(req: RestRequest, session: Session, ctx: HandlerContext) {
  const webhook = registeredWebhook(session, ctx);
  if (!webhook) return failure('No webhooks found.');
  return success({ url: webhookUrl(req.origin), events: webhook.event_types.map((e) => e.toLowerCase()) });
}

export const webhooksGet: Handler = (req, ctx) => webhookAnswer(req, ctx.session, ctx);

/** POST /webhooks: WebhookRegistrar::register() needs a connected merchant, then answers the new subscription. */
export const webhooksResubscribe: Handler = async (req, ctx) => {
  const session = ctx.session;
  const connection = connectionOf(session, ctx);
  if (!isConnected(connection)) return failure('Webhook subscription failed.');
  session.tick();
  registerWebhook(session, ctx, connection.merchant_id);
  await session.commit();
  return webhookAnswer(req, session, ctx);
};

export const simulationStart: Handler = async (req, ctx) => {
  const session = ctx.session;
  const webhook = registeredWebhook(session, ctx);
  if (!webhook) return failure('Webhooks not registered');
  session.tick();
  const part = (what: string) => derivedId([ctx.site.scenario.seed, 'simulation', webhook.id, what, session.instant()], UPPER_ALNUM, 17);
  const id = `WH-${part('a')}-${part('b')}`;
  writeDocument(session, SIMULATION, { id, state: 'waiting', polls: 0, event_type: SIMULATED_EVENT });
  await session.commit();
  deliverTestEvent(req, webhook, id, new Date(session.instant()).toISOString());
  return success([]);
};

/** GET /webhooks/simulate: each poll of a waiting simulation counts; PayPal's event arrives on the second. */
export const simulationState: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const simulation = simulationOf(session, ctx);
  if (!simulation.id) return failure('Webhook simulation data not found.');
  if (simulation.state === 'waiting') {
    const polls = simulation.polls + 1;
    const arrived = polls >= POLLS_UNTIL_RECEIVED;
    if (arrived) {
      recordIncoming(session, {
        event: simulatedEvent(simulation.id),
        handled: true,
        simulated: true,
      });
    }
    writeDocument(session, SIMULATION, { ...simulation, polls, state: arrived ? 'received' : 'waiting' });
    await session.commit();
    return success({ state: arrived ? 'received' : 'waiting' });
  }
  return success({ state: simulation.state });
};
