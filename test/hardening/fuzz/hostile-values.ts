// Argument values for the fuzzer: plausible ones (so a request gets past validation into the handler) and hostile
// ones derived from an argument's declared schema (the wrong type, edge numbers, odd unicode, wrong shapes).
import fc from 'fast-check';
import { enumValues, type ArgSchema, type ArgType } from '../../../src/model/catalogue.js';

/** JSON text written as it is into a JSON body (`1e400`, a 30-digit integer): what JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Value = null | boolean | number | string | RawJson | Value[] | { [key: string]: Value };

/** Keys that are special to JavaScript objects: prototype pollution and inherited-method probes. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u0645\u0631\u062D\u0628\u0627',
  '\u{1D54F}\u{1F600}\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  '\uD800',
  '\uDFFFx',
  '\r\n\t\b\f\v',
  '\u007F\u001B[31m',
  '\uFEFF',
  '\uFFFD',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE wp_posts; --',
  ...PROTO_KEYS,
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '%00',
  '%',
  '%E0%A4%A',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as literal text on purpose
  '${7*7}',
  '{{7*7}}',
  '\\',
  '*',
  '?',
  '#',
  '&',
  '=',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0',
  '-0',
  '0x1F',
  ' 7 ',
  '7abc',
  '\u0661\u0662\u0663',
  '1,2,3',
  '+5',
  '.5',
  '9'.repeat(400),
  'http://',
  'javascript:alert(1)',
  'mailto:',
  '2026-02-30T25:61:61',
  '0000-00-00 00:00:00',
  'a@',
  '@',
  'x'.repeat(1500),
] as const;

const EDGE_NUMBERS = [NaN, Infinity, -Infinity, -1, 0, -0, 1.5, -1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324] as const;
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '-0.0e-0', '1E+2', '0.000000000000000000000000001'] as const;

const key = fc.oneof(fc.constantFrom(...PROTO_KEYS, '0', '', 'a b', 'a.b', '[x]', 'a]b', '\u0000'), fc.string({ maxLength: 8 }));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\u0001', '\u001F', '\u007F', '\u0085', '\u2028', '\u2029', '\u202E', '\uD83D', '\uDE00'),
      maxLength: 12,
    }),
  },
);

export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)) },
);

const scalar: fc.Arbitrary<Value> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any hostile value: scalars, small arrays and objects with odd keys, nested a few levels. */
export const anyHostile: fc.Arbitrary<Value> = fc.letrec<{ v: Value }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(key, tie('v'), { maxKeys: 4 })),
})).v;

/** A value of the declared type that passes (enum member, default, a small sample), so other arguments get tested. */
export function plausibleFor(schema: ArgSchema): fc.Arbitrary<Value> {
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as Value[]));
  if (schema.default !== undefined && schema.default !== null) return fc.constant(schema.default as Value);
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type as ArgType | undefined);
  switch (type) {
    case 'integer':
      return fc.constantFrom(1, 2, schema.minimum ?? 1);
    case 'number':
      return fc.constantFrom(1, 0.5);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return schema.items ? fc.array(plausibleFor(schema.items), { maxLength: 2 }) : fc.constant([]);
    case 'object':
      return schema.properties ? plausibleObject(schema.properties) : fc.constant({});
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom('fuzz', 'hello-world', '1');
  }
}

function plausibleObject(properties: Readonly<Record<string, ArgSchema>>): fc.Arbitrary<Value> {
  const entries = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, plausibleFor(s)]));
  return fc.record(entries, { requiredKeys: [] }) as fc.Arbitrary<Value>;
}

/** Values that are not of `type`. */
function wrongTypeFor(type: ArgType | undefined): fc.Arbitrary<Value> {
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(hostileString, fc.boolean(), fc.array(hostileNumber, { maxLength: 3 }), fc.dictionary(key, hostileNumber, { maxKeys: 2 }));
    case 'boolean':
      return fc.oneof(hostileString, hostileNumber, fc.array(fc.boolean(), { maxLength: 2 }));
    case 'string':
      return fc.oneof(hostileNumber, fc.boolean(), fc.array(hostileString, { maxLength: 3 }), fc.dictionary(key, hostileString, { maxKeys: 3 }));
    case 'array':
      return fc.oneof(hostileString, hostileNumber, fc.dictionary(key, anyHostile, { maxKeys: 3 }));
    case 'object':
      return fc.oneof(hostileString, hostileNumber, fc.array(anyHostile, { maxLength: 3 }));
    default:
      return anyHostile;
  }
}

/** Values of the right type at or past its limits. */
function edgeOfType(schema: ArgSchema, type: ArgType | undefined): fc.Arbitrary<Value> {
  switch (type) {
    case 'integer':
    case 'number':
      return hostileNumber;
    case 'string':
      return hostileString;
    case 'array':
      return fc.oneof(
        fc.array(schema.items ? hostileFor(schema.items) : anyHostile, { minLength: 1, maxLength: 4 }),
        fc.constant(Array.from({ length: 300 }, (_, i) => i)),
        fc.constant<Value>([[[[[[]]]]]]),
      );
    case 'object':
      return schema.properties
        ? (fc.record(Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, hostileFor(s)])), { requiredKeys: [] }) as fc.Arbitrary<Value>)
        : fc.dictionary(key, anyHostile, { maxKeys: 4 });
    default:
      return anyHostile;
  }
}

/** Enum members bent a little: another case, padded, inside an array. */
const bentEnum = (values: readonly unknown[]): fc.Arbitrary<Value> =>
  fc.constantFrom(...values.map(String)).chain((v) => fc.constantFrom<Value>(v.toUpperCase(), ` ${v}`, `${v}\u0000`, [v], { [v]: v }));

/** A hostile value for an argument: the wrong type, the edge of its type, or anything at all. */
export function hostileFor(schema: ArgSchema): fc.Arbitrary<Value> {
  const types = schema.type === undefined ? [undefined] : Array.isArray(schema.type) ? [...schema.type] : [schema.type as ArgType];
  const type = types[0];
  const options: fc.Arbitrary<Value>[] = [wrongTypeFor(type), edgeOfType(schema, type), anyHostile];
  const allowed = enumValues(schema.enum);
  if (allowed?.length) options.push(bentEnum(allowed));
  return fc.oneof(...options);
}

/** Mostly hostile, sometimes plausible: one argument's value in a generated request. */
export const argumentValue = (schema: ArgSchema): fc.Arbitrary<Value> =>
  fc.oneof({ weight: 2, arbitrary: plausibleFor(schema) }, { weight: 3, arbitrary: hostileFor(schema) });
