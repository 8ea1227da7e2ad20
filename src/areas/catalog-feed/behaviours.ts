// POST shop/pos/v1/catalog/create (ApiController::generate_feed): the feed generation status for the arguments
// given, its times written as wc_rest_prepare_date_response() writes them (GMT) and the file's path left out.
import type { Behaviour, Handler } from '../../dispatch/types.js';
import { wpDate } from '../../store/clock.js';
import { toBool } from '../../wp/php-values.js';
import { generate, type FeedStatus } from './feed-generator.js';
import type { FeedArgs } from './feed-rows.js';

/** Only the field lists given (an empty one included) make the arguments, in the controller's order. */
function feedArgs(params: Record<string, unknown>): FeedArgs {
  const args: FeedArgs = {};
  if (params._product_fields !== undefined && params._product_fields !== null) args._product_fields = String(params._product_fields);
  if (params._variation_fields !== undefined && params._variation_fields !== null) args._variation_fields = String(params._variation_fields);
  return args;
}

function view(status: FeedStatus): Record<string, unknown> {
  const { path: _path, ...shown } = status;
  return {
    ...shown,
    scheduled_at: wpDate(status.scheduled_at * 1000),
    completed_at: status.completed_at === null ? null : wpDate(status.completed_at * 1000),
    // PHP's empty array: no arguments are written `[]`.
    args: Object.keys(status.args).length ? status.args : [],
  };
}

const createFeed: Handler = async (req, ctx) => {
  const session = ctx.session;
  const status = generate({ session, args: feedArgs(req.params), origin: req.origin, seed: ctx.site.scenario.seed }, toBool(req.params.force));
  await session.commit();
  return { data: view(status) };
};

export const catalogFeedBehaviours: Readonly<Record<string, Behaviour>> = {
  'catalog-feed-create': createFeed,
};
