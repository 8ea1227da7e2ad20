// The webhook events the site received (WebhookEventStorage keeps the last one; the mock keeps them all), in the
// `payments.incoming_webhooks` store: read them back with GET /__mock/state or count them with POST /__mock/verify.
import { nextRecordId, putRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import { INCOMING_WEBHOOKS } from '../../catalogue/record-sets/payments.js';

export interface ReceivedEvent {
  event: Record<string, unknown>;
  handled: boolean;
  simulated: boolean;
  message?: string;
}

/** Records one received event (the caller ticks and commits). */
export function recordIncoming(session: Session, r: ReceivedEvent): void {
  const n = nextRecordId(session, INCOMING_WEBHOOKS);
  const e = r.event;
  putRecord(session, INCOMING_WEBHOOKS, n, {
    event_id: e.id,
    event_type: e.event_type,
    resource_type: e.resource_type ?? null,
    summary: e.summary ?? null,
    resource: isPlainObject(e.resource) ? e.resource : null,
    received_at: session.now()[1],
    handled: r.handled,
    simulated: r.simulated,
    ...(r.message ? { message: r.message } : {}),
  });
}
