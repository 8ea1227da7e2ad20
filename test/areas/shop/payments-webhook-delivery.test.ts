// The webhook simulation on a listening mock: PayPal's test event is delivered over HTTP to the registered webhook's
// address on the mock (payments/v1/incoming), through the same sender as rules' callbacks, and journaled twice: as
// the request that arrived and as the outcome of the POST that started the simulation. Over HTTPS too.
import { afterEach, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../../src/start.js';
import { ADMIN, rest } from '../../helpers.js';
import { httpsRequest } from '../../http/tls-client.js';
import { CLIENT_ID, CLIENT_SECRET, P } from './payments-client.js';

let running: RunningMockSite | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** A request in one session, over the running mock's scheme (trusting its certificate over HTTPS). */
async function call(
  mock: RunningMockSite,
  session: string,
  method: string,
  route: string,
  body?: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { Authorization: ADMIN, 'X-Mock-Session': session, ...(body ? { 'Content-Type': 'application/json' } : {}) };
  const url = `${mock.url}${rest(route)}`;
  const init = { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) };
  if (mock.tls) {
    const res = await httpsRequest(url, mock.tls.cert, init);
    return { status: res.status, body: res.json() as Record<string, unknown> };
  }
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const incoming = (mock: RunningMockSite, session: string) =>
  Object.values(mock.state(session).records)
    .filter((r) => r.store === 'payments.incoming_webhooks')
    .map((r) => r.data as Record<string, unknown>);

describe.each([
  ['http', false],
  ['https', true],
] as const)('webhook simulation delivered over %s', (_scheme, tls) => {
  it("posts PayPal's test event to the registered webhook once the answer is written; the simulation is received", async () => {
    const mock = (running = await startMockSite({ port: 0, profile: 'shop', ...(tls ? { tls: true } : {}) }));
    const s = `delivery-${_scheme}`;
    expect((await call(mock, s, 'POST', `${P}/authenticate/direct`, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, useSandbox: true })).body.success).toBe(
      true,
    );
    expect((await call(mock, s, 'GET', `${P}/webhooks`)).body.data).toMatchObject({
      url: `https://${new URL(mock.url).host}/index.php?rest_route=/payments/v1/incoming`,
    });

    expect((await call(mock, s, 'POST', `${P}/webhooks/simulate`)).body).toEqual({ success: true, data: [] });
    await mock.app.callbacks.idle();

    const journal = mock.journal(s);
    const started = journal.find((e) => e.route === `${P}/webhooks/simulate`)!;
    expect(started.callbacks).toEqual([
      expect.objectContaining({
        by: 'payments-webhook-simulation',
        method: 'POST',
        url: `${mock.url}/index.php?rest_route=/payments/v1/incoming`,
        state: 'answered',
        status: 200,
      }),
    ]);
    const delivered = journal.find((e) => e.route === '/payments/v1/incoming')!;
    expect(delivered).toMatchObject({ method: 'POST', status: 200, user: null, answeredBy: 'payments-incoming-webhook' });
    expect(delivered.id).toBeGreaterThan(started.id);

    // Received at the first poll now, recorded once: a later poll does not record it again.
    expect((await call(mock, s, 'GET', `${P}/webhooks/simulate`)).body).toEqual({ success: true, data: { state: 'received' } });
    expect((await call(mock, s, 'GET', `${P}/webhooks/simulate`)).body).toEqual({ success: true, data: { state: 'received' } });
    const rows = incoming(mock, s);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_type: 'CHECKOUT.ORDER.APPROVED', handled: true, simulated: true, summary: 'An order has been approved by buyer' });
    expect(rows[0]!.event_id).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
  });
});

describe('webhook simulation without a merchant', () => {
  it('sends nothing when no webhook is registered', async () => {
    const mock = (running = await startMockSite({ port: 0, profile: 'shop' }));
    expect((await call(mock, 'no-webhook', 'POST', `${P}/webhooks/simulate`)).body).toEqual({ success: false, message: 'Webhooks not registered' });
    expect(mock.app.callbacks.pending).toBe(0);
    expect(mock.journal('no-webhook').map((e) => e.callbacks)).toEqual([undefined]);
  });
});
