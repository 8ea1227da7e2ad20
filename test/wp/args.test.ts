// An endpoint's arguments as WP_REST_Request resolves them: sources merged in get_parameter_order()
// (JSON body, form body, query, URL captures, defaults), coerced to their schema types, and WordPress's
// errors for malformed, missing and invalid input, raised in dispatch()'s order and before permission.
import { describe, expect, it } from 'vitest';
import type { Args } from '../../src/model/catalogue.js';
import { argSpecs, resolveArgs, sanitizedDefaults } from '../../src/wp/args.js';
import { parseBody } from '../../src/wp/body.js';
import { parsePhpQuery } from '../../src/wp/php-query.js';
import type { RestRequest } from '../../src/wp/request.js';
import { ADMIN, rest, site } from '../helpers.js';

type Sources = Partial<Pick<RestRequest, 'method' | 'query' | 'form' | 'json' | 'jsonError' | 'urlParams'>>;

/** Resolves `args` against one request's sources, as the dispatcher does for a matched endpoint. */
function resolve(args: Args, sources: Sources) {
  const specs = argSpecs(args);
  const req: RestRequest = {
    method: 'GET',
    wireMethod: 'GET',
    route: '/x',
    query: {},
    rawQuery: '',
    headers: {},
    form: {},
    files: {},
    urlParams: {},
    params: {},
    user: null,
    session: 'default',
    origin: 'http://mock.test',
    ...sources,
  };
  const error = resolveArgs(req, specs, sanitizedDefaults(specs));
  return { error: error?.toJSON() ?? null, params: req.params };
}

const invalidParam = (name: string, code: string, message: string, data: Record<string, unknown> | null = null) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: message }, details: { [name]: { code, message, data } } },
});
const NOCACHE = { expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'cache-control': 'no-cache, must-revalidate, max-age=0' };
const INVALID_JSON = {
  code: 'rest_invalid_json',
  message: 'Invalid JSON body passed.',
  data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
};

const api = site();

describe('where an argument comes from', () => {
  const args: Args = { a: { type: 'string', default: 'default' } };

  it.each<[string, Sources, string]>([
    ['the default when nothing is sent', {}, 'default'],
    ['a URL capture over the default', { urlParams: { a: 'url' } }, 'url'],
    ['the query over a URL capture', { urlParams: { a: 'url' }, query: { a: 'query' } }, 'query'],
    ['the form body over the query', { method: 'POST', query: { a: 'query' }, form: { a: 'form' } }, 'form'],
    ['the JSON body over the form body', { method: 'POST', query: { a: 'query' }, form: { a: 'form' }, json: { a: 'json' } }, 'json'],
    ['the JSON body of a GET over the query', { query: { a: 'query' }, json: { a: 'json' } }, 'json'],
    ['the query of a GET, which reads no form body', { query: { a: 'query' }, form: { a: 'form' } }, 'query'],
    ['the form body of a PUT', { method: 'PUT', query: { a: 'query' }, form: { a: 'form' } }, 'form'],
    ['the form body of a PATCH', { method: 'PATCH', query: { a: 'query' }, form: { a: 'form' } }, 'form'],
    ['the form body of a DELETE', { method: 'DELETE', query: { a: 'query' }, form: { a: 'form' } }, 'form'],
    ['the form body when a JSON body is a list, not an object', { method: 'POST', form: { a: 'form' }, json: ['json'] }, 'form'],
  ])('%s', (_, sources, expected) => {
    const { error, params } = resolve(args, sources);
    expect(error).toBeNull();
    expect(params.a).toBe(expected);
  });

  it('arguments the endpoint does not declare are kept, unchecked', () => {
    const { error, params } = resolve(args, { query: { extra: 'x', n: '5' } });
    expect(error).toBeNull();
    expect(params).toMatchObject({ a: 'default', extra: 'x', n: '5' });
  });
});

describe('defaults', () => {
  it('defaults fill the arguments that were not sent, without validation', () => {
    const { error, params } = resolve(
      {
        page: { type: 'integer', default: 1, minimum: 1 },
        ids: { type: 'array', items: { type: 'integer' }, default: [] },
        status: { type: 'array', items: { type: 'string', enum: ['publish', 'draft'] }, default: 'publish' },
        order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
        none: { type: 'string' },
      },
      {},
    );
    expect(error).toBeNull();
    expect(params).toEqual({ page: 1, ids: [], status: ['publish'], order: 'desc' });
  });

  it('a default is not used when the argument is sent', () => {
    expect(resolve({ page: { type: 'integer', default: 1 } }, { query: { page: '3' } }).params.page).toBe(3);
  });
});

describe('coercion to the schema type', () => {
  it.each<[string, Args[string], unknown, unknown]>([
    ['"5" to the integer 5', { type: 'integer' }, '5', 5],
    ['"-3" to the integer -3', { type: 'integer' }, '-3', -3],
    ['"5.0" to the integer 5', { type: 'integer' }, '5.0', 5],
    ['"1.5" to the number 1.5', { type: 'number' }, '1.5', 1.5],
    ['"1e3" to the number 1000', { type: 'number' }, '1e3', 1000],
    ['"true" to true', { type: 'boolean' }, 'true', true],
    ['"TRUE" to true', { type: 'boolean' }, 'TRUE', true],
    ['"1" to true', { type: 'boolean' }, '1', true],
    ['"false" to false', { type: 'boolean' }, 'false', false],
    ['"0" to false', { type: 'boolean' }, '0', false],
    ['the JSON number 0 to false', { type: 'boolean' }, 0, false],
    ['"1,2" to an array of integers', { type: 'array', items: { type: 'integer' } }, '1,2', [1, 2]],
    ['"1, 2 3" to an array of integers', { type: 'array', items: { type: 'integer' } }, '1, 2 3', [1, 2, 3]],
    ['a single "7" to a one-item array', { type: 'array', items: { type: 'integer' } }, '7', [7]],
    ['"" to an empty array', { type: 'array', items: { type: 'integer' } }, '', []],
    ['an array without item schema to its values', { type: 'array' }, ['a', 'b'], ['a', 'b']],
    ['"" to an empty object', { type: 'object' }, '', {}],
    [
      'the object properties by their schemas',
      { type: 'object', properties: { n: { type: 'integer' }, b: { type: 'boolean' } } },
      { n: '2', b: '0' },
      { n: 2, b: false },
    ],
    ['a string to itself', { type: 'string' }, '05', '05'],
    ['a string to the string branch of "string or null"', { type: ['string', 'null'] }, 'x', 'x'],
    ['a number to the integer branch of "integer or string"', { type: ['integer', 'string'] }, '12', 12],
  ])('coerces %s', (_, schema, sent, expected) => {
    const { error, params } = resolve({ v: schema }, { method: 'POST', json: { v: sent } });
    expect(error).toBeNull();
    expect(params.v).toEqual(expected);
  });

  it.each([
    ['a[]=1&a[]=2', { a: [1, 2] }],
    ['a=1,2', { a: [1, 2] }],
    ['a[0]=1&a[1]=2', { a: [1, 2] }],
    ['o[b]=c&o[n]=4', { o: { b: 'c', n: 4 } }],
    ['o[b]=c&flag=1', { o: { b: 'c' }, flag: true }],
  ])('the query %s is read as PHP reads it, then coerced', (qs, expected) => {
    const args: Args = {
      a: { type: 'array', items: { type: 'integer' } },
      o: { type: 'object', properties: { b: { type: 'string' }, n: { type: 'integer' } } },
      flag: { type: 'boolean' },
    };
    const { error, params } = resolve(args, { query: parsePhpQuery(qs) });
    expect(error).toBeNull();
    expect(params).toMatchObject(expected);
  });

  it('a form-encoded body is read as PHP reads $_POST, then coerced', () => {
    const { form } = parseBody(Buffer.from('ids[]=3&ids[]=4&meta[key]=v&sticky=false&title=A+b%26c'), 'application/x-www-form-urlencoded', 'POST');
    const { error, params } = resolve(
      {
        ids: { type: 'array', items: { type: 'integer' } },
        meta: { type: 'object' },
        sticky: { type: 'boolean' },
        title: { type: 'string' },
      },
      { method: 'POST', form },
    );
    expect(error).toBeNull();
    expect(params).toEqual({ ids: [3, 4], meta: { key: 'v' }, sticky: false, title: 'A b&c' });
  });

  it('a `uri` argument is cleaned, not refused', () => {
    const { error, params } = resolve({ url: { type: 'string', format: 'uri' } }, { query: { url: 'example.org/a b' } });
    expect(error).toBeNull();
    expect(params.url).toBe('http://example.org/a%20b');
  });
});

describe('checks on values', () => {
  it.each<[string, Args[string], unknown, string, string, Record<string, unknown> | null]>([
    ['below its minimum', { type: 'integer', minimum: 1 }, '0', 'rest_out_of_bounds', 'v must be greater than or equal to 1', null],
    ['above its maximum', { type: 'integer', maximum: 100 }, '101', 'rest_out_of_bounds', 'v must be less than or equal to 100', null],
    [
      'outside its range',
      { type: 'integer', minimum: 1, maximum: 100 },
      '0',
      'rest_out_of_bounds',
      'v must be between 1 (inclusive) and 100 (inclusive)',
      null,
    ],
    ['not in its enum', { type: 'string', enum: ['asc', 'desc'] }, 'up', 'rest_not_in_enum', 'v is not one of asc and desc.', null],
    ['not a date-time', { type: 'string', format: 'date-time' }, 'yesterday', 'rest_invalid_date', 'Invalid date.', null],
    ['not an email address', { type: 'string', format: 'email' }, 'me@', 'rest_invalid_email', 'Invalid email address.', null],
    [
      'with an item of the wrong type',
      { type: 'array', items: { type: 'integer' } },
      '1,x',
      'rest_invalid_type',
      'v[1] is not of type integer.',
      { param: 'v[1]' },
    ],
    [
      'with an item outside its enum',
      { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      ['a', 'c'],
      'rest_not_in_enum',
      'v[1] is not one of a and b.',
      null,
    ],
    ['not of its type', { type: 'integer' }, 'abc', 'rest_invalid_type', 'v is not of type integer.', { param: 'v' }],
  ])('a value %s answers its detail code', (_, schema, sent, code, message, data) => {
    expect(resolve({ v: schema }, { query: { v: sent as string } }).error).toEqual(invalidParam('v', code, message, data));
  });

  it.each([['2026-01-15T09:00:00'], ['2026-01-15 09:00:00'], ['2026-01-15T09:00:00Z'], ['2026-01-15T09:00:00.250+02:00']])(
    'the date-time %s is accepted',
    (date) => {
      expect(resolve({ v: { type: 'string', format: 'date-time' } }, { query: { v: date } }).error).toBeNull();
    },
  );

  it('several invalid arguments are all listed in one error', () => {
    const { error } = resolve({ a: { type: 'integer' }, b: { type: 'boolean' } }, { query: { a: 'x', b: 'maybe' } });
    expect(error).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): a, b',
      data: {
        status: 400,
        params: { a: 'a is not of type integer.', b: 'b is not of type boolean.' },
        details: {
          a: { code: 'rest_invalid_type', message: 'a is not of type integer.', data: { param: 'a' } },
          b: { code: 'rest_invalid_type', message: 'b is not of type boolean.', data: { param: 'b' } },
        },
      },
    });
  });

  it('a missing argument is reported before invalid ones', () => {
    const { error } = resolve({ a: { type: 'integer' }, b: { type: 'string', required: true } }, { query: { a: 'x' } });
    expect(error).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): b', data: { status: 400, params: ['b'] } });
  });

  it('a JSON null counts as missing', () => {
    const { error } = resolve({ b: { type: 'string', required: true } }, { method: 'POST', json: { b: null } });
    expect(error).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): b', data: { status: 400, params: ['b'] } });
  });
});

describe('missing arguments over HTTP', () => {
  it('GET /oembed/1.0/embed without url answers 400 rest_missing_callback_param with the names as a list', async () => {
    const res = await api.get(rest('/oembed/1.0/embed'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): url', data: { status: 400, params: ['url'] } });
    expect(res.headers.allow).toBe('GET');
  });

  it('every missing argument is named, in the order the endpoint declares them', async () => {
    const res = await api.post(rest('/sitetool/v1/file/edit')).set('Authorization', ADMIN);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): path, old_content, new_content',
      data: { status: 400, params: ['path', 'old_content', 'new_content'] },
    });
  });

  it('an anonymous caller without a required argument gets 400, not 401', async () => {
    const res = await api.post(rest('/sitetool/v1/file/edit')).send({ path: 'style.css' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_missing_callback_param');
    expect(res.body.data.params).toEqual(['old_content', 'new_content']);
  });
});

describe('invalid arguments over HTTP', () => {
  it.each([
    ['per_page=0', '&per_page=0', 'per_page', 'rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)', null],
    ['per_page=101', '&per_page=101', 'per_page', 'rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)', null],
    ['per_page=abc', '&per_page=abc', 'per_page', 'rest_invalid_type', 'per_page is not of type integer.', { param: 'per_page' }],
    ['page=0', '&page=0', 'page', 'rest_out_of_bounds', 'page must be greater than or equal to 1', null],
    [
      'orderby=bogus',
      '&orderby=bogus',
      'orderby',
      'rest_not_in_enum',
      'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.',
      null,
    ],
    ['order=sideways', '&order=sideways', 'order', 'rest_not_in_enum', 'order is not one of asc and desc.', null],
    ['after=yesterday', '&after=yesterday', 'after', 'rest_invalid_date', 'Invalid date.', null],
    ['sticky=yes', '&sticky=yes', 'sticky', 'rest_invalid_type', 'sticky is not of type boolean.', { param: 'sticky' }],
    ['author[]=1&author[]=abc', '&author[]=1&author[]=abc', 'author', 'rest_invalid_type', 'author[1] is not of type integer.', { param: 'author[1]' }],
    ['author=1,abc', '&author=1,abc', 'author', 'rest_invalid_type', 'author[1] is not of type integer.', { param: 'author[1]' }],
    ['a repeated format', '&format[]=aside&format[]=aside', 'format', 'rest_duplicate_items', 'format has duplicate items.', null],
  ])('GET /cms/v2/posts with %s answers 400 rest_invalid_param', async (_, query, name, code, message, data) => {
    const res = await api.get(rest('/cms/v2/posts', query));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParam(name, code, message, data));
    expect(res.headers.allow).toBe('GET');
    expect(res.headers.vary).toBe('Origin');
  });

  it.each([
    ['integers as a list', '&author=1,2&include=3+4'],
    ['integers as PHP array syntax', '&author[]=1&author[]=2'],
    ['booleans as true', '&sticky=true'],
    ['booleans as 0', '&sticky=0'],
    ['a term query object', '&categories[terms][]=1&categories[operator]=AND'],
    ['a date-time with a zone', '&after=2026-01-15T09:00:00%2B02:00'],
    ['the bounds themselves', '&page=1&per_page=100'],
  ])('GET /cms/v2/posts accepts %s', async (_, query) => {
    const res = await api.get(rest('/cms/v2/posts', query));
    expect(res.status).toBe(200);
  });

  it('several invalid arguments are listed in one message', async () => {
    const res = await api.get(rest('/cms/v2/posts', '&page=0&per_page=0'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): page, per_page',
      data: {
        status: 400,
        params: { page: 'page must be greater than or equal to 1', per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        details: {
          page: { code: 'rest_out_of_bounds', message: 'page must be greater than or equal to 1', data: null },
          per_page: { code: 'rest_out_of_bounds', message: 'per_page must be between 1 (inclusive) and 100 (inclusive)', data: null },
        },
      },
    });
  });

  it('a combined schema names the option that failed and why', async () => {
    const res = await api.get(rest('/cms/v2/posts', '&categories[terms]=x'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      invalidParam(
        'categories',
        'rest_no_matching_schema',
        'categories is not a valid Term ID Taxonomy Query. Reason: categories[terms][0] is not of type integer.',
        { position: 1 },
      ),
    );
  });

  it('an anonymous POST with an invalid argument gets 400, not 401: validation runs before permission', async () => {
    const res = await api.post(rest('/cms/v2/posts')).type('json').send('{"title": "x", "status": "bogus"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParam('status', 'rest_not_in_enum', 'status is not one of publish, future, draft, pending, and private.'));
    expect(res.headers.allow).toBe('GET');
    expect(res.headers.vary).toBeUndefined();
  });

  it('a URL capture is overridden by the query: /posts/5?id=abc is checked as id=abc', async () => {
    const res = await api.get(rest('/cms/v2/posts/5', '&id=abc'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParam('id', 'rest_invalid_type', 'id is not of type integer.', { param: 'id' }));
  });

  it.each([
    ['the JSON body wins over the query', '&status=bogus', { title: 'x', status: 'draft' }, 201],
    ['the query loses to a JSON body', '&status=draft', { status: 'bogus' }, 400],
  ])('%s', async (_, query, body, status) => {
    const res = await api.post(rest('/cms/v2/posts', query)).set('Authorization', ADMIN).send(body);
    expect(res.status).toBe(status);
  });

  it.each([
    ['status=bogus', 400, 'status'],
    ['categories[]=1&categories[]=x', 400, 'categories'],
    ['title=x&categories=1,2&sticky=1&status=draft', 201, undefined],
  ])('a form-encoded create with %s is read and checked like JSON', async (body, status, invalid) => {
    const res = await api.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).type('form').send(body);
    expect(res.status).toBe(status);
    if (invalid) expect(Object.keys(res.body.data.params)).toEqual([invalid]);
  });
});

describe('malformed JSON', () => {
  it("a malformed JSON body answers 400 rest_invalid_json with PHP's json error", async () => {
    const res = await api.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).type('json').send('{"title": "broken",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_JSON);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.headers).toMatchObject(NOCACHE);
  });

  it('an anonymous caller gets the JSON error, not 401: the body is parsed before the permission check', async () => {
    const res = await api.post(rest('/cms/v2/posts')).type('json').send('{"title": "broken",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_JSON);
    expect(res.headers.allow).toBe('GET');
  });

  it('the JSON error comes before missing arguments', async () => {
    const res = await api.post(rest('/sitetool/v1/file/edit')).set('Authorization', ADMIN).type('json').send('[1,');
    expect(res.body).toEqual(INVALID_JSON);
  });

  it.each([['application/json; charset=utf-8'], ['application/merge-patch+json']])('a body sent as %s is parsed as JSON', async (contentType) => {
    const res = await api.post(rest('/cms/v2/posts')).set('Content-Type', contentType).send('{oops}');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_json');
  });

  it('a body that is not sent as JSON is not parsed as JSON', async () => {
    const res = await api.post(rest('/cms/v2/posts')).set('Content-Type', 'text/plain').send('{oops}');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_cannot_create');
  });

  it('an empty JSON body is no JSON error', async () => {
    const res = await api.post(rest('/cms/v2/posts')).set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(401);
  });

  // Found by the fuzzer (test/hardening/fuzz.test.ts): 10,000 levels overflowed the stack, invalid UTF-8 was accepted.
  it('a JSON body nested 512 levels deep is refused as json_decode() refuses it; 511 levels are not', async () => {
    const nested = (depth: number) => `{"title":"x","meta":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deep = await api.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).type('json').send(nested(512));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ ...INVALID_JSON, data: { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' } });
    const deepest = await api.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).type('json').send(nested(511));
    expect(deepest.body.code).not.toBe('rest_invalid_json');
    const brackets = await api
      .post(rest('/cms/v2/posts'))
      .set('Authorization', ADMIN)
      .type('json')
      .send(`{"title":"${'['.repeat(600)}"}`);
    expect(brackets.status).toBe(201);
  });

  it("a JSON body that is not UTF-8 is refused with json_decode()'s error", () => {
    const body = Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const parsed = parseBody(body, 'application/json', 'POST');
    expect(parsed.json).toBeUndefined();
    const { error } = resolve({}, { method: 'POST', jsonError: parsed.jsonError! });
    expect(error).toEqual({
      ...INVALID_JSON,
      data: { status: 400, json_error_code: 5, json_error_message: 'Malformed UTF-8 characters, possibly incorrectly encoded' },
    });
  });

  it('malformed JSON to an unknown route answers 404: the route is matched first', async () => {
    const res = await api.post(rest('/cms/v2/nope')).type('json').send('{');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

describe('the arguments of /batch/v1', () => {
  const batch = (body: unknown) =>
    api
      .post(rest('/batch/v1'))
      .set('Authorization', ADMIN)
      .send(body as object);
  const create = (i: number) => ({ method: 'POST', path: '/cms/v2/posts', body: { slug: `b${i}` } });

  it('26 requests answer 400 rest_invalid_param for the whole batch', async () => {
    const res = await batch({ requests: Array.from({ length: 26 }, (_, i) => create(i)) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParam('requests', 'rest_too_many_items', 'requests must contain at most 25 items.'));
    expect(res.headers.allow).toBe('POST');
  });

  it('25 requests are accepted', async () => {
    const res = await batch({ requests: Array.from({ length: 25 }, (_, i) => create(i)) });
    expect(res.status).toBe(207);
    expect(res.body.responses).toHaveLength(25);
  });

  it('a GET sub-request answers 400 for the whole batch', async () => {
    const res = await batch({ requests: [{ method: 'GET', path: '/cms/v2/posts' }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParam('requests', 'rest_not_in_enum', 'requests[0][method] is not one of POST, PUT, PATCH, and DELETE.'));
  });

  it.each([
    ['without requests', {}, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): requests', data: { status: 400, params: ['requests'] } }],
    [
      'with a sub-request without path',
      { requests: [{ method: 'POST' }] },
      invalidParam('requests', 'rest_property_required', 'path is a required property of requests[0].'),
    ],
    [
      'with an unknown validation mode',
      { validation: 'some', requests: [create(0)] },
      invalidParam('validation', 'rest_not_in_enum', 'validation is not one of require-all-validate and normal.'),
    ],
    [
      'with requests that are not a list',
      { requests: 'all' },
      invalidParam('requests', 'rest_invalid_type', 'requests[0] is not of type object.', { param: 'requests[0]' }),
    ],
  ])('a batch %s answers 400', async (_, body, expected) => {
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected);
  });
});
