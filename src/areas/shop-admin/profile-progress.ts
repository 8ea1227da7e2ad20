// The core profiler's progress, kept in the `woocommerce_onboarding_profile_progress` option: each completed step
// with the time it was completed (the scenario clock, in UTC).
import type { Handler } from '../../dispatch/types.js';
import { missingParams } from '../../kinds/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import { shopOption, updateShopOption } from './shop-options.js';

export const PROGRESS_OPTION = 'woocommerce_onboarding_profile_progress';

/** GET onboarding/profile/progress: the option as it is ([] until a step is completed, as PHP encodes an empty array). */
export const getProgress: Handler = (req, ctx) => {
  const progress = shopOption(ctx.site, ctx.session, req.origin, PROGRESS_OPTION, []);
  return { data: isPlainObject(progress) && Object.keys(progress).length ? progress : [] };
};

/** POST onboarding/profile/progress/core-profiler/complete: marks `step` complete (again: with the new time). */
export const completeStep: Handler = async (req, ctx) => {
  const step = req.params.step;
  // WooCommerce registers `step` as required; the spec's catalogue does not, so the check is here.
  if (step === undefined || step === null) return missingParams(['step']);
  const session = ctx.session;
  const instant = session.tick();
  const stored = shopOption(ctx.site, session, req.origin, PROGRESS_OPTION, []);
  const progress: Record<string, unknown> = isPlainObject(stored) ? { ...stored } : {};
  const steps = isPlainObject(progress.core_profiler_completed_steps) ? { ...progress.core_profiler_completed_steps } : {};
  steps[String(step)] = { completed_at: `${new Date(instant).toISOString().slice(0, 19)}Z` };
  progress.core_profiler_completed_steps = steps;
  updateShopOption(ctx.site, session, req.origin, PROGRESS_OPTION, progress);
  await session.commit();
  return { data: { results: progress, status: 'success' } };
};
