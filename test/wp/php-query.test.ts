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
