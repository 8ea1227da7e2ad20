// MigrateToAcdcRestEndpoint: from the card button to advanced card processing, for good (the card button
// gateway off, advanced credit and debit cards on).
import type { Handler } from '../../dispatch/types.js';
import { readDocument, writeDocument } from './documents.js';
import { success } from './plugin-answer.js';
import { PAYMENT_METHODS_DEFAULTS } from './seed-payment-methods.js';
import { PAYMENT_METHODS } from '../../catalogue/record-sets/payments.js';

const toggled = (gateway: unknown, enabled: boolean) => ({ ...(gateway as Record<string, unknown>), enabled });

export const migrateToCards: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const methods = readDocument(session, ctx, PAYMENT_METHODS, PAYMENT_METHODS_DEFAULTS);
  session.tick();
  writeDocument(session, PAYMENT_METHODS, {
    ...methods,
    'ppcp-card-button-gateway': toggled(methods['ppcp-card-button-gateway'], false),
    'ppcp-credit-card-gateway': toggled(methods['ppcp-credit-card-gateway'], true),
  });
  await session.commit();
  return success({ success: true });
};
