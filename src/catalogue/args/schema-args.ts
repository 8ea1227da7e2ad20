// rest_get_endpoint_args_for_schema(): the arguments a create or update endpoint takes, read off its item schema —
// every property that is not read-only, with the schema keywords WordPress keeps, so the schema OPTIONS shows and the
// arguments the index lists never drift apart.
import type { ArgSchema, Args, ResponseSchema } from '../../model/catalogue.js';

/** rest_get_allowed_schema_keywords(): what WordPress keeps of a schema in arguments and shows in the index. */
export const ALLOWED_SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'type',
  'format',
  'enum',
  'items',
  'properties',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'anyOf',
  'oneOf',
]);

/** What an argument keeps of its property: the allowed keywords, `required`, and the catalogue's spelling of
 * `arg_options` without validate and sanitize callbacks (`unchecked`: a title is a string or `{raw}`). */
const KEPT = new Set([...ALLOWED_SCHEMA_KEYWORDS, 'required', 'unchecked']);

export function writableArgs(schema: ResponseSchema, creating = false): Args {
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  const args: Record<string, ArgSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.readonly === true) continue;
    const arg: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(property)) {
      // A default and `required` apply to a create (WP_REST_Server::CREATABLE) only.
      if (KEPT.has(key) && ((key !== 'default' && key !== 'required') || creating)) arg[key] = value;
    }
    args[name] = arg as ArgSchema;
  }
  return args;
}
