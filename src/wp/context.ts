// filter_response_by_context(): drops the fields whose schema does not list the requested context.
import { isPlainObject } from './php-values.js';

type Schema = Readonly<Record<string, unknown>>;

export function filterByContext(data: unknown, schema: Schema | undefined, context: string): unknown {
  if (!schema) return data;
  if (Array.isArray(data)) {
    const items = schema.items as Schema | undefined;
    return items ? data.map((d) => filterByContext(d, items, context)) : data;
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!isPlainObject(data) || !properties) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const prop = properties[key];
    const contexts = prop?.context as readonly string[] | undefined;
    if (contexts && !contexts.includes(context)) continue;
    out[key] = prop ? filterByContext(value, prop, context) : value;
  }
  return out;
}
