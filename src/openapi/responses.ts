// Responses: the endpoint's success status with its response schema, and WordPress errors as the shared WpError.
import type { Endpoint, Method } from '../model/catalogue.js';
import { toJsonSchema } from './json-schema.js';
import type { JsonSchema, Reference, Response } from './types.js';

export const WP_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'A WordPress REST error (WP_Error): a machine-readable code, a message and the HTTP status.',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', examples: ['rest_invalid_param', 'rest_forbidden', 'rest_post_invalid_id'] },
    message: { type: 'string' },
    data: {
      type: ['object', 'null'],
      required: ['status'],
      properties: { status: { type: 'integer' } },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
};

const errorResponse = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/WpError' } } },
});

export const ERROR_RESPONSES: Record<string, Response> = {
  BadRequest: errorResponse('Invalid or missing arguments (rest_invalid_param, rest_missing_callback_param).'),
  Unauthorized: errorResponse('Not logged in, and the route or the action needs a capability.'),
  Forbidden: errorResponse('Logged in without the capability the route or the action needs.'),
  NotFound: errorResponse('No such route or no such resource (rest_no_route, rest_post_invalid_id...).'),
};

const ref = (name: string): Reference => ({ $ref: `#/components/responses/${name}` });

/**
 * 401/403 when the route needs a capability, and for every write: behaviours behind a public route check
 * capabilities themselves (creating a post needs edit_posts).
 */
export function responsesOf(endpoint: Endpoint, method: Method, hasArgs: boolean, hasCaptures: boolean): Record<string, Response | Reference> {
  const success: Response = { description: 'Success' };
  if (endpoint.response) success.content = { 'application/json': { schema: toJsonSchema(endpoint.response) } };
  const responses: Record<string, Response | Reference> = { [String(endpoint.status ?? 200)]: success };
  if (hasArgs) responses['400'] = ref('BadRequest');
  if (endpoint.permission !== 'public' || method !== 'GET') {
    responses['401'] = ref('Unauthorized');
    responses['403'] = ref('Forbidden');
  }
  if (hasCaptures) responses['404'] = ref('NotFound');
  return responses;
}
