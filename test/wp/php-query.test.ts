// parse_str() as PHP fills $_GET and $_POST: what WordPress sees of a query string or a form body.
import { describe, expect, it } from 'vitest';
import { parsePhpQuery } from '../../src/wp/php-query.js';

describe('parsePhpQuery', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['nothing', '', {}],
    ['plain pairs', 'a=1&b=2', { a: '1', b: '2' }],
    ['a name without a value as an empty string', 'a&b=', { a: '', b: '' }],
    ['the later of two equal names', 'a=1&a=2', { a: '2' }],
    ['empty pairs as nothing', '&&a=1&', { a: '1' }],
    ['a pair without a name as nothing', '=1&a=2', { a: '2' }],
    ['`+` as a space', 'q=a+b', { q: 'a b' }],
    ['percent escapes as UTF-8', 'q=caf%C3%A9%20%E2%98%95', { q: 'café ☕' }],
    ['a `%` without two hex digits as itself', 'q=100%&r=%zz', { q: '100%', r: '%zz' }],
    ['valid escapes beside a broken one', 'q=%E2%82%AC%zz', { q: '€%zz' }],
    ['an encoded `=` and `&` inside a value', 'q=a%3Db%26c', { q: 'a=b&c' }],
    ['`a[]` as a list', 'a[]=1&a[]=2', { a: ['1', '2'] }],
    ['encoded brackets as brackets', 'a%5B%5D=1&a%5B%5D=2', { a: ['1', '2'] }],
    ['`a[b]` as an object', 'a[b]=c&a[d]=e', { a: { b: 'c', d: 'e' } }],
    ['nested brackets', 'a[b][c]=d&a[b][e][]=f', { a: { b: { c: 'd', e: ['f'] } } }],
    ['explicit list indexes in order as a list', 'a[0]=x&a[1]=y', { a: ['x', 'y'] }],
    ['indexes with a gap as an object', 'a[0]=x&a[2]=y', { a: { 0: 'x', 2: 'y' } }],
    ['`[]` after a higher index continuing from it', 'a[]=1&a[5]=2&a[]=3', { a: { 0: '1', 5: '2', 6: '3' } }],
    ['`[]` after a name key numbered from 0', 'a[b]=1&a[]=2', { a: { b: '1', 0: '2' } }],
    ['an index with a leading zero as a name', 'a[]=x&a[01]=y', { a: { 0: 'x', '01': 'y' } }],
    ['a scalar replaced by a later array', 'a=1&a[]=2', { a: ['2'] }],
    ['an array replaced by a later scalar', 'a[]=1&a=2', { a: '2' }],
    ['`.` and space in a name as `_`', 'a.b=1&c d=2', { a_b: '1', c_d: '2' }],
    ['leading spaces of a name dropped', '%20%20a=1', { a: '1' }],
    ['`.` inside brackets kept', 'a[b.c]=1', { a: { 'b.c': '1' } }],
    ['an unclosed bracket as `_`', 'a[b=1', { a_b: '1' }],
    ['`.` and `[` after an unclosed bracket as `_`', 'a[b.c[d=1', { a_b_c_d: '1' }],
    ['text after a closing bracket ignored', 'a[b]c[d]=1', { a: { b: '1' } }],
    ['an unclosed inner bracket ignored', 'a[b][c=1', { a: { b: '1' } }],
    ['a name that starts with a bracket ignored', '[a]=1&b=2', { b: '2' }],
  ])('reads %s', (_, qs, expected) => {
    expect(parsePhpQuery(qs)).toEqual(expected);
  });

  it('writes an object with index keys as JSON the way PHP does', () => {
    expect(JSON.stringify(parsePhpQuery('a[0]=x&a[2]=y'))).toBe('{"a":{"0":"x","2":"y"}}');
    expect(JSON.stringify(parsePhpQuery('a[0]=x&a[1]=y'))).toBe('{"a":["x","y"]}');
  });
});

// Found by the fuzzer (test/hardening/fuzz.test.ts): a name 10,000 brackets deep overflowed the stack; PHP drops it.
describe('parsePhpQuery: the limits PHP puts on names', () => {
  const nested = (name: string, depth: number, value = 'x') => `${name}${'[a]'.repeat(depth)}=${value}`;

  it('keeps a name nested 64 levels deep (max_input_nesting_level)', () => {
    let inner: unknown = parsePhpQuery(nested('a', 64)).a;
    for (let i = 0; i < 64; i++) inner = (inner as Record<string, unknown>).a;
    expect(inner).toBe('x');
  });

  it('drops a name nested deeper, and what that variable held before it', () => {
    expect(parsePhpQuery(`a[b]=1&${nested('a', 65)}&c=2`)).toEqual({ c: '2' });
    expect(parsePhpQuery(`${nested('a', 10_000)}&a=3`)).toEqual({ a: '3' });
  });

  it('ends a name at a NUL byte, as PHP reads names as C strings', () => {
    expect(parsePhpQuery('y%00z=1&a[b%00c]=2&%00x=3')).toEqual({ y: '1', a_b: '2' });
  });
});

// Found by the fuzzer: walking `[__proto__]` twice reached Object.prototype's null prototype and threw, synchronously
// inside the request listener (a crash of the server). PHP has no prototypes: these are names like any other.
describe('parsePhpQuery: names JavaScript objects hold special', () => {
  it.each([
    ['a[__proto__][__proto__][]=1', '{"a":{"__proto__":{"__proto__":["1"]}}}'],
    ['a[constructor][prototype][x]=1', '{"a":{"constructor":{"prototype":{"x":"1"}}}}'],
    ['a[toString][]=1&a[hasOwnProperty]=2', '{"a":{"toString":["1"],"hasOwnProperty":"2"}}'],
  ])('reads %s as plain keys', (qs, json) => {
    expect(JSON.stringify(parsePhpQuery(qs))).toBe(json);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
