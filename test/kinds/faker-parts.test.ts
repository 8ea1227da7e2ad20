// The pieces of a faker answer besides its plan: the seed drawn from the request (faker-seed.ts), the memo
// (faker-memo.ts) and the date-time format (faker.ts), each held to what the faker did before they were made faster.
import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/dispatch/request-key.js';
import { dateFormat } from '../../src/kinds/faker.js';
import { AnswerMemo, answerKey } from '../../src/kinds/faker-memo.js';
import { DELIVERY_KEYS, requestSeed } from '../../src/kinds/faker-seed.js';
import { Rng } from '../../src/kinds/faker-plan/index.js';
import type { ResponseSchema } from '../../src/model/catalogue.js';
import { hash32 } from '../../src/store/seeded-hash.js';

/** The seed as fakeAnswer() drew it before: the parameters copied without the delivery keys, the text hashed. */
function seedBefore(scenarioSeed: unknown, method: string, pattern: string, reqParams: Record<string, unknown>, salt: string): number {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(reqParams)) if (!DELIVERY_KEYS.has(k)) params[k] = v;
  return hash32(`${scenarioSeed}|${method}|${pattern}|${canonical(params)}${salt}`);
}

describe('the request seed', () => {
  const PARAMS: Record<string, unknown>[] = [
    {},
    { id: '7' },
    { id: '7', rest_route: '/bench/v1/widgets/7', _fields: 'id', _envelope: '', _pretty: '1' },
    { zeta: '1', alpha: '2', Beta: '3', _b: 'x', '10': 'ten', '9': 'nine' },
    { page: 2, per_page: 10, flag: true, none: null, gone: undefined },
    { include: ['3', '1', '2'], filter: { b: '1', a: ['x', { y: 'z' }] } },
    { search: 'caf\u00e9 "quoted" \\ / \u2028 \ud800', emoji: '\u{1F600}' },
    JSON.parse('{"__proto__": "x", "id": "1"}'),
    JSON.parse('{"__proto__": {"a": "1"}, "id": "1"}'),
    Object.assign(Object.create({ inherited: 'no' }), { own: 'yes' }),
  ];
  it.each(PARAMS.map((p, i) => [i, p] as const))('is the hash it was (parameters %i)', (_, params) => {
    for (const [seed, method, pattern, salt] of [
      [1, 'GET', '/bench/v1/widgets/(?P<id>[\\d]+)', ''],
      [42, 'HEAD', '/cms/v2/posts', '|schema:1a2b3c'],
      [undefined, 'POST', '/x/v1/y', '|route:/cms/v2/posts/{id}|GET'],
      ['seed text', 'GET', '/', ''],
    ] as const)
      expect(requestSeed(seed, method, pattern, params, salt)).toBe(seedBefore(seed, method, pattern, params, salt));
  });

  it('is the hash it was for many requests to one route (the head hash kept per route and method)', () => {
    for (let id = 0; id < 2000; id++) {
      const params = { id: String(id), rest_route: `/bench/v1/widgets/${id}`, ...(id % 3 ? { context: 'view' } : {}) };
      const seed = id % 7 ? 1 : 2;
      expect(requestSeed(seed, 'GET', '/bench/v1/widgets/(?P<id>[\\d]+)', params, '')).toBe(
        seedBefore(seed, 'GET', '/bench/v1/widgets/(?P<id>[\\d]+)', params, ''),
      );
    }
  });
});

describe('the date-time format', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  /** The format as it was: a Date, read in UTC. */
  const before = (end: number, offset: number) => {
    const d = new Date(end - offset * 1000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
  /** A random that draws the given offset from int(). */
  const drawing = (offset: number) => ({ int: () => offset }) as unknown as Rng;

  it('writes what a Date wrote, across the calendar (leap days, centuries, years before 1 and past 9999)', () => {
    const r = new Rng(12345);
    const clocks = [
      '2026-01-15T09:00:00Z',
      '2024-03-01T00:00:00Z',
      '2000-03-01T00:00:00.500Z',
      '1900-03-01T12:34:56Z',
      '1970-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '-000001-03-01T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '+012345-06-07T08:09:10Z',
      'not a date',
    ];
    for (let i = 0; i < 3000; i++) clocks.push(new Date(Math.floor((r.next() - 0.5) * 2 * 8.64e15)).toISOString());
    for (const clock of clocks) {
      const format = dateFormat(clock);
      const end = Date.parse(clock);
      for (const offset of [0, 1, 59, 3600, 86_399, 86_400, 365 * 24 * 3600, r.int(0, 365 * 24 * 3600)])
        expect(format(drawing(offset)), `${clock} - ${offset} s`).toBe(before(end, offset));
    }
  });
});

describe('the answer memo', () => {
  const SCHEMA: ResponseSchema = { type: 'object' };

  it('gives an answer back as its bytes, with the data it was made from, spread copies too', () => {
    const memo = new AnswerMemo();
    expect(memo.keeps(SCHEMA)).toBe(false);
    const data = { id: 1, link: 'http://x.test/a/b', name: 'caf\u00e9', list: [1, { a: null }] };
    memo.set(SCHEMA, 'k', 203, '{"id":1,"link":"http:\\/\\/x.test\\/a\\/b","name":"caf\\u00e9","list":[1,{"a":null}]}');
    expect(memo.keeps(SCHEMA)).toBe(true);
    expect(memo.keeps({ type: 'object' })).toBe(false);
    const hit = memo.get('k')!;
    expect(hit.status).toBe(203);
    expect(hit.data).toEqual(data);
    expect(hit.data).toBe(hit.data);
    expect({ ...hit }.data).toEqual(data);
    expect(JSON.parse(JSON.stringify(hit)).data).toEqual(data);
    expect(memo.get('k')!.data).not.toBe(hit.data);
    expect(memo.get('other')).toBeUndefined();
  });

  it('keeps at most two generations: the last thousand answers, and the thousand before them', () => {
    const memo = new AnswerMemo();
    for (let i = 0; i < 3500; i++) memo.set(SCHEMA, `k${i}`, 200, String(i));
    expect(memo.get('k0')).toBeUndefined();
    expect(memo.get('k1999')).toBeUndefined();
    expect(memo.get('k2000')?.encoded).toBe('2000');
    expect(memo.get('k3499')?.encoded).toBe('3499');
  });

  it('keys an answer by everything it is made from, no two pairs of origin and context alike', () => {
    const a: ResponseSchema = { type: 'object' };
    const b: ResponseSchema = { type: 'object' };
    const keys = [
      answerKey(a, 1, 200, 'http://x.test', undefined),
      answerKey(b, 1, 200, 'http://x.test', undefined),
      answerKey(a, 2, 200, 'http://x.test', undefined),
      answerKey(a, 1, 201, 'http://x.test', undefined),
      answerKey(a, 1, 200, 'http://y.test', undefined),
      answerKey(a, 1, 200, 'http://x.test', 'edit'),
      answerKey(a, 1, 200, 'b|http://x.test', 'a'),
      answerKey(a, 1, 200, 'http://x.test', 'a|b'),
      answerKey(a, 1, 200, 'x', '-'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(answerKey(a, 1, 200, 'http://x.test', undefined)).toBe(keys[0]);
  });
});
