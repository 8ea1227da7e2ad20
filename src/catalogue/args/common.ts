// Argument sets WordPress's controllers share (WP_REST_Controller::get_collection_params and friends).
import { arr, int, str } from '../define.js';
import type { ArgSchema, Args } from '../../model/catalogue.js';

export const contextArg: ArgSchema = str('Scope under which the request is made; determines fields present in response.', {
  enum: ['view', 'embed', 'edit'],
  default: 'view',
});

export const pageArg: ArgSchema = int('Current page of the collection.', { default: 1, minimum: 1 });
export const perPageArg: ArgSchema = int('Maximum number of items to be returned in result set.', { default: 10, minimum: 1, maximum: 100 });
export const searchArg: ArgSchema = str('Limit results to those matching a string.');
export const offsetArg: ArgSchema = int('Offset the result set by a specific number of items.');
export const orderArg: ArgSchema = str('Order sort attribute ascending or descending.', { default: 'desc', enum: ['asc', 'desc'] });

export const idList = (description: string, withDefault = true): ArgSchema => arr({ type: 'integer' }, description, withDefault ? { default: [] } : {});

/** context, page, per_page, search: the head of every WordPress collection's arguments. */
export const collectionArgs = { context: contextArg, page: pageArg, per_page: perPageArg, search: searchArg };

/** WP_REST_Controller::get_collection_params() registers a validate_callback for these four; nothing else of a query does. */
const VALIDATED_QUERY_ARGS = new Set(['context', 'page', 'per_page', 'search']);

/**
 * A core controller's query arguments (a list's filters, an item's id, `force`...): all but context, page, per_page
 * and search are checked only as they are sanitized, once those passed (see ArgSchema.checkedOnSanitize).
 */
export const queryArgs = (args: Args): Args =>
  Object.fromEntries(Object.entries(args).map(([name, arg]) => [name, VALIDATED_QUERY_ARGS.has(name) ? arg : { ...arg, checkedOnSanitize: true }]));
