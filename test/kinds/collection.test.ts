// The collection kind: a named record set served as a WordPress collection, bound to routes by data.
import { describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../helpers.js';
import { kindSite, type Bound } from './kind-site.js';

const HOST = 'mock.test';
const THINGS = { kind: 'collection', store: 'things' } as const;
const REST_THINGS: Bound[] = [
  ['/my/v1/things', THINGS],
  ['/my/v1/things/{id}', THINGS],
];
const SEEDED = [
  { title: 'Alpha', colour: 'red', size: 3 },
  { title: 'beta', colour: 'blue', size: 1 },
  { title: 'Gamma', colour: 'red', size: 2 },
];
const things = (bound: Bound[] = REST_THINGS, records: unknown[] = SEEDED) => kindSite(bound, { records: { things: records } });
const list = (http: ReturnType<typeof things>, query = '') => http.get(rest('/my/v1/things', query)).set('Host', HOST);

describe('collection: list', () => {
  it('lists the seeded records in id order, ids given to those without one', async () => {
    const res = await list(things()).expect(200);
    expect(res.body).toEqual([
      { id: 1, ...SEEDED[0] },
      { id: 2, ...SEEDED[1] },
      { id: 3, ...SEEDED[2] },
    ]);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    expect(res.headers.link ?? '').not.toMatch(/rel="(prev|next)"/);
  });

  it("pages with per_page and page, with WordPress's totals and prev/next links", async () => {
    const res = await list(things(), '&per_page=1&page=2').expect(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([2]);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('3');
    expect(res.headers.link).toBe(
      '<http://mock.test/index.php?rest_route=%2Fmy%2Fv1%2Fthings&per_page=1&page=1>; rel="prev", ' +
        '<http://mock.test/index.php?rest_route=%2Fmy%2Fv1%2Fthings&per_page=1&page=3>; rel="next"',
    );
  });

  it('an offset wins over page', async () => {
    const res = await list(things(), '&per_page=2&page=1&offset=2').expect(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([3]);
  });

  it('a page past the end is an empty list with the totals', async () => {
    const res = await list(things(), '&page=5').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('3');
  });

  it.each([
    ['orderby=title (case-insensitive)', '&orderby=title', [1, 2, 3]],
    ['orderby=size', '&orderby=size', [2, 3, 1]],
    ['orderby=size&order=desc', '&orderby=size&order=desc', [1, 3, 2]],
    ['search in every text field', '&search=GAM', [3]],
    ['search in numbers too, ids included', '&search=2', [2, 3]],
  ])('%s answers the ids %j', async (_, query, ids) => {
    const res = await list(things(), query).expect(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual(ids);
  });

  it('filters on the fields named in `filters`, and only those', async () => {
    const http = things([['/my/v1/things', { ...THINGS, filters: ['colour'] }]]);
    expect((await list(http, '&colour=red').expect(200)).body.map((t: { id: number }) => t.id)).toEqual([1, 3]);
    expect((await list(http, '&colour[]=blue&colour[]=red').expect(200)).body).toHaveLength(3);
    expect((await list(http, '&size=1').expect(200)).body).toHaveLength(3);
  });

  it('`search` option limits the fields searched; perPage, orderby and order set the defaults', async () => {
    const http = things([['/my/v1/things', { ...THINGS, search: ['colour'], perPage: 2, orderby: 'title', order: 'desc' }]]);
    expect((await list(http, '&search=gamma').expect(200)).body).toEqual([]);
    const res = await list(http).expect(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([3, 2]);
    expect(res.headers['x-wp-totalpages']).toBe('2');
  });

  it.each([
    ['per_page=0', '&per_page=0', 'per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['per_page over maxPerPage', '&per_page=101', 'per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['page=0', '&page=0', 'page', 'page must be greater than or equal to 1'],
    ['order=sideways', '&order=sideways', 'order', 'order is not one of asc and desc.'],
  ])('%s answers 400 rest_invalid_param', async (_, query, param, message) => {
    const res = await list(things(), query).expect(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: message } },
    });
  });
});

describe('collection: create, read, update, delete', () => {
  it('POST creates: 201, Location, the next id, defaults and the date from the scenario clock', async () => {
    const http = things([['/my/v1/things', { ...THINGS, defaults: { colour: 'green', tags: [] } }], REST_THINGS[1]!]);
    const res = await http.post(rest('/my/v1/things')).set('Host', HOST).send({ title: 'Delta' }).expect(201);
    expect(res.body).toEqual({ id: 4, colour: 'green', tags: [], title: 'Delta', date: '2026-01-15T09:00:01' });
    expect(res.headers.location).toBe('http://mock.test/index.php?rest_route=/my/v1/things/4');
    expect((await http.get(rest('/my/v1/things/4')).expect(200)).body).toEqual(res.body);
    expect((await list(http).expect(200)).headers['x-wp-total']).toBe('4');
  });

  it('a create keeps a date it is given, sets modifiedField, and skips dateField ""', async () => {
    const http = things([['/my/v1/things', { ...THINGS, dateField: '', modifiedField: 'updated' }]]);
    const res = await http.post(rest('/my/v1/things')).send({ title: 'Delta' }).expect(201);
    expect(res.body).toEqual({ id: 4, title: 'Delta', updated: '2026-01-15T09:00:01' });
    const dated = await things().post(rest('/my/v1/things')).send({ title: 'Old', date: '2020-01-01T00:00:00' }).expect(201);
    expect(dated.body.date).toBe('2020-01-01T00:00:00');
  });

  it("ids come from the record set's counter: a deleted id is not handed out again", async () => {
    const http = things();
    await http.delete(rest('/my/v1/things/3')).expect(200);
    expect((await http.post(rest('/my/v1/things')).send({ title: 'x' }).expect(201)).body.id).toBe(4);
  });

  it('`fields` keeps a write to the fields named; _-prefixed and context arguments are never written', async () => {
    const http = things([['/my/v1/things', { ...THINGS, fields: ['title'] }]]);
    const res = await http.post(rest('/my/v1/things', '&_locale=user&context=edit')).send({ title: 'T', secret: 1 }).expect(201);
    expect(res.body).toEqual({ id: 4, title: 'T', date: '2026-01-15T09:00:01' });
  });

  it('a create without a required field answers 400 rest_missing_callback_param', async () => {
    const http = things([['/my/v1/things', { ...THINGS, required: ['title', 'colour'] }]]);
    const res = await http.post(rest('/my/v1/things')).send({ colour: 'red' }).expect(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): title', data: { status: 400, params: ['title'] } });
    expect((await list(http).expect(200)).headers['x-wp-total']).toBe('3');
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('%s on an item merges the fields given; the id stays', async (method) => {
    const http = things();
    const res = await http[method.toLowerCase() as 'post'](rest('/my/v1/things/2')).send({ title: 'Beta 2', id: 99 }).expect(200);
    expect(res.body).toEqual({ id: 2, title: 'Beta 2', colour: 'blue', size: 1 });
    expect((await http.get(rest('/my/v1/things/2')).expect(200)).body).toEqual(res.body);
  });

  it('an update sets modifiedField from the scenario clock', async () => {
    const http = things([['/my/v1/things/{id}', { ...THINGS, modifiedField: 'modified' }]]);
    expect((await http.patch(rest('/my/v1/things/1')).send({ size: 4 }).expect(200)).body.modified).toBe('2026-01-15T09:00:01');
  });

  it('DELETE answers {deleted: true, previous}; the record is gone', async () => {
    const http = things();
    const res = await http.delete(rest('/my/v1/things/1')).expect(200);
    expect(res.body).toEqual({ deleted: true, previous: { id: 1, ...SEEDED[0] } });
    expect((await http.get(rest('/my/v1/things/1')).expect(404)).body).toEqual({ code: 'rest_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
  });

  it.each([
    ['GET', 'get'],
    ['POST', 'post'],
    ['DELETE', 'delete'],
  ] as const)('%s of a missing record answers the `notFound` error', async (_, method) => {
    const http = things([['/my/v1/things/{id}', { ...THINGS, notFound: { code: 'my_thing_invalid_id', message: 'No such thing.' } }]]);
    const res = await http[method](rest('/my/v1/things/42')).expect(404);
    expect(res.body).toEqual({ code: 'my_thing_invalid_id', message: 'No such thing.', data: { status: 404 } });
  });

  it("a nested collection: the route's other captures are written on create and filter the list", async () => {
    const entries = { kind: 'collection', store: 'entries' } as const;
    const http = kindSite([
      ['/my/v1/forms/{form}/entries', entries],
      ['/my/v1/forms/{form}/entries/{id}', entries],
    ]);
    await http.post(rest('/my/v1/forms/7/entries')).send({ name: 'a' }).expect(201);
    await http.post(rest('/my/v1/forms/8/entries')).send({ name: 'b' }).expect(201);
    expect((await http.get(rest('/my/v1/forms/7/entries')).expect(200)).body).toEqual([{ id: 1, form: '7', name: 'a', date: '2026-01-15T09:00:01' }]);
    expect((await http.get(rest('/my/v1/forms/8/entries/2')).expect(200)).body.name).toBe('b');
  });

  it('DELETE on a list route answers 404 rest_no_route', async () => {
    const res = await things().delete(rest('/my/v1/things')).expect(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

describe('collection: plugin routes that take the id in the body (shop assistant/v1/forms/*)', () => {
  const forms = { kind: 'collection', store: 'assistant.forms', idParam: 'id', notFound: { code: 'mwai_form_not_found', message: 'Form not found.' } } as const;
  const FORMS: Bound[] = [
    ['/assistant/v1/forms/list', { kind: 'collection', store: 'assistant.forms', body: { success: true, forms: '{{items}}', total: '{{total}}' } }],
    ['/assistant/v1/forms/get', { ...forms, body: { success: true, form: '{{item}}' } }],
    [
      '/assistant/v1/forms/create',
      { ...forms, op: 'create', status: 200, dateField: '', defaults: { status: 'draft' }, required: ['title'], body: { success: true, form: '{{item}}' } },
    ],
    ['/assistant/v1/forms/update', { ...forms, op: 'update', body: { success: true, form: '{{item}}' } }],
    ['/assistant/v1/forms/delete', { ...forms, op: 'delete', body: { success: true, message: 'Form {{id}} deleted.' } }],
  ];
  const app = () => kindSite(FORMS, { records: { 'assistant.forms': [{ id: 12, title: 'Contact form', status: 'publish' }] } });
  const post = (http: ReturnType<typeof app>, route: string, body: object) =>
    http
      .post(rest(`/assistant/v1/forms/${route}`))
      .set('Authorization', ADMIN)
      .send(body);

  it("create, get, update, list and delete answer the plugin's shapes", async () => {
    const http = app();
    const created = await post(http, 'create', { title: 'Quote request' }).expect(200);
    expect(created.body).toEqual({ success: true, form: { id: 13, status: 'draft', title: 'Quote request' } });
    expect(created.headers.location).toBeUndefined();
    expect((await http.get(rest('/assistant/v1/forms/get', '&id=13')).set('Authorization', ADMIN).expect(200)).body).toEqual({
      success: true,
      form: { id: 13, status: 'draft', title: 'Quote request' },
    });
    expect((await post(http, 'update', { id: 13, status: 'publish' }).expect(200)).body.form).toEqual({ id: 13, status: 'publish', title: 'Quote request' });
    const listed = await http.get(rest('/assistant/v1/forms/list')).set('Authorization', ADMIN).expect(200);
    expect(listed.body).toEqual({
      success: true,
      total: 2,
      forms: [
        { id: 12, title: 'Contact form', status: 'publish' },
        { id: 13, status: 'publish', title: 'Quote request' },
      ],
    });
    expect((await post(http, 'delete', { id: 12 }).expect(200)).body).toEqual({ success: true, message: 'Form 12 deleted.' });
    expect((await post(http, 'delete', { id: 12 }).expect(404)).body).toEqual({
      code: 'mwai_form_not_found',
      message: 'Form not found.',
      data: { status: 404 },
    });
  });

  it('a route that names its record by argument answers 400 rest_missing_callback_param without it', async () => {
    const res = await post(app(), 'update', { title: 'x' }).expect(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): id', data: { status: 400, params: ['id'] } });
  });

  it('itemRoute gives an explicit create its Location', async () => {
    const http = kindSite([['/assistant/v1/forms/create', { ...forms, op: 'create', itemRoute: '/assistant/v1/forms/{id}' }]]);
    const res = await post(http, 'create', { title: 'x' }).set('Host', HOST).expect(201);
    expect(res.headers.location).toBe('http://mock.test/index.php?rest_route=/assistant/v1/forms/1');
  });
});
