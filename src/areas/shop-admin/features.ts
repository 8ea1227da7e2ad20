// GET features: wc-admin's available features (Features::get_available_features()). An optional feature (one with
// an `option`) is available only while that option is "yes" (its `default` when unset).
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import { shopOption } from './shop-options.js';
import { FEATURES } from '../../catalogue/record-sets/shop-admin.js';

export const availableFeatures: Handler = (req, ctx) => {
  const session = ctx.session;
  const features = recordsIn(session, FEATURES)
    .filter(({ data }) => typeof data.option !== 'string' || shopOption(ctx.site, session, req.origin, data.option, data.default ?? 'no') === 'yes')
    .map(({ id, data }) => String(data.slug ?? id));
  return { data: features };
};
