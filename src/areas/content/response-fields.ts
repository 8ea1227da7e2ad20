// get_fields_for_response() and rest_is_field_included(): which fields an answer computes, from the
// schema's contexts and the `_fields` the client asked for (`_links` only when it is wanted).
import type { ResponseSchema } from '../../model/catalogue.js';
import { parseList } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';

export type FieldTest = (field: string) => boolean;

type Props = Record<string, { context?: readonly string[] }>;

/** rest_is_field_included(): the field, a parent of it, or a child of it was asked for. */
function isFieldIncluded(field: string, fields: readonly string[]): boolean {
  return fields.some((f) => f === field || f.startsWith(`${field}.`) || field.startsWith(`${f}.`));
}

export function responseFields(req: RestRequest, schema: ResponseSchema, context: string): FieldTest {
  const requested =
    req.query._fields === undefined
      ? []
      : parseList(req.query._fields)
          .map((f) => String(f).trim())
          .filter(Boolean);
  if (!requested.length) return () => true;
  const props = (schema.properties ?? {}) as Props;
  const known = new Set(Object.keys(props).filter((name) => !props[name]!.context || props[name]!.context!.includes(context)));
  known.add('_links');
  if (req.query._embed !== undefined) known.add('_embedded');
  const fields = [...requested, 'id'].filter((f) => known.has(f.split('.')[0]!));
  return (field) => isFieldIncluded(field, fields);
}
