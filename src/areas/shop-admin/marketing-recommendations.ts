// WooCommerce.com's marketing recommendations (MarketingRecommendations\Init): GET marketing/recommended lists
// those of a `category` (default marketing) whose plugin is not installed yet, at most `per_page`;
// GET marketing/recommendations splits the marketing ones into sales channels and other extensions.
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import { isInstalled } from '../plugins/plugin-store.js';
import { sanitizeTitleWithDashes } from './sanitize-title.js';
import { MARKETING_RECOMMENDATIONS } from '../../catalogue/record-sets/shop-admin.js';

type Spec = Record<string, unknown>;

/** The specs as WooCommerce.com sends them (the store's `id` is the mock's, not theirs). */
const specs = (session: Session): Spec[] => recordsIn(session, MARKETING_RECOMMENDATIONS).map(({ data: { id: _id, ...spec } }) => spec);

const categoriesOf = (spec: Spec): unknown[] => (Array.isArray(spec.categories) && spec.categories.length ? spec.categories : ['marketing']);

const isMarketing = (spec: Spec): boolean => Array.isArray(spec.categories) && spec.categories.includes('marketing');

const isChannel = (spec: Spec): boolean =>
  isMarketing(spec) && Array.isArray(spec.subcategories) && spec.subcategories.some((s) => isPlainObject(s) && s.slug === 'sales-channels');

/** GET marketing/recommended. */
export const recommendedPlugins: Handler = (req, ctx) => {
  const session = ctx.session;
  const given = typeof req.params.category === 'string' ? sanitizeTitleWithDashes(req.params.category) : '';
  const category = given || 'marketing';
  const perPage = Number(req.params.per_page ?? 10);
  const valid = specs(session).filter((s) => !isInstalled(session, String(s.plugin ?? '')) && categoriesOf(s).includes(category));
  return { data: valid.slice(0, perPage) };
};

/** GET marketing/recommendations?category=channels|extensions. */
export const marketingRecommendations: Handler = (req, ctx) => {
  const all = specs(ctx.session);
  const channels = req.params.category === 'channels';
  return { data: all.filter((s) => (channels ? isChannel(s) : isMarketing(s) && !isChannel(s))) };
};
