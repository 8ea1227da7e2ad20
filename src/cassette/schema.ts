// The JSON Schema of cassettes, generated here (recordings/cassette.schema.json is this, written out by
// `cassetteJsonSchemaText()`; a test keeps the file in step). The loader checks files against the same object.
type Schema = Record<string, unknown>;

const phpValue: Schema = { description: 'a PHP query value: a string, a list or a map of them' };
const storedBody: Schema = {
  description: 'exact bytes: `json` when wp_json_encode() of it reproduces them, else `text` (UTF-8), else `base64`',
  oneOf: [
    { type: 'object', properties: { json: {} }, required: ['json'], additionalProperties: false },
    { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false },
    { type: 'object', properties: { base64: { type: 'string', pattern: '^[A-Za-z0-9+/]*={0,2}$' } }, required: ['base64'], additionalProperties: false },
  ],
};

export function cassetteJsonSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://mock-site.dev/cassette.schema.json',
    title: 'mock-site cassette',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      cassette: {
        type: 'object',
        properties: {
          version: { type: 'integer', enum: [1] },
          target: { type: 'string', description: 'the recorded origin, without credentials' },
          recordedAt: { type: 'string' },
          tool: { type: 'string' },
        },
        required: ['version'],
        additionalProperties: false,
      },
      interactions: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            request: {
              type: 'object',
              properties: {
                method: { type: 'string', pattern: '^[A-Z]+$' },
                route: { type: 'string', pattern: '^/' },
                query: { type: 'object', additionalProperties: phpValue },
                headers: { type: 'object', additionalProperties: { type: 'string' } },
                body: storedBody,
              },
              required: ['method', 'route'],
              additionalProperties: false,
            },
            response: {
              type: 'object',
              properties: {
                status: { type: 'integer', minimum: 100, maximum: 599 },
                headers: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
                body: storedBody,
              },
              required: ['status'],
              additionalProperties: false,
            },
          },
          required: ['request', 'response'],
          additionalProperties: false,
        },
      },
    },
    required: ['cassette', 'interactions'],
    additionalProperties: false,
  };
}

export const cassetteJsonSchemaText = (): string => `${JSON.stringify(cassetteJsonSchema(), null, 2)}\n`;

export interface SchemaProblem {
  path: (string | number)[];
  message: string;
}

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/** The subset of JSON Schema the cassette schema uses: type, enum, pattern, min/max, properties, items, oneOf. */
export function checkSchema(value: unknown, schema: Schema, path: (string | number)[] = [], out: SchemaProblem[] = []): SchemaProblem[] {
  const type = schema.type as string | undefined;
  const actual = typeOf(value);
  if (type && !(actual === type || (type === 'number' && actual === 'integer'))) {
    out.push({
      path,
      message: `must be ${type === 'object' ? 'a map' : type === 'array' ? 'a list' : `a${/^[aeiou]/.test(type) ? 'n' : ''} ${type}`}, not ${actual}`,
    });
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) out.push({ path, message: `must be one of ${schema.enum.join(', ')}` });
  if (typeof schema.pattern === 'string' && typeof value === 'string' && !new RegExp(schema.pattern).test(value)) {
    out.push({ path, message: `must match ${schema.pattern}` });
  }
  if (typeof schema.minimum === 'number' && typeof value === 'number' && value < schema.minimum)
    out.push({ path, message: `must be at least ${schema.minimum}` });
  if (typeof schema.maximum === 'number' && typeof value === 'number' && value > schema.maximum)
    out.push({ path, message: `must be at most ${schema.maximum}` });
  if (Array.isArray(schema.oneOf)) {
    const fits = (schema.oneOf as Schema[]).filter((s) => checkSchema(value, s, path).length === 0).length;
    if (fits !== 1) out.push({ path, message: fits ? 'is ambiguous' : `is not ${schema.description ?? 'any allowed form'}` });
  }
  if (actual === 'object' && (type === 'object' || schema.properties)) {
    const map = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!Object.hasOwn(map, key)) out.push({ path, message: `needs \`${key}\`` });
    for (const [key, v] of Object.entries(map)) {
      if (Object.hasOwn(props, key)) checkSchema(v, props[key]!, [...path, key], out);
      else if (schema.additionalProperties === false)
        out.push({ path: [...path, key], message: `is not a known key (known: ${Object.keys(props).join(', ')})` });
      else if (typeof schema.additionalProperties === 'object') checkSchema(v, schema.additionalProperties as Schema, [...path, key], out);
    }
  }
  if (actual === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) => {
      checkSchema(v, schema.items as Schema, [...path, i], out);
    });
  return out;
}
