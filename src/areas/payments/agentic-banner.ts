// AgenticBetaBannerEndpoint: the Overview tab's beta-programme banner, dismissed for good, snoozed for seven
// days of the scenario clock (status pending), or applied for. Its state is `payments.agentic_banner`.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { readDocument, writeDocument, type Document } from './documents.js';
import { success } from './plugin-answer.js';
import { AGENTIC_BANNER } from '../../catalogue/record-sets/payments.js';

const SNOOZE_SECONDS = 7 * 24 * 3600;
const START = { dismissed: false, status: '', snoozed_until: 0 };

async function change(session: Session, ctx: HandlerContext, fields: (now: number) => Document): Promise<Document> {
  const now = Math.floor(session.instant() / 1000);
  const changed = fields(now);
  session.tick();
  writeDocument(session, AGENTIC_BANNER, { ...readDocument(session, ctx, AGENTIC_BANNER, START), ...changed });
  await session.commit();
  return changed;
}

export const bannerDismiss: Handler = async (_req, ctx) => {
  await change(ctx.session, ctx, () => ({ dismissed: true }));
  return success({ dismissed: true });
};

export const bannerRemind: Handler = async (_req, ctx) => {
  const changed = await change(ctx.session, ctx, (now) => ({ snoozed_until: now + SNOOZE_SECONDS, status: 'pending' }));
  return success({ snoozed_until: changed.snoozed_until });
};

export const bannerApply: Handler = async (_req, ctx) => {
  await change(ctx.session, ctx, () => ({ status: 'applied' }));
  return success({ status: 'applied' });
};
