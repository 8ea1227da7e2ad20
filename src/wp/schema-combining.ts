// anyOf / oneOf: rest_find_any_matching_schema() and rest_find_one_matching_schema(), with WordPress's way of
// choosing which failure to report (rest_get_combining_operation_error()).
import type { ArgSchema } from '../model/catalogue.js';
import { formatList, isPlainObject } from './php-values.js';
import { invalid, type Invalid } from './schema-parts.js';

/** rest_validate_value_from_schema(), passed in: validation and the combining operators call each other. */
export type Validate = (value: unknown, schema: ArgSchema, param: string) => Invalid | null;

/** rest_find_any_matching_schema() / rest_find_one_matching_schema(). */
export function findMatchingSchema(
  value: unknown,
  parent: ArgSchema,
  options: readonly ArgSchema[],
  param: string,
  exactlyOne: boolean,
  validateValue: Validate,
): ArgSchema | Invalid {
  const matches: { schema: ArgSchema; index: number }[] = [];
  const errors: { error: Invalid; schema: ArgSchema; index: number }[] = [];
  for (let index = 0; index < options.length; index++) {
    const schema = options[index]!.type === undefined && parent.type !== undefined ? { ...options[index], type: parent.type } : options[index]!;
    const error = validateValue(value, schema, param);
    if (!error) {
      if (!exactlyOne) return schema;
      matches.push({ schema, index });
    } else errors.push({ error, schema, index });
  }
  if (!matches.length) return combiningError(value, param, errors);
  if (matches.length > 1) {
    const titles = matches.map((m) => m.schema.title).filter((t): t is string => t !== undefined);
    const positions = matches.map((m) => m.index);
    return titles.length === matches.length
      ? invalid('rest_one_of_multiple_matches', `${param} matches ${formatList(titles)}, but should match only one.`, { positions })
      : invalid('rest_one_of_multiple_matches', `${param} matches more than one of the expected formats.`, { positions });
  }
  return matches[0]!.schema;
}

function combiningError(value: unknown, param: string, errors: { error: Invalid; schema: ArgSchema; index: number }[]): Invalid {
  const format = (e: { error: Invalid; schema: ArgSchema; index: number }) =>
    e.schema.title !== undefined
      ? invalid('rest_no_matching_schema', `${param} is not a valid ${e.schema.title}. Reason: ${e.error.message}`, { position: e.index })
      : invalid('rest_no_matching_schema', `${param} does not match the expected format. Reason: ${e.error.message}`, { position: e.index });
  if (errors.length === 1) return format(errors[0]!);
  const filtered = errors.filter((e) => e.error.code !== 'rest_invalid_type' || (e.error.data?.param !== undefined && e.error.data.param !== param));
  if (filtered.length === 1) return format(filtered[0]!);
  if (filtered.length > 1 && filtered[0]!.schema.type === 'object' && isPlainObject(value)) {
    let best: (typeof filtered)[number] | undefined;
    let most = 0;
    for (const e of filtered) {
      const n = Object.keys(e.schema.properties ?? {}).filter((k) => k in value).length;
      if (n > most) {
        best = e;
        most = n;
      }
    }
    if (best) return format(best);
  }
  const titles = errors.map((e) => e.schema.title).filter((t): t is string => t !== undefined);
  return titles.length === errors.length
    ? invalid('rest_no_matching_schema', `${param} is not a valid ${formatList(titles)}.`)
    : invalid('rest_no_matching_schema', `${param} does not match any of the expected formats.`);
}
