// payments/v1/incoming (IncomingWebhookEndpoint): PayPal's webhook events. Only a site with a subscribed webhook
// accepts them (the plugin's permission check refuses the rest); the simulation's test event completes the
// simulation; an event type no handler takes is answered as the plugin does. Every accepted event is recorded.
// The mock cannot check PayPal's signature headers, so it does not: any well-formed event is taken.
import type { Handler } from '../../dispatch/types.js';
import { writtenFields } from '../../kinds/request-fields.js';
import { protocolErrors, WpError } from '../../wp/errors.js';
import { writeDocument } from './documents.js';
import { recordIncoming } from './incoming-log.js';
import { SIMULATION } from '../../catalogue/record-sets/payments.js';
import { HANDLED_EVENTS, registeredWebhook } from './webhook-subscription.js';
import { simulationOf } from './webhooks.js';

const notAnEvent = () =>
  new WpError(
    'ppcp_invalid_webhook_event',
    'The webhook event needs an id and an event_type, as PayPal sends them: {"id":"WH-...","event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{...}}.',
    { status: 400 },
  );

export const incomingWebhook: Handler = async (req, ctx) => {
  const event = writtenFields(req);
  if (typeof event.id !== 'string' || !event.id || typeof event.event_type !== 'string' || !event.event_type) return notAnEvent();
  const session = ctx.session;
  if (!registeredWebhook(session, ctx)) return protocolErrors.forbidden(req.user ? 403 : 401);
  const simulation = simulationOf(session, ctx);
  const simulated = simulation.id !== '' && simulation.id === event.id;
  // The simulation's event delivered after it arrived on a poll (or delivered twice): taken, not recorded again.
  if (simulated && simulation.state === 'received') return { data: { success: true } };
  session.tick();
  if (simulated) {
    recordIncoming(session, { event, handled: true, simulated: true });
    writeDocument(session, SIMULATION, { ...simulation, state: 'received' });
    await session.commit();
    return { data: { success: true } };
  }
  const handled = (HANDLED_EVENTS as readonly string[]).includes(event.event_type.toUpperCase());
  const message = handled ? undefined : `Could not find handler for request type ${event.event_type}`;
  recordIncoming(session, { event, handled, simulated: false, ...(message ? { message } : {}) });
  await session.commit();
  return { data: handled ? { success: true } : { success: false, message } };
};
