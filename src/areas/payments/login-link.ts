// LoginLinkRestEndpoint / ConnectionUrlGenerator: the PayPal sign-up link for the products chosen in the wizard.
// A link is made once per environment, product list, active option and user, then answered from the store, as
// the plugin caches it. PayPal refuses a referral without products: the plugin then answers an empty link.
import type { Handler } from '../../dispatch/types.js';
import { nextRecordId, putRecord, recordsIn } from '../../store/records.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { derivedId } from './derived-ids.js';
import { success } from './plugin-answer.js';
import { LOGIN_LINKS } from '../../catalogue/record-sets/payments.js';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** ConnectionUrlGenerator::cache_key(): environment, sorted products, active options. */
function cacheKey(products: string[], options: unknown[], sandbox: boolean): string {
  const active = options.flatMap((on, i) => (on === true ? [String(i)] : []));
  return `${sandbox ? 'sandbox' : 'production'}-${[...products].sort().join('-')}-${active.join('-')}`.toLowerCase();
}

export const loginLink: Handler = async (req, ctx) => {
  const sandbox = req.params.useSandbox === true;
  const products = (Array.isArray(req.params.products) ? req.params.products : []).map((p) => sanitizeTextField(String(p))).filter(Boolean);
  if (!products.length) return success('');
  const options = Array.isArray(req.params.options) ? req.params.options : [];
  const key = cacheKey(products, options, sandbox);
  const userId = req.user?.id ?? 0;
  const session = ctx.session;
  const cached = recordsIn(session, LOGIN_LINKS).find((r) => r.data.cache_key === key && r.data.user_id === userId);
  if (cached) return success(cached.data.url);
  session.tick();
  const n = nextRecordId(session, LOGIN_LINKS);
  const token = derivedId([ctx.site.scenario.seed, 'referral', key, userId, n], TOKEN_ALPHABET, 88);
  const url = `https://www.${sandbox ? 'sandbox.' : ''}paypal.com/bizsignup/partner/entry?referralToken=${token}&displayMode=minibrowser`;
  putRecord(session, LOGIN_LINKS, n, { cache_key: key, user_id: userId, products, sandbox, url, created: session.now()[0] });
  await session.commit();
  return success(url);
};
