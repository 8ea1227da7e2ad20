// An endpoint's WordPress arguments as OpenAPI parameters: captures become path parameters; reads (GET, DELETE)
// take the other arguments in the query; writes (POST, PUT, PATCH) take them as a JSON body.
import type { ArgSchema, Args, Method } from '../model/catalogue.js';
import { argJsonSchema, toJsonSchema } from './json-schema.js';
import type { PathCapture } from '../catalogue/route-pattern.js';
import type { JsonSchema, Parameter, RequestBody } from './types.js';

export const BODY_METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH'];

/** A path parameter per capture, typed by the route's argument of that name when one exists. */
export function pathParameters(captures: readonly PathCapture[], args: Args): Parameter[] {
  return captures.map(({ name, regex }) => {
    const arg = args[name];
    const schema = { ...withoutDescription(toJsonSchema(arg ?? { type: 'string' })), pattern: `^${regex}$` };
    return { name, in: 'path', required: true, ...descriptionOf(arg), schema };
  });
}

export function queryParameters(args: Args, pathNames: ReadonlySet<string>): Parameter[] {
  return Object.entries(args)
    .filter(([name]) => !pathNames.has(name))
    .map(([name, arg]) => ({
      name,
      in: 'query',
      ...(arg.required === true ? { required: true } : {}),
      ...descriptionOf(arg),
      ...queryStyle(arg),
      schema: withoutDescription(argJsonSchema(arg)),
    }));
}

/** The arguments as one JSON object; undefined when there are none besides the captures. */
export function requestBody(args: Args, pathNames: ReadonlySet<string>): RequestBody | undefined {
  const entries = Object.entries(args).filter(([name]) => !pathNames.has(name));
  if (entries.length === 0) return undefined;
  const required = entries.filter(([, a]) => a.required === true).map(([name]) => name);
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, arg]) => [name, argJsonSchema(arg)])),
    ...(required.length > 0 ? { required } : {}),
  };
  return { required: required.length > 0, content: { 'application/json': { schema } } };
}

/** WordPress reads lists from the query as `a=1,2` and objects as PHP's `o[key]=v`. */
function queryStyle(arg: ArgSchema): Pick<Parameter, 'style' | 'explode'> {
  const types = arg.type === undefined ? [] : typeof arg.type === 'string' ? [arg.type] : arg.type;
  if (types.includes('object')) return { style: 'deepObject', explode: true };
  if (types.includes('array')) return { style: 'form', explode: false };
  return {};
}

function descriptionOf(arg: ArgSchema | undefined): { description?: string } {
  return arg?.description ? { description: arg.description } : {};
}

function withoutDescription(schema: JsonSchema): JsonSchema {
  const { description: _drop, ...rest } = schema;
  return rest;
}
