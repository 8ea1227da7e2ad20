// rest_validate_value_from_schema() and rest_sanitize_value_from_schema() as the mock implements them:
// every WordPress error code with its exact message and data, and the coercions that follow validation.
import { describe, expect, it } from 'vitest';
import type { ArgSchema } from '../../src/model/catalogue.js';
import { sanitizeUrl } from '../../src/wp/schema-sanitize.js';
import { sanitizeValue } from '../../src/wp/schema-validate.js';
import { validateValue } from '../../src/wp/schema-validate.js';

type Case = [string, ArgSchema, unknown, string, string, Record<string, unknown> | null];

const typeError = (param: string, type: string) => ({ code: 'rest_invalid_type', message: `${param} is not of type ${type}.`, data: { param } });

describe('types', () => {
  it.each<[string, ArgSchema, unknown]>([
    ['"5" as an integer', { type: 'integer' }, '5'],
    ['"5.0" as an integer', { type: 'integer' }, '5.0'],
    ['" 5" as an integer', { type: 'integer' }, ' 5'],
    ['"-1.5e2" as a number', { type: 'number' }, '-1.5e2'],
    ['".5" as a number', { type: 'number' }, '.5'],
    ['"TRUE" as a boolean', { type: 'boolean' }, 'TRUE'],
    ['"0" as a boolean', { type: 'boolean' }, '0'],
    ['1 as a boolean', { type: 'boolean' }, 1],
    ['false as a boolean', { type: 'boolean' }, false],
    ['"" as an object', { type: 'object' }, ''],
    ['a list as an object', { type: 'object' }, ['a']],
    ['a scalar as an array', { type: 'array' }, 'a,b'],
    ['an object with integer keys as an array', { type: 'array' }, { 0: 'a', 1: 'b' }],
    ['null as null', { type: 'null' }, null],
    ['"" as "string or object"', { type: ['object', 'string'] }, ''],
    ['anything without a type', {}, { any: 'thing' }],
  ])('%s is valid', (_, schema, value) => {
    expect(validateValue(value, schema, 'x')).toBeNull();
  });

  it.each<[string, ArgSchema, unknown, string]>([
    ['"abc" as an integer', { type: 'integer' }, 'abc', 'integer'],
    ['"1.5" as an integer', { type: 'integer' }, '1.5', 'integer'],
    ['true as an integer', { type: 'integer' }, true, 'integer'],
    ['"1,5" as a number', { type: 'number' }, '1,5', 'number'],
    ['"yes" as a boolean', { type: 'boolean' }, 'yes', 'boolean'],
    ['2 as a boolean', { type: 'boolean' }, 2, 'boolean'],
    ['5 as a string', { type: 'string' }, 5, 'string'],
    ['"x" as an object', { type: 'object' }, 'x', 'object'],
    ['an object with a name key as an array', { type: 'array' }, { a: 1 }, 'array'],
    ['"" as null', { type: 'null' }, '', 'null'],
    ['"a" as "integer or null"', { type: ['integer', 'null'] }, 'a', 'integer,null'],
  ])('%s answers rest_invalid_type', (_, schema, value, type) => {
    expect(validateValue(value, schema, 'x')).toEqual(typeError('x', type));
  });

  it('a nested value names its path in the message and data', () => {
    const schema: ArgSchema = { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } };
    expect(validateValue([{ id: 1 }, { id: 'x' }], schema, 'list')).toEqual(typeError('list[1][id]', 'integer'));
  });
});

describe('error codes', () => {
  it.each<Case>([
    ['a value outside a one-item enum', { type: 'string', enum: ['a'] }, 'b', 'rest_not_in_enum', 'x is not a.', null],
    ['a value outside a two-item enum', { type: 'string', enum: ['a', 'b'] }, 'c', 'rest_not_in_enum', 'x is not one of a and b.', null],
    ['a value outside a longer enum', { type: 'string', enum: ['a', 'b', 'c'] }, 'd', 'rest_not_in_enum', 'x is not one of a, b, and c.', null],
    [
      'a value outside an enum of lists and objects',
      { type: ['array', 'object'], enum: [[1, 2], { a: 1 }] },
      [3],
      'rest_not_in_enum',
      'x is not one of [1,2] and {"a":1}.',
      null,
    ],
    ['a bad hex colour', { type: 'string', format: 'hex-color' }, '#abcd', 'rest_invalid_hex_color', 'Invalid hex color.', null],
    ['a bad date-time', { type: 'string', format: 'date-time' }, '2026-01-15', 'rest_invalid_date', 'Invalid date.', null],
    ['an impossible date-time', { type: 'string', format: 'date-time' }, '2026-13-45T25:00:00', 'rest_invalid_date', 'Invalid date.', null],
    ['a bad email address', { type: 'string', format: 'email' }, 'me@example', 'rest_invalid_email', 'Invalid email address.', null],
    [
      'an email address whose domain label starts with a hyphen',
      { type: 'string', format: 'email' },
      'me@-example.org',
      'rest_invalid_email',
      'Invalid email address.',
      null,
    ],
    [
      'an email address with two dots in its domain',
      { type: 'string', format: 'email' },
      'me@example..org',
      'rest_invalid_email',
      'Invalid email address.',
      null,
    ],
    ['an email address with a space', { type: 'string', format: 'email' }, 'm e@example.org', 'rest_invalid_email', 'Invalid email address.', null],
    ['a bad IP address', { type: 'string', format: 'ip' }, '256.1.1.1', 'rest_invalid_ip', 'x is not a valid IP address.', null],
    ['an upper-case UUID', { type: 'string', format: 'uuid' }, 'ABCDEF01-2345-6789-ABCD-EF0123456789', 'rest_invalid_uuid', 'x is not a valid UUID.', null],
    [
      'an object without a required property',
      { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string', required: true } } },
      { a: 'x' },
      'rest_property_required',
      'b is a required property of x.',
      null,
    ],
    [
      'an object with a forbidden property',
      { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false },
      { a: 'x', c: 1 },
      'rest_additional_properties_forbidden',
      'c is not a valid property of Object.',
      null,
    ],
    ['an object with too few properties (1)', { type: 'object', minProperties: 1 }, {}, 'rest_too_few_properties', 'x must contain at least 1 property.', null],
    [
      'an object with too few properties (2)',
      { type: 'object', minProperties: 2 },
      { a: 1 },
      'rest_too_few_properties',
      'x must contain at least 2 properties.',
      null,
    ],
    [
      'an object with too many properties (1)',
      { type: 'object', maxProperties: 1 },
      { a: 1, b: 2 },
      'rest_too_many_properties',
      'x must contain at most 1 property.',
      null,
    ],
    [
      'an object with too many properties (2)',
      { type: 'object', maxProperties: 2 },
      { a: 1, b: 2, c: 3 },
      'rest_too_many_properties',
      'x must contain at most 2 properties.',
      null,
    ],
    ['an array with too few items (1)', { type: 'array', minItems: 1 }, [], 'rest_too_few_items', 'x must contain at least 1 item.', null],
    ['an array with too few items (2)', { type: 'array', minItems: 2 }, 'a', 'rest_too_few_items', 'x must contain at least 2 items.', null],
    ['an array with too many items (1)', { type: 'array', maxItems: 1 }, 'a,b', 'rest_too_many_items', 'x must contain at most 1 item.', null],
    [
      'an array with too many items (25)',
      { type: 'array', maxItems: 25 },
      Array.from({ length: 26 }, (_, i) => i),
      'rest_too_many_items',
      'x must contain at most 25 items.',
      null,
    ],
    ['an array with duplicate items', { type: 'array', uniqueItems: true }, ['a', 'b', 'a'], 'rest_duplicate_items', 'x has duplicate items.', null],
    [
      'an array with duplicate objects in any key order',
      { type: 'array', uniqueItems: true },
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      'rest_duplicate_items',
      'x has duplicate items.',
      null,
    ],
    ['a number that is not a multiple', { type: 'integer', multipleOf: 3 }, 7, 'rest_invalid_multiple', 'x must be a multiple of 3.', null],
    ['a string shorter than one character', { type: 'string', minLength: 1 }, '', 'rest_too_short', 'x must be at least 1 character long.', null],
    ['a string shorter than its minimum', { type: 'string', minLength: 3 }, 'ab', 'rest_too_short', 'x must be at least 3 characters long.', null],
    ['a string longer than one character', { type: 'string', maxLength: 1 }, 'ab', 'rest_too_long', 'x must be at most 1 character long.', null],
    ['a string longer than its maximum', { type: 'string', maxLength: 2 }, 'abc', 'rest_too_long', 'x must be at most 2 characters long.', null],
    ['a string that does not match its pattern', { type: 'string', pattern: '^a+$' }, 'ab', 'rest_invalid_pattern', 'x does not match pattern ^a+$.', null],
  ])('%s answers %s', (_, schema, value, code, message, data) => {
    expect(validateValue(value, schema, 'x')).toEqual({ code, message, data });
  });

  it.each<[string, ArgSchema, number, string]>([
    ['at an exclusive minimum', { type: 'number', minimum: 1, exclusiveMinimum: true }, 1, 'x must be greater than 1'],
    ['below an inclusive minimum', { type: 'number', minimum: 1 }, 0, 'x must be greater than or equal to 1'],
    ['at an exclusive maximum', { type: 'number', maximum: 10, exclusiveMaximum: true }, 10, 'x must be less than 10'],
    ['above an inclusive maximum', { type: 'number', maximum: 10 }, 11, 'x must be less than or equal to 10'],
    [
      'outside an exclusive range',
      { type: 'number', minimum: 1, maximum: 10, exclusiveMinimum: true, exclusiveMaximum: true },
      10,
      'x must be between 1 (exclusive) and 10 (exclusive)',
    ],
    [
      'outside a half-open range (exclusive minimum)',
      { type: 'number', minimum: 1, maximum: 10, exclusiveMinimum: true },
      1,
      'x must be between 1 (exclusive) and 10 (inclusive)',
    ],
    [
      'outside a half-open range (exclusive maximum)',
      { type: 'number', minimum: 1, maximum: 10, exclusiveMaximum: true },
      0,
      'x must be between 1 (inclusive) and 10 (exclusive)',
    ],
    ['outside an inclusive range', { type: 'integer', minimum: 1, maximum: 100 }, 101, 'x must be between 1 (inclusive) and 100 (inclusive)'],
    ['below a fractional minimum, shown as an integer as %d does', { type: 'number', minimum: 1.5 }, 1, 'x must be greater than or equal to 1'],
  ])('a number %s answers rest_out_of_bounds', (_, schema, value, message) => {
    expect(validateValue(value, schema, 'x')).toEqual({ code: 'rest_out_of_bounds', message, data: null });
  });

  it.each<[string, ArgSchema, unknown]>([
    ['the minimum itself', { type: 'integer', minimum: 1, maximum: 100 }, 1],
    ['the maximum itself', { type: 'integer', minimum: 1, maximum: 100 }, '100'],
    ['a multiple of a fraction', { type: 'number', multipleOf: 0.5 }, '1.5'],
    ['a string of as many characters as allowed, counted as characters', { type: 'string', maxLength: 2 }, '☕é'],
    ['an enum value after coercion', { type: 'integer', enum: [1, 2] }, '2'],
    ['a boolean enum value after coercion', { type: 'boolean', enum: [true] }, 'true'],
    ['a lower-case UUID', { type: 'string', format: 'uuid' }, 'abcdef01-2345-6789-abcd-ef0123456789'],
    ['an email address with a plus and dotted labels', { type: 'string', format: 'email' }, 'a.b+c@mail.example-host.org'],
    ['an IPv6 address', { type: 'string', format: 'ip' }, '::1'],
    ['a short hex colour', { type: 'string', format: 'hex-color' }, '#aBc'],
    ['a date-time with a space and fraction', { type: 'string', format: 'date-time' }, '2026-01-15 09:00:00.5'],
    ['a format on a non-string type, which is ignored', { type: 'integer', format: 'email' }, 5],
    [
      'a property matched by patternProperties',
      { type: 'object', patternProperties: { '^n\\d$': { type: 'integer' } }, additionalProperties: false },
      { n1: '5' },
    ],
  ])('%s is valid', (_, schema, value) => {
    expect(validateValue(value, schema, 'x')).toBeNull();
  });

  it('a format without a type still applies', () => {
    expect(validateValue('nope', { format: 'email' }, 'x')).toEqual({ code: 'rest_invalid_email', message: 'Invalid email address.', data: null });
  });

  it.each<Case>([
    [
      'an additionalProperties schema',
      { type: 'object', additionalProperties: { type: 'integer' } },
      { c: 'x' },
      'rest_invalid_type',
      'x[c] is not of type integer.',
      { param: 'x[c]' },
    ],
    [
      'a patternProperties schema',
      { type: 'object', patternProperties: { '^n\\d$': { type: 'integer' } } },
      { n1: 'x' },
      'rest_invalid_type',
      'x[n1] is not of type integer.',
      { param: 'x[n1]' },
    ],
  ])('properties checked by %s name their path', (_, schema, value, code, message, data) => {
    expect(validateValue(value, schema, 'x')).toEqual({ code, message, data });
  });
});

describe('anyOf and oneOf', () => {
  const titled: ArgSchema[] = [
    { type: 'integer', title: 'Number' },
    { type: 'boolean', title: 'Flag' },
  ];
  const untitled: ArgSchema[] = [{ type: 'integer' }, { type: 'boolean' }];

  it.each<Case>([
    [
      'anyOf with one titled option failing',
      { anyOf: [titled[0]!] },
      'x',
      'rest_no_matching_schema',
      'x is not a valid Number. Reason: x is not of type integer.',
      { position: 0 },
    ],
    [
      'anyOf with one untitled option failing',
      { anyOf: [untitled[0]!] },
      'x',
      'rest_no_matching_schema',
      'x does not match the expected format. Reason: x is not of type integer.',
      { position: 0 },
    ],
    ['oneOf with titled options all failing on type', { oneOf: titled }, 'x', 'rest_no_matching_schema', 'x is not a valid Number and Flag.', null],
    [
      'oneOf with untitled options all failing on type',
      { oneOf: untitled },
      'x',
      'rest_no_matching_schema',
      'x does not match any of the expected formats.',
      null,
    ],
    [
      'oneOf with one option failing beyond its type',
      {
        oneOf: [
          { type: 'integer', minimum: 5 },
          { type: 'string', enum: ['all'] },
        ],
      },
      3,
      'rest_no_matching_schema',
      'x does not match the expected format. Reason: x must be greater than or equal to 5',
      { position: 0 },
    ],
    [
      'object options, choosing the one sharing most properties',
      {
        anyOf: [
          { type: 'object', title: 'A', properties: { a: { type: 'integer' } }, additionalProperties: false },
          { type: 'object', title: 'B', properties: { a: { type: 'integer' }, b: { type: 'integer' } } },
        ],
      },
      { a: 1, b: 'x' },
      'rest_no_matching_schema',
      'x is not a valid B. Reason: x[b] is not of type integer.',
      { position: 1 },
    ],
    [
      'oneOf with titled options both matching',
      { oneOf: titled },
      '1',
      'rest_one_of_multiple_matches',
      'x matches Number and Flag, but should match only one.',
      { positions: [0, 1] },
    ],
    [
      'oneOf with untitled options both matching',
      { oneOf: untitled },
      '1',
      'rest_one_of_multiple_matches',
      'x matches more than one of the expected formats.',
      { positions: [0, 1] },
    ],
  ])('%s answers %s', (_, schema, value, code, message, data) => {
    expect(validateValue(value, schema, 'x')).toEqual({ code, message, data });
  });

  it("an option without a type inherits the parent's type", () => {
    const schema: ArgSchema = { type: 'integer', oneOf: [{ minimum: 10 }, { maximum: 0 }] };
    expect(validateValue(5, schema, 'x')?.code).toBe('rest_no_matching_schema');
    expect(validateValue(12, schema, 'x')).toBeNull();
  });

  it('anyOf accepts the first option that matches', () => {
    expect(validateValue('1', { anyOf: untitled }, 'x')).toBeNull();
  });
});

describe('sanitizing', () => {
  it.each<[string, ArgSchema, unknown, unknown]>([
    ['an integer string to an integer', { type: 'integer' }, '42', 42],
    ['a numeric string with a fraction to its integer part', { type: 'integer' }, '5.9', 5],
    ['a number string to a number', { type: 'number' }, '2.5', 2.5],
    ['"false" to false', { type: 'boolean' }, 'false', false],
    ['"FALSE" to false', { type: 'boolean' }, 'FALSE', false],
    ['"0" to false', { type: 'boolean' }, '0', false],
    ['"" to false', { type: 'boolean' }, '', false],
    ['"1" to true', { type: 'boolean' }, '1', true],
    ['a comma list to an array', { type: 'array', items: { type: 'integer' } }, '3,4', [3, 4]],
    ['an object with integer keys to a list', { type: 'array' }, { 0: 'a', 1: 'b' }, ['a', 'b']],
    ['"" to an empty object', { type: 'object' }, '', {}],
    ['a list under an object schema to itself, as json_encode() writes a PHP array keyed by position', { type: 'object' }, ['a'], ['a']],
    [
      'a list under an object schema with checked members to an object keyed by position',
      { type: 'object', additionalProperties: { type: 'integer' } },
      ['1'],
      { 0: 1 },
    ],
    [
      'an object, dropping properties additionalProperties forbids',
      { type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false },
      { a: '1', c: 2 },
      { a: 1 },
    ],
    ['an object, coercing additional properties by their schema', { type: 'object', additionalProperties: { type: 'boolean' } }, { c: '1' }, { c: true }],
    [
      'an object, coercing patternProperties',
      { type: 'object', patternProperties: { '^n\\d$': { type: 'integer' } } },
      { n1: '5', other: '5' },
      { n1: 5, other: '5' },
    ],
    ['a value of no fitting type to null', { type: ['integer', 'null'] }, 'a', null],
    ['a value to the best of several types', { type: ['boolean', 'string'] }, 'true', true],
    ['a value through the matching oneOf option', { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['all'] }] }, '5', 5],
    ['true to the string "1", as PHP casts it', { type: 'string' }, true, '1'],
    ['null to null', { type: 'null' }, null, null],
    ['anything without a type to itself', {}, { a: '1' }, { a: '1' }],
  ])('sanitizes %s', (_, schema, value, expected) => {
    expect(sanitizeValue(value, schema, 'x')).toEqual(expected);
  });

  it.each([
    ['a bare host gets http://', 'example.org/x', 'http://example.org/x'],
    ['spaces become %20 and leading spaces go', '  http://example.org/a b', 'http://example.org/a%20b'],
    ['characters that cannot appear in a URL go', 'https://example.org/<b>"x"', 'https://example.org/bx'],
    ['encoded line breaks go', 'http://example.org/%0d%0aSet-Cookie', 'http://example.org/Set-Cookie'],
    ['a javascript: URL is emptied', 'javascript:alert(1)', ''],
    ['an unknown scheme is emptied', 'localhost:8080/x', ''],
    ['an allowed scheme is kept, in any case', 'HTTPS://Example.org', 'HTTPS://Example.org'],
    ['mailto: is kept', 'mailto:me@example.org', 'mailto:me@example.org'],
    ['a path is kept', '/wp-admin/?a=1', '/wp-admin/?a=1'],
    ['a fragment is kept', '#top', '#top'],
    ['a PHP file is not taken for a host', 'index.php?p=1', 'index.php?p=1'],
    ['an empty URL stays empty', '', ''],
  ])('a `uri`: %s', (_, url, expected) => {
    expect(sanitizeUrl(url)).toBe(expected);
    expect(sanitizeValue(url, { type: 'string', format: 'uri' }, 'x')).toBe(expected);
  });
});
