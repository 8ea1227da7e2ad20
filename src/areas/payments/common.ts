// CommonRestEndpoint: the connection settings every tab shares (sandbox, manual connection), the store's
// country and currency, the merchant as connected, and the seller account PayPal reports.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import { invalidParams } from '../../kinds/errors.js';
import type { Session } from '../../store/session.js';
import { sanitizeValue } from '../../wp/schema-validate.js';
import { validateValue } from '../../wp/schema-validate.js';
import type { Invalid } from '../../wp/schema-parts.js';
import { connectionOf, isConnected, saveConnection } from './connection.js';
import { merchantExtras } from './merchant-view.js';
import { failure, success } from './plugin-answer.js';
import { storeCountry, wooSettings } from './store-locale.js';

/** The field map: the name the screen sends, the connection field it writes. */
const FIELDS = { useSandbox: 'use_sandbox', useManualConnection: 'use_manual_connection' } as const;
const BOOLEAN = { type: 'boolean' } as const;

function details(session: Session, ctx: HandlerContext) {
  const c = connectionOf(session, ctx);
  return success(
    { useSandbox: c.use_sandbox, useManualConnection: c.use_manual_connection },
    { wooSettings: wooSettings(ctx.site, session), ...merchantExtras(session, ctx) },
  );
}

export const commonGet: Handler = (_req, ctx) => details(ctx.session, ctx);

/** POST /common: the two flags, as booleans; other fields are not the endpoint's and are ignored. */
export const commonUpdate: Handler = async (req, ctx) => {
  const session = ctx.session;
  const changes: Record<string, boolean> = {};
  const problems: Record<string, Invalid> = {};
  for (const [name, field] of Object.entries(FIELDS)) {
    const value = req.params[name];
    if (value === undefined || value === null) continue;
    const problem = validateValue(value, BOOLEAN, name);
    if (problem) problems[name] = problem;
    else changes[field] = sanitizeValue(value, BOOLEAN, name) as boolean;
  }
  if (Object.keys(problems).length) return invalidParams(problems);
  session.tick();
  saveConnection(session, { ...connectionOf(session, ctx), ...changes });
  await session.commit();
  return details(session, ctx);
};

/** GET /common/merchant: no data of its own, only the merchant extras. */
export const commonMerchant: Handler = (_req, ctx) => success([], merchantExtras(ctx.session, ctx));

/** GET /common/seller-account: PayPal's seller status needs a connected merchant. */
export const sellerAccount: Handler = (_req, ctx) => {
  const session = ctx.session;
  const c = connectionOf(session, ctx);
  if (!isConnected(c)) return failure('Could not fetch sellers status.');
  return success({ country: c.merchant_country || storeCountry(ctx.site, session) });
};
