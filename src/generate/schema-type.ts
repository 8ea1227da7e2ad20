// A TypeScript type from a response schema (the JSON Schema subset the catalogue writes). Properties are optional
// (a context may leave them out) and objects stay open (`[key: string]: unknown`: answers add `_links` and the like).
type Schema = Readonly<Record<string, unknown>>;

const PRIMITIVE: Readonly<Record<string, string>> = {
  string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null',
};

const propertyKey = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

export function schemaType(schema: Schema | undefined, indent = ''): string {
  if (!schema || typeof schema !== 'object') return 'unknown';
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) return unionOf(options.map((o) => schemaType(o as Schema, indent)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (!types.length) return schema.properties ? objectType(schema, indent) : 'unknown';
  return unionOf(types.map((t) => {
    if (t === 'object') return objectType(schema, indent);
    if (t === 'array') return `Array<${schemaType(schema.items as Schema | undefined, indent)}>`;
    return PRIMITIVE[t] ?? 'unknown';
  }));
}

/** The members of an object type, one a line, for an interface body or an inline type. */
export function objectMembers(schema: Schema, indent: string): string[] {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const inner = `${indent}  `;
  return [
    ...Object.keys(props).map((k) => `${inner}${propertyKey(k)}?: ${schemaType(props[k], inner)};`),
    `${inner}[key: string]: unknown;`,
  ];
}

/** PHP's json_encode() writes an empty associative array as `[]`, so every object may come as an empty list. */
function objectType(schema: Schema, indent: string): string {
  if (!schema.properties) return 'Record<string, unknown> | []';
  return `{\n${objectMembers(schema, indent).join('\n')}\n${indent}} | []`;
}

function unionOf(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.join(' | ');
}
