// Issue 16, defect 4: what a body costs is linear in its size and bounded, and never an internal error. A create
// of `{"title":"x","meta":[{},{},…]}` once took a second and 150 MB per megabyte, 60 MB answered 500 ("Too many
// properties to enumerate"), and 20,000 `x[]=` form fields took seconds (parsing was quadratic).
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp, type AppOptions } from '../../src/app.js';
import { JSON_MAX_VALUES } from '../../src/wp/json-body.js';
import { MAX_BODY_BYTES } from '../../src/wp/body.js';
import { MAX_INPUT_VARS, parsePhpQuery } from '../../src/wp/php-query.js';
import { ADMIN, rest } from '../helpers.js';
import { listen, type Answer, type Client } from './spies.js';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** A listening mock; `create` sends a post create, and a health request right behind it: both must be answered. */
async function serve(options: AppOptions = {}) {
  client = await listen(createMockApp(options).listener);
  const c = client;
  return async (body: string, contentType = 'application/json'): Promise<Answer> => {
    const hostile = c.send('POST', rest('/cms/v2/posts'), { headers: { Authorization: ADMIN, 'Content-Type': contentType }, body });
    const health = c.send('GET', '/__mock/health');
    const [answer, healthy] = await Promise.all([hostile, health]);
    expect(healthy.status).toBe(200);
    return answer;
  };
}

const list = (item: string, count: number) => Array(count).fill(item).join(',');
const json = (answer: Answer) =>
  JSON.parse(answer.text) as { code?: string; message?: string; data?: { status: number }; meta?: unknown; title?: { raw: string } };

describe('JSON bodies', () => {
  it('creates a post whose meta is a long list of empty objects, as WordPress ignores meta keys it has not registered', async () => {
    const create = await serve();
    const answer = await create(`{"title":"x","meta":[${list('{}', 100_000)}]}`);
    expect(answer.status).toBe(201);
    expect(json(answer).meta).toEqual({ footnotes: '' });
  });

  it.each([
    ['a list of empty objects as meta', (n: number) => `{"title":"x","meta":[${list('{}', n)}]}`],
    ['a list of integers as tags', (n: number) => `{"title":"x","tags":[${list('1', n * 2)}]}`],
    ['an object of many keys as meta', (n: number) => `{"title":"x","meta":{${Array.from({ length: n }, (_, i) => `"k${i}":[]`).join(',')}}}`],
    ['nested lists', (n: number) => `{"title":"x","meta":[${list('[[],[]]', Math.ceil(n / 2))}]}`],
  ])('refuses a body of more values than it parses at once (%s) with 413 mock_site_body_too_complex', async (_, body) => {
    const create = await serve({ maxBodyBytes: 64 * 1024 * 1024 });
    const answer = await create(body(JSON_MAX_VALUES));
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({
      code: 'mock_site_body_too_complex',
      message: expect.stringMatching(/more than 250,000 arrays, objects and members.*Send fewer values, or split the request\.$/),
      data: { status: 413 },
    });
  });

  it('refuses 60 MB of empty objects under a raised --max-body before parsing them, and keeps serving', async () => {
    const create = await serve({ maxBodyBytes: 64 * 1024 * 1024 });
    const answer = await create(`{"title":"x","meta":[${list('{}', 20_000_000)}]}`);
    expect(json(answer).code).toBe('mock_site_body_too_complex');
  });

  it('counts commas and brackets inside strings as text, not values', async () => {
    const create = await serve();
    const answer = await create(JSON.stringify({ title: 'x', content: '[{},'.repeat(200_000) }));
    expect(answer.status).toBe(201);
  });

  it('refuses a JSON body over the default limit of 1 MB with 413 mock_site_body_too_large', async () => {
    const create = await serve();
    const answer = await create(JSON.stringify({ title: 'x', content: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(answer.status).toBe(413);
    expect(json(answer).code).toBe('mock_site_body_too_large');
  });
});

describe('form bodies', () => {
  it(`reads the first ${MAX_INPUT_VARS} variables of 20,000 \`x[]=\` fields and drops the rest, as PHP's max_input_vars does`, async () => {
    const create = await serve();
    const answer = await create(`title=kept&${Array(20_000).fill('x[]=').join('&')}&content=dropped`, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(201);
    expect(json(answer).title?.raw).toBe('kept');
    expect((json(answer) as { content: { raw: string } }).content.raw).toBe('');
  });

  it.each([
    ['appended list items', () => 'a[]=1'],
    ['indexed list items', (i: number) => `a[${i}]=1`],
    ['named keys', (i: number) => `a[k${i}]=1`],
    ['nested appends', (i: number) => `a[b][][c]=${i}`],
  ])('parses %s in place: 1,000 of them give 1,000 members', (_, pair) => {
    const parsed = parsePhpQuery(Array.from({ length: 5_000 }, (_, i) => pair(i)).join('&'));
    const a = parsed.a as Record<string, unknown> | unknown[];
    const members = Array.isArray(a) ? a : 'b' in a ? (a.b as unknown[]) : Object.values(a);
    expect(members).toHaveLength(MAX_INPUT_VARS);
  });
});
