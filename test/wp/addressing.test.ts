// Where a request is aimed and how its answer is written, as WordPress's rest_api_loaded() and
// WP_REST_Server::serve_request() do it: the addressing forms, route matching, method overrides, the home
// page, HEAD and OPTIONS, `_envelope`, `_fields`, `_jsonp`, `_pretty`, and the headers of every answer.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { ADMIN, rest, site, NO_ROUTE } from '../helpers.js';

const HOST = 'mock.test';
const ORIGIN = `http://${HOST}`;
const API_LINK = `<${ORIGIN}/index.php?rest_route=/>; rel="https://api.w.org/"`;
const NOCACHE = { expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'cache-control': 'no-cache, must-revalidate, max-age=0' };
/** The headers serve_request() sends on every REST answer (Link with the request's own address). */
const SERVER_HEADERS = {
  'content-type': 'application/json; charset=UTF-8',
  'x-robots-tag': 'noindex',
  link: API_LINK,
  'x-content-type-options': 'nosniff',
  'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
  // WordPress's list, and the mock's own session header.
  'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, X-Mock-Session',
};
const PER_PAGE_ERROR = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): per_page',
  data: {
    status: 400,
    params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
    details: { per_page: { code: 'rest_out_of_bounds', message: 'per_page must be between 1 (inclusive) and 100 (inclusive)', data: null } },
  },
};

const api = site();
const get = (url: string) => api.get(url).set('Host', HOST);

describe('addressing forms', () => {
  it.each([['/?rest_route=/cms/v2/posts'], ['/wp-json/cms/v2/posts'], ['/index.php/wp-json/cms/v2/posts']])(
    '%s reaches the same route as /index.php?rest_route=',
    async (url) => {
      const primary = await get(rest('/cms/v2/posts'));
      const res = await get(url);
      expect(primary.status).toBe(200);
      expect(res.status).toBe(200);
      expect(res.headers.allow).toBe('GET');
      expect(res.body).toEqual(primary.body);
    },
  );

  it.each([['/wp-json'], ['/wp-json/'], ['/?rest_route=/'], [rest('/')]])('%s answers the index', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Mock Site', url: ORIGIN, home: ORIGIN });
  });

  it('query arguments travel with every addressing form', async () => {
    const res = await get('/wp-json/cms/v2/posts?per_page=0');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(PER_PAGE_ERROR);
  });

  it.each([
    [rest('/cms/v2/posts/'), rest('/cms/v2/posts')],
    [rest('/cms/v2/posts///'), rest('/cms/v2/posts')],
    ['/wp-json/cms/v2/posts/', rest('/cms/v2/posts')],
    [rest('/cms/v2/posts/1/'), rest('/cms/v2/posts/1')],
  ])('the trailing slashes of %s are dropped', async (url, plain) => {
    const [res, expected] = await Promise.all([get(url), get(plain)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected.body);
  });

  it.each([
    [rest('/CMS/V2/POSTS'), rest('/cms/v2/posts')],
    [rest('/Cms/V2/Posts/1'), rest('/cms/v2/posts/1')],
    ['/wp-json/cms/v2/PAGES', rest('/cms/v2/pages')],
  ])('routes match case-insensitively: %s', async (url, plain) => {
    const [res, expected] = await Promise.all([get(url), get(plain)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected.body);
  });

  it('a rest_route without its leading slash matches no route', async () => {
    const res = await get('/index.php?rest_route=cms/v2/posts');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NO_ROUTE);
  });
});

describe('routes that do not exist', () => {
  it.each([
    ['an unknown route in a known namespace', rest('/cms/v2/nope')],
    ['an unknown namespace', rest('/nope/v1/things')],
    ['an unknown namespace root', rest('/nope/v1')],
    ['a placeholder that does not fit its pattern', rest('/cms/v2/posts/abc')],
    ['an unknown route under /wp-json', '/wp-json/cms/v2/nope'],
  ])('%s answers 404 rest_no_route without an Allow header', async (_, url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NO_ROUTE);
    expect(res.headers.allow).toBeUndefined();
    expect(res.headers).toMatchObject({ ...SERVER_HEADERS, vary: 'Origin' });
  });

  it.each([
    ['DELETE on the posts collection', 'delete', '/cms/v2/posts'],
    ['PUT on the posts collection', 'put', '/cms/v2/posts'],
    ['POST on a read-only route', 'post', '/cms/v2/posts/1/revisions'],
    ['DELETE on the index', 'delete', '/'],
    ['GET on the batch route', 'get', '/batch/v1'],
  ] as const)('%s answers 404 rest_no_route, never 405', async (_, method, route) => {
    const res = await api[method](rest(route)).set('Authorization', ADMIN);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NO_ROUTE);
    expect(res.headers.allow).toBeUndefined();
    expect(res.headers).toMatchObject(NOCACHE);
  });
});

describe('method override', () => {
  it('GET with _method=DELETE is dispatched as DELETE', async () => {
    const res = await api.get(rest('/cms/v2/posts/14', '&_method=DELETE'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this post.', data: { status: 401 } });
    expect(res.headers.allow).toBe('GET');
    expect(res.headers.vary).toBe('Origin');
  });

  it.each([
    ['_method=DELETE', '&_method=DELETE', {}, 'rest_cannot_delete'],
    ['a lower-case _method=delete', '&_method=delete', {}, 'rest_cannot_delete'],
    ['X-HTTP-Method-Override: DELETE', '', { 'X-HTTP-Method-Override': 'DELETE' }, 'rest_cannot_delete'],
    ['_method=PUT, which wins over the header', '&_method=PUT', { 'X-HTTP-Method-Override': 'DELETE' }, 'rest_cannot_edit'],
  ])("POST with %s reaches that method's endpoint", async (_, query, headers, code) => {
    const res = await api.post(rest('/cms/v2/posts/1', query)).set(headers);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(code);
  });

  it('an override to a method the route lacks answers 404 rest_no_route', async () => {
    const res = await api.get(rest('/cms/v2/posts', '&_method=DELETE'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NO_ROUTE);
  });

  it('POST with _method=PUT updates as an administrator', async () => {
    const res = await api.post(rest('/cms/v2/posts/14', '&_method=PUT')).set('Authorization', ADMIN).send({ title: 'Reference post A (via _method=PUT)' });
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers).toMatchObject(NOCACHE);
  });

  it('the override header sends no-cache headers with a 4xx answer, even to an anonymous caller', async () => {
    const res = await api.post(rest('/cms/v2/posts/1')).set('X-HTTP-Method-Override', 'DELETE');
    expect(res.status).toBe(401);
    expect(res.headers).toMatchObject(NOCACHE);
  });

  it('_method does not send no-cache headers to an anonymous caller', async () => {
    const res = await api.post(rest('/cms/v2/posts/1', '&_method=DELETE'));
    expect(res.status).toBe(401);
    expect(res.headers.expires).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('the home page', () => {
  // Plain permalinks, as the seed's deployment has them (test/http/permalinks.test.ts has the pretty ones).
  it.each([['/'], ['/index.php'], ['/index.php?rest_route=']])('%s answers HTML with the API discovery Link header', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.headers.link).toBe(`<${ORIGIN}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
  });
});

describe('HEAD', () => {
  it('HEAD on a collection answers the GET headers without a body', async () => {
    const res = await api.head(rest('/cms/v2/posts', '&per_page=100')).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ ...SERVER_HEADERS, allow: 'GET', 'x-wp-totalpages': '1' });
    expect(res.headers['x-wp-total']).toMatch(/^\d+$/);
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-length']).toBeUndefined();
  });

  it('HEAD validates the arguments as GET does', async () => {
    const res = await api.head(rest('/cms/v2/posts', '&per_page=0'));
    expect(res.status).toBe(400);
    expect(res.headers.allow).toBe('GET');
  });

  it('HEAD on a route without GET answers 404', async () => {
    const res = await api.head(rest('/batch/v1'));
    expect(res.status).toBe(404);
  });
});

describe('OPTIONS', () => {
  it("OPTIONS answers the route's namespace, methods, endpoints, schema and self link with Allow", async () => {
    const res = await api.options(rest('/cms/v2/posts')).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ ...SERVER_HEADERS, allow: 'GET' });
    expect(res.headers.vary).toBeUndefined();
    expect(Object.keys(res.body)).toEqual(['namespace', 'methods', 'endpoints', 'schema', '_links']);
    expect(res.body).toMatchObject({
      namespace: 'cms/v2',
      methods: ['GET', 'POST'],
      schema: { $schema: 'http://json-schema.org/draft-04/schema#', title: 'post', type: 'object' },
      _links: { self: [{ href: `${ORIGIN}/index.php?rest_route=/cms/v2/posts` }] },
    });
    const [list, create] = res.body.endpoints;
    expect(list).toMatchObject({ methods: ['GET'], allow_batch: { v1: true } });
    expect(create).toMatchObject({ methods: ['POST'], allow_batch: { v1: true } });
    // The argument data exactly as WordPress writes it, key order included.
    expect(JSON.stringify(list.args.per_page)).toBe(
      '{"description":"Maximum number of items to be returned in result set.","type":"integer","default":10,"minimum":1,"maximum":100,"required":false}',
    );
    expect(JSON.stringify(list.args.context)).toBe(
      '{"description":"Scope under which the request is made; determines fields present in response.","type":"string","enum":["view","embed","edit"],"default":"view","required":false}',
    );
  });

  it('the Allow header of OPTIONS lists what the caller may do', async () => {
    const res = await api.options(rest('/cms/v2/posts')).set('Authorization', ADMIN);
    expect(res.headers.allow).toBe('GET, POST');
  });

  it('OPTIONS on a route with placeholders has no self link', async () => {
    const res = await api.options(rest('/cms/v2/posts/1'));
    expect(res.status).toBe(200);
    expect(res.body.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(res.body._links).toBeUndefined();
    expect(res.headers.allow).toBe('GET');
  });

  it('OPTIONS on /batch/v1 answers the route as the index describes it, with the batch limit (maxItems 25)', async () => {
    const res = await api.options(rest('/batch/v1')).set('Host', HOST);
    const index = await api.get(rest('/')).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual(index.body.routes['/batch/v1']);
    expect(res.body.endpoints[0].args.requests.maxItems).toBe(25);
  });

  it('OPTIONS on an unknown route answers 200 with an empty list and no Allow', async () => {
    const res = await api.options(rest('/nope/v1/things'));
    expect(res.status).toBe(200);
    expect(res.text).toBe('[]');
    expect(res.headers.allow).toBeUndefined();
  });

  it('_fields trims the OPTIONS answer', async () => {
    const res = await api.options(rest('/cms/v2/posts', '&_fields=namespace,methods'));
    expect(res.body).toEqual({ namespace: 'cms/v2', methods: ['GET', 'POST'] });
  });
});

describe('_envelope', () => {
  it('_envelope wraps a success in {body, status, headers} and moves Allow into it', async () => {
    const plain = await get(rest('/cms/v2/posts', '&per_page=2'));
    const res = await get(rest('/cms/v2/posts', '&_envelope&per_page=2'));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['body', 'status', 'headers']);
    expect(res.body).toEqual({ body: plain.body, status: 200, headers: { ...res.body.headers, Allow: 'GET' } });
    // The list's own headers come first, in WordPress's order, the totals as numbers.
    expect(Object.keys(res.body.headers)).toEqual(['X-WP-Total', 'X-WP-TotalPages', 'Link', 'Allow']);
    expect(res.body.headers['X-WP-Total']).toBe(Number(plain.headers['x-wp-total']));
    expect(res.headers.allow).toBeUndefined();
    expect(res.headers).toMatchObject({ ...SERVER_HEADERS, vary: 'Origin' });
  });

  it('_envelope answers an error with HTTP 200 and the error status inside', async () => {
    const res = await get(rest('/cms/v2/posts', '&_envelope&per_page=0'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: PER_PAGE_ERROR, status: 400, headers: { Allow: 'GET' } });
    expect(res.headers.allow).toBeUndefined();
  });

  it("an enveloped answer without headers carries PHP's empty array", async () => {
    const res = await get(rest('/cms/v2/nope', '&_envelope'));
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      '{"body":{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}},"status":404,"headers":[]}',
    );
  });
});

describe('_fields', () => {
  it.each([
    ['a flat list', '&_fields=id,title'],
    ['a nested field', '&_fields=id,title.rendered'],
    ['an array of fields', '&_fields[]=id&_fields[]=title'],
    ['fields with spaces around them', '&_fields=%20id%20,%20title'],
  ])('_fields as %s keeps only those fields of every item', async (_, query) => {
    const res = await get(rest('/cms/v2/posts', `${query}&per_page=3`));
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const item of res.body) {
      expect(Object.keys(item)).toEqual(['id', 'title']);
      expect(Object.keys(item.title)).toEqual(['rendered']);
    }
  });

  it('_fields keeps the nested fields named and drops their siblings', async () => {
    const full = await get(rest('/cms/v2/posts/1'));
    const res = await get(rest('/cms/v2/posts/1', '&_fields=id,content.protected,link'));
    expect(res.body).toEqual({ id: full.body.id, link: full.body.link, content: { protected: full.body.content.protected } });
  });

  it('_fields naming no field of the answer leaves an empty object', async () => {
    const res = await get(rest('/cms/v2/posts/1', '&_fields=nope'));
    expect(res.text).toBe('[]');
  });

  it('_fields leaves error answers whole', async () => {
    const res = await get(rest('/cms/v2/posts', '&_fields=code&per_page=0'));
    expect(res.body).toEqual(PER_PAGE_ERROR);
  });

  it("_fields leaves whole an error a handler answers as data with a 4xx status (OAuth's error format)", async () => {
    const shop = site({ profile: 'shop' });
    const res = await shop.post(rest('/agentproto/v1/oauth/token', '&_fields=NaN')).type('form').send({ grant_type: 'nonsense' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String) });
  });
});

describe('_jsonp', () => {
  it('_jsonp wraps the body in the callback as JavaScript', async () => {
    const plain = await get(rest('/cms/v2/posts/1', '&_fields=id'));
    const res = await get(rest('/cms/v2/posts/1', '&_jsonp=cb&_fields=id'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.text).toBe(`/**/cb(${plain.text})`);
    expect(res.headers.allow).toBe('GET');
  });

  it.each([['jQuery1123_456'], ['ns.handlers.cb'], ['_']])('the callback name %s is accepted', async (name) => {
    const res = await get(rest('/cms/v2/posts/1', `&_jsonp=${name}&_fields=id`));
    expect(res.status).toBe(200);
    expect(res.text.startsWith(`/**/${name}({`)).toBe(true);
  });

  it('an error is wrapped in the callback too', async () => {
    const res = await get(rest('/cms/v2/nope', '&_jsonp=cb'));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.text).toBe('/**/cb({"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}})');
  });

  it.each([['alert(1)'], ['cb;x'], ['a-b'], ['%3Cscript%3E'], ['cb%0A']])(
    'the callback %s answers 400 rest_callback_invalid before dispatching',
    async (name) => {
      const res = await get(rest('/cms/v2/posts/1', `&_jsonp=${name}`)).set('Origin', 'https://app.example');
      expect(res.status).toBe(400);
      expect(res.text).toBe('{"code":"rest_callback_invalid","message":"Invalid JSONP callback function."}');
      expect(res.headers).toMatchObject({ ...SERVER_HEADERS, 'content-type': 'application/javascript; charset=UTF-8' });
      for (const name of ['allow', 'vary', 'access-control-allow-origin', 'expires']) expect(res.headers[name]).toBeUndefined();
    },
  );

  it.each([[''], ['0']])('_jsonp=%s asks for no callback', async (value) => {
    const res = await get(rest('/cms/v2/posts/1', `&_jsonp=${value}&_fields=id`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.body).toHaveProperty('id');
  });

  it('a site with JSONP turned off answers 400 rest_callback_disabled', async () => {
    const res = await site({ scenario: loadScenario(undefined, { jsonp: false }) }).get(rest('/cms/v2/posts/1', '&_jsonp=cb'));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.text).toBe('{"code":"rest_callback_disabled","message":"JSONP support is disabled on this site."}');
  });
});

describe('_pretty', () => {
  it('_pretty indents with four spaces and still escapes slashes', async () => {
    const plain = await get(rest('/cms/v2/posts/1', '&_fields=id,guid'));
    const res = await get(rest('/cms/v2/posts/1', '&_fields=id,guid&_pretty'));
    expect(res.body).toEqual(plain.body);
    expect(res.text).toBe(`{\n    "id": ${plain.body.id},\n    "guid": {\n        "rendered": "${plain.body.guid.rendered.replaceAll('/', '\\/')}"\n    }\n}`);
  });

  it('without _pretty the body is one line', async () => {
    const res = await get(rest('/cms/v2/posts/1', '&_fields=id,guid'));
    expect(res.text).not.toContain('\n');
  });
});

describe('headers of every answer', () => {
  it.each([
    ['a list (of one page)', () => get(rest('/cms/v2/posts', '&per_page=100'))],
    ['an unknown route', () => get(rest('/cms/v2/nope'))],
    ['a refused write', () => api.post(rest('/cms/v2/posts')).set('Host', HOST)],
    ['malformed JSON', () => api.post(rest('/cms/v2/posts')).set('Host', HOST).type('json').send('{"title":')],
    ["an administrator's read", () => get(rest('/cms/v2/posts', '&per_page=100')).set('Authorization', ADMIN)],
    ['OPTIONS', () => api.options(rest('/')).set('Host', HOST)],
    ['the index', () => get('/wp-json/')],
  ])('%s carries the REST headers', async (_, send) => {
    const res = await send();
    expect(res.headers).toMatchObject(SERVER_HEADERS);
  });

  it('an anonymous GET varies by Origin', async () => {
    const res = await api.get(rest('/cms/v2/posts'));
    expect(res.headers.vary).toBe('Origin');
  });

  it.each([
    ['an anonymous POST', () => api.post(rest('/cms/v2/posts')).type('json').send('{"status":"bogus"}')],
    ["an administrator's GET", () => api.get(rest('/cms/v2/posts')).set('Authorization', ADMIN)],
    ['OPTIONS', () => api.options(rest('/cms/v2/posts'))],
  ])('%s does not vary by Origin', async (_, send) => {
    const res = await send();
    expect(res.headers.vary).toBeUndefined();
  });

  it.each([
    ['an anonymous GET', () => api.get(rest('/cms/v2/posts'))],
    ["an administrator's POST", () => api.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ slug: 'x' })],
    ['an error', () => api.get(rest('/cms/v2/nope'))],
  ])('with an Origin header, %s answers the CORS headers', async (_, send) => {
    const res = await send().set('Origin', 'https://app.example');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': 'https://app.example',
      'access-control-allow-methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    });
  });

  it('without an Origin header there are no CORS allow headers', async () => {
    const res = await api.get(rest('/cms/v2/posts'));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a logged-in caller gets the no-cache headers, an anonymous one does not', async () => {
    const [admin, anonymous] = await Promise.all([api.get(rest('/cms/v2/posts')).set('Authorization', ADMIN), api.get(rest('/cms/v2/posts'))]);
    expect(admin.headers).toMatchObject(NOCACHE);
    expect(anonymous.headers.expires).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('bodies escape / as \\/ like wp_json_encode()', async () => {
    const res = await get(rest('/'));
    expect(res.text).toContain(`"url":"http:\\/\\/${HOST}"`);
    expect(res.text).not.toContain('http://');
  });

  it('bodies write non-ASCII characters as \\u escapes', async () => {
    const res = await site({ scenario: loadScenario(undefined, { site: { name: 'Café ☕' } }) }).get(rest('/'));
    expect(res.text).toContain('"name":"Caf\\u00e9 \\u2615"');
    expect(res.body.name).toBe('Café ☕');
  });
});
