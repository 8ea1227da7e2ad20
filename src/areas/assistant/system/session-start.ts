// POST start_session: the visitor's session id (uniqid()) and the REST nonce the assistant-ui routes and
// cookie-authenticated calls accept (the scenario's auth.nonce).
import type { Handler } from '../../../dispatch/types.js';
import { sessionOf } from '../../../kinds/kind.js';
import { success } from '../reply.js';
import { uniqid } from '../uniqid.js';

export const startSession: Handler = async (req, ctx) => {
  const session = sessionOf(req, ctx);
  const sessionId = uniqid(session, session.instant());
  await session.commit();
  return success({ sessionId, restNonce: ctx.site.scenario.auth.nonce });
};
