// A TypeScript type from a response schema (the JSON Schema subset the catalogue writes), typed for what a client
// reads from one fixture: the schema gives the types, the fixture's values (`samples`: every value the type
// describes there) decide what is certain.
// - A property every sample object has is required (`post.title.rendered` compiles under --strict); one that some
//   sample leaves out (a context may) is optional.
// - PHP's json_encode() writes an empty associative array as `[]` (a term's `meta` with no meta registered). An
//   object is typed `{...} | []` only where a sample holds `[]`; where every sample is an object, it stays the object.
// - Objects stay open (`[key: string]: unknown`), and `_links` (WordPress's links, in no response schema) is typed
//   as WordPress writes it: `post._links.self[0].href` is a string.
type Schema = Readonly<Record<string, unknown>>;
type JsonObject = Readonly<Record<string, unknown>>;

const PRIMITIVE: Readonly<Record<string, string>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
};

const LINKS = '{ [rel: string]: Array<{ href: string; [key: string]: unknown }> }';

const propertyKey = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

export const isJsonObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** WordPress's `_links`: each relation a list of links, each with its `href`. */
const isLinks = (v: unknown) =>
  isJsonObject(v) && Object.values(v).every((list) => Array.isArray(list) && list.every((l) => isJsonObject(l) && typeof l.href === 'string'));

export function schemaType(schema: Schema | undefined, samples: readonly unknown[], indent = ''): string {
  if (!schema || typeof schema !== 'object') return 'unknown';
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) return unionOf(options.map((o) => schemaType(o as Schema, samples, indent)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (!types.length) return schema.properties ? objectType(schema, samples, indent, true) : 'unknown';
  return unionOf(
    types.map((t) => {
      if (t === 'object') return objectType(schema, samples, indent, !types.includes('array'));
      if (t === 'array') return `Array<${schemaType(schema.items as Schema | undefined, samples.filter(Array.isArray).flat(), indent)}>`;
      return PRIMITIVE[t] ?? 'unknown';
    }),
  );
}

/** The members of an object type, one a line, for an interface body or an inline type; `objects`: its samples. */
export function objectMembers(schema: Schema, objects: readonly JsonObject[], indent: string): string[] {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const inner = `${indent}  `;
  const everywhere = (k: string) => objects.length > 0 && objects.every((o) => Object.hasOwn(o, k));
  const values = (k: string) => objects.flatMap((o) => (Object.hasOwn(o, k) ? [o[k]] : []));
  const members = Object.keys(props).map((k) => `${inner}${propertyKey(k)}${everywhere(k) ? '' : '?'}: ${schemaType(props[k], values(k), inner)};`);
  const links = values('_links');
  if (!Object.hasOwn(props, '_links') && links.length && links.every(isLinks)) members.push(`${inner}_links${everywhere('_links') ? '' : '?'}: ${LINKS};`);
  return [...members, `${inner}[key: string]: unknown;`];
}

/** `phpEmpty`: an array sample is PHP's empty object (the schema allows no array here). */
function objectType(schema: Schema, samples: readonly unknown[], indent: string, phpEmpty: boolean): string {
  const objects = samples.filter(isJsonObject);
  const arrays = phpEmpty ? samples.filter(Array.isArray) : [];
  const members = objectMembers(schema, objects, indent);
  const type = members.length > 1 ? `{\n${members.join('\n')}\n${indent}}` : 'Record<string, unknown>';
  if (!arrays.length) return type;
  return `${type} | ${arrays.every((a) => a.length === 0) ? '[]' : 'unknown[]'}`;
}

function unionOf(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.join(' | ');
}
