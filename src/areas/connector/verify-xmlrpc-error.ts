// Error_Handler::verify_xml_rpc_error(): WordPress.com confirms an error this site reported by sending back its
// nonce. A stored error with that nonce, younger than a day of the scenario clock, becomes verified and the
// answer is true; any other nonce answers false and changes nothing (the endpoint gives nothing away).
import type { Handler } from '../../dispatch/types.js';
import { putRecord, recordsIn } from '../../store/records.js';
import { XMLRPC_ERRORS } from './stores.js';

const ERROR_LIFE_SECONDS = 24 * 3600;

export const verifyXmlrpcError: Handler = async (req, ctx) => {
  const nonce = typeof req.params.nonce === 'string' ? req.params.nonce : '';
  const session = ctx.session;
  const now = Math.floor(session.instant() / 1000);
  // Seeded errors carry no time: they were stored when the scenario clock started.
  const storedAt = (data: Record<string, unknown>) =>
    typeof data.timestamp === 'number' ? data.timestamp : Math.floor(Date.parse(ctx.site.scenario.clock.start) / 1000);
  const error = nonce ? recordsIn(session, XMLRPC_ERRORS).find((r) => r.data.nonce === nonce && storedAt(r.data) + ERROR_LIFE_SECONDS > now) : undefined;
  if (!error) return { data: false };
  session.tick();
  putRecord(session, XMLRPC_ERRORS, error.id, { ...error.data, verified: true, verified_at: session.now()[1] });
  await session.commit();
  return { data: true };
};
