// HTTP ports of WordPress's schema tests (wordpress-develop, tests/phpunit/tests/rest-api/): rest-schema-validation.php,
// rest-schema-sanitization.php and the validate_schema_* tests of rest-controller.php. Those call
// rest_validate_value_from_schema() and rest_sanitize_value_from_schema() on schemas of their own; over HTTP a schema
// is only reached through a route argument that has it, so each case below sends the value to an argument of the
// catalogue with the tested type, format or keyword, and reads WordPress's error (or its absence, or the stored value).
//
// rest-schema-validation.php, ported: test_type_integer (per_page), test_type_string (search, slug),
// test_type_boolean (sticky), test_format_email (a user's email), test_format_date_time (after; the zones
// rest_parse_date() takes: Z, ±HH:MM and a bare ±HH, not ±HHMM), test_format_ip (a comment's author_ip),
// test_type_array and test_type_array_as_csv (include), test_type_array_with_enum and _as_csv (status),
// test_type_array_is_associative (include[a]=1), test_nullable_date (a post's date), test_property_is_required (a
// batch request's path), test_string_min_length and test_string_pattern (an application password's name),
// test_array_max_items (a batch's requests), the oneOf and additionalProperties cases of the term query (categories).
// Not observable: what needs a type, format or keyword no core route of 6.1 and the seed both declare — number,
// null, hex-color, uuid (an application password's uuid is a path segment), maxLength, minItems, uniqueItems (the
// seed's `format` list only), multipleOf, exclusiveMinimum/Maximum, min/maxProperties, patternProperties,
// string-or-integer, object-or-string (title registers no validation), unknown types (doing_it_wrong), stdClass.
//
// rest-schema-sanitization.php, ported: test_type_integer (a page's menu_order from a form), test_type_boolean
// (sticky from a form), test_type_array_as_csv (tags and include as comma lists), test_nullable_date. Not observable:
// the rest, for the same reasons, and sanitized values no answer echoes (email, ip, uuid: their invalid values are
// refused before sanitizing).
//
// rest-controller.php, ported: test_validate_schema_type_integer, _boolean, _string, test_validate_schema_enum,
// test_validate_schema_format_email, test_validate_schema_format_date_time. Not observable: _format_hex_color and
// _format_uuid (no such argument).
import { afterAll, describe, expect, it } from 'vitest';
import { PostFactory } from './post-factory.js';
import { openTargets, type Role, type SendOptions, type Target } from './target.js';

const targets = await openTargets('schema.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

/** WordPress's rest_invalid_param answer for one argument. */
const refused = (param: string, code: string, message: string) => ({ param, code, message });
type Refusal = ReturnType<typeof refused>;

/** Sends `options` and expects the answer to accept it, or to refuse `param` with `code` and `message`. */
async function check(t: Target, method: string, route: string, options: SendOptions, expected: Refusal | 'accepted') {
  const res = await t.send(method, route, options);
  if (expected === 'accepted') {
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(300);
    return res;
  }
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('rest_invalid_param');
  expect(res.body.data.params[expected.param]).toBe(expected.message);
  expect(res.body.data.details[expected.param]).toMatchObject({ code: expected.code, message: expected.message });
  return res;
}

const NOT_INTEGER = refused('per_page', 'rest_invalid_type', 'per_page is not of type integer.');
const OUT_OF_BOUNDS = refused('per_page', 'rest_out_of_bounds', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
const NOT_BOOLEAN = refused('sticky', 'rest_invalid_type', 'sticky is not of type boolean.');
const INVALID_DATE = refused('after', 'rest_invalid_date', 'Invalid date.');
const STATUS_ENUM =
  'publish, future, draft, pending, private, trash, auto-draft, inherit, request-pending, request-confirmed, request-failed, request-completed, and any.';

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());
  const list = (query: Record<string, string>, as?: Role) => ({ query, ...(as ? { as } : {}) });

  describe("rest-schema-validation.php and rest-controller.php, through a list's query arguments", () => {
    it.each([
      ['test_type_integer: 1', { per_page: '1' }, 'accepted'],
      ['test_type_integer: 2 (the maximum 100)', { per_page: '100' }, 'accepted'],
      ['test_type_integer: below the minimum', { per_page: '0' }, OUT_OF_BOUNDS],
      ['test_type_integer: above the maximum', { per_page: '101' }, OUT_OF_BOUNDS],
      ['test_type_integer: 1.1', { per_page: '1.5' }, NOT_INTEGER],
      ['test_validate_schema_type_integer: abc', { per_page: 'abc' }, NOT_INTEGER],
      ['test_type_integer: a minimum alone', { page: '0' }, refused('page', 'rest_out_of_bounds', 'page must be greater than or equal to 1')],
      ['test_type_boolean: true', { sticky: 'true' }, 'accepted'],
      ['test_type_boolean: false', { sticky: 'false' }, 'accepted'],
      ['test_type_boolean: 1', { sticky: '1' }, 'accepted'],
      ['test_type_boolean: 0', { sticky: '0' }, 'accepted'],
      ['test_validate_schema_type_boolean: TRUE', { sticky: 'TRUE' }, 'accepted'],
      ['test_validate_schema_type_boolean: False', { sticky: 'False' }, 'accepted'],
      ['test_type_boolean: no', { sticky: 'no' }, NOT_BOOLEAN],
      ['test_type_boolean: yes', { sticky: 'yes' }, NOT_BOOLEAN],
      ['test_validate_schema_type_boolean: 123', { sticky: '123' }, NOT_BOOLEAN],
      ['test_type_string: Hello :)', { search: 'Hello :)' }, 'accepted'],
      ['test_validate_schema_type_string: 123', { search: '123' }, 'accepted'],
      ['test_validate_schema_enum: a value of the enum', { order: 'asc' }, 'accepted'],
      ['test_validate_schema_enum: another', { order: 'sideways' }, refused('order', 'rest_not_in_enum', 'order is not one of asc and desc.')],
      ['test_format_date_time: no zone', { after: '2016-06-30T05:43:21' }, 'accepted'],
      ['test_format_date_time: Z', { after: '2016-06-30T05:43:21Z' }, 'accepted'],
      ['test_format_date_time: +00:00', { after: '2016-06-30T05:43:21+00:00' }, 'accepted'],
      ['rest_parse_date(): a bare -HH', { after: '2017-01-16T11:30:00-05' }, 'accepted'],
      ['rest_parse_date(): a bare +HH', { after: '2017-01-16T11:30:00+05' }, 'accepted'],
      ['rest_parse_date(): -00', { after: '2017-01-16T11:30:00-00' }, 'accepted'],
      ['rest_parse_date(): ±HH:MM', { after: '2017-01-16T11:30:00+05:30' }, 'accepted'],
      ['rest_parse_date(): fractions of a second', { after: '2017-01-16T11:30:00.123Z' }, 'accepted'],
      ['rest_parse_date(): a space for the T', { after: '2017-01-16 11:30:00' }, 'accepted'],
      ['rest_parse_date(): ±HHMM is not RFC 3339', { after: '2017-01-16T11:30:00+0500' }, INVALID_DATE],
      ['test_format_date_time: basic format', { after: '20161027T163355Z' }, INVALID_DATE],
      ['test_format_date_time: a year', { after: '2016' }, INVALID_DATE],
      ['test_format_date_time: a day', { after: '2016-06-30' }, INVALID_DATE],
      ['test_validate_schema_format_date_time: month 18', { after: '2010-18-18T12:00:00' }, INVALID_DATE],
      ['test_type_array_as_csv: 1', { include: '1' }, 'accepted'],
      ['test_type_array_as_csv: 1,2,3', { include: '1,2,3' }, 'accepted'],
      ['test_type_array_as_csv: 1,,', { include: '1,,' }, 'accepted'],
      ['test_type_array_as_csv: empty', { include: '' }, 'accepted'],
      ['test_type_array_as_csv: lol', { include: 'lol' }, refused('include', 'rest_invalid_type', 'include[0] is not of type integer.')],
      ['test_type_array_is_associative', { 'include[a]': '1' }, refused('include', 'rest_invalid_type', 'include is not of type array.')],
      ['term query, oneOf: a list', { categories: '1,2' }, 'accepted'],
      ['term query, oneOf: an object', { 'categories[terms]': '1', 'categories[operator]': 'AND' }, 'accepted'],
      [
        'term query, oneOf: neither',
        { categories: 'abc' },
        refused('categories', 'rest_no_matching_schema', 'categories is not a valid Term ID List. Reason: categories[0] is not of type integer.'),
      ],
      [
        'test_type_object_additional_properties_false: an unknown member',
        { 'categories[bogus]': '1' },
        refused('categories', 'rest_no_matching_schema', 'categories is not a valid Term ID Taxonomy Query. Reason: bogus is not a valid property of Object.'),
      ],
    ] as const)('%s', async (_name, query, expected) => {
      await check(t, 'GET', '/wp/v2/posts', list(query as Record<string, string>), expected);
    });

    it('test_type_string: a list for a string', async () => {
      await check(t, 'GET', '/wp/v2/posts', { query: { search: ['a'] } }, refused('search', 'rest_invalid_type', 'search is not of type string.'));
    });

    it.each([
      ['test_type_array_with_enum_as_csv: publish,draft', 'publish,draft', 'accepted'],
      ['test_type_array_with_enum_as_csv: a trailing comma', 'publish,draft,', 'accepted'],
      // sanitize_post_statuses() checks each status on its own, so the one refused is always status[0].
      [
        'test_type_array_with_enum_as_csv: a value outside the enum',
        'publish,bogus',
        refused('status', 'rest_not_in_enum', `status[0] is not one of ${STATUS_ENUM}`),
      ],
      ['test_type_array_with_enum: a list', ['publish', 'private'], 'accepted'],
      [
        'test_type_array_with_enum: a list with a value outside the enum',
        ['coleslaw'],
        refused('status', 'rest_not_in_enum', `status[0] is not one of ${STATUS_ENUM}`),
      ],
    ] as const)('%s', async (_name, status, expected) => {
      await check(t, 'GET', '/wp/v2/posts', { query: { status }, as: 'administrator' }, expected);
    });
  });

  describe('rest-schema-validation.php, through what a write sends', () => {
    it('test_type_string: a number for a string (slug) is refused', async () => {
      await check(
        t,
        'POST',
        '/wp/v2/posts',
        { json: { title: f.unique(), slug: 123 }, as: 'administrator' },
        refused('slug', 'rest_invalid_type', 'slug is not of type string.'),
      );
    });

    it('test_nullable_date: a date may be null, not any string', async () => {
      const res = await check(t, 'POST', '/wp/v2/posts', { json: { title: f.unique(), date: null, status: 'draft' }, as: 'administrator' }, 'accepted');
      f.track(`/wp/v2/posts/${res.body.id as number}`);
      await check(
        t,
        'POST',
        '/wp/v2/posts',
        { json: { title: f.unique(), date: 'some random string' }, as: 'administrator' },
        refused('date', 'rest_invalid_date', 'Invalid date.'),
      );
    });

    it.each([
      ['2017-01-16T11:30:00-05', '2017-01-16T16:30:00'],
      ['2017-01-16T11:30:00+05', '2017-01-16T06:30:00'],
      ['2017-01-16T11:30:00-00', '2017-01-16T11:30:00'],
      ['2017-01-16T11:30:00+05:30', '2017-01-16T06:00:00'],
    ])('rest_parse_date(): a post dated %s is stored at %s GMT', async (date, gmt) => {
      const id = await f.post({ date_gmt: date, status: 'draft' });
      const res = await t.send('GET', `/wp/v2/posts/${id}`, { query: { context: 'edit' }, as: 'administrator' });
      expect(res.body.date_gmt).toBe(gmt);
    });

    it.each([
      ['test_format_email: no @', 'email'],
      ['test_validate_schema_format_email: d', 'd'],
    ])('%s: a user with an invalid email is refused', async (_name, email) => {
      await check(
        t,
        'POST',
        '/wp/v2/users',
        { json: { username: `rest-${f.token}`, password: 'p', email }, as: 'administrator' },
        refused('email', 'rest_invalid_email', 'Invalid email address.'),
      );
    });

    it.each([['3333.3333.3333.3333'], ['1'], ['2001:DB8:0:0:8:800:200C:417A:221'], ['FF01::101::2']])(
      'test_format_ip: a comment from %s is refused',
      async (ip) => {
        const post = await f.post();
        await check(
          t,
          'POST',
          '/wp/v2/comments',
          { json: { post, content: 'A comment.', author_ip: ip }, as: 'administrator' },
          refused('author_ip', 'rest_invalid_ip', 'author_ip is not a valid IP address.'),
        );
      },
    );

    it('test_format_ip: a comment from 127.0.0.1 is kept with that address', async () => {
      const post = await f.post();
      const res = await check(t, 'POST', '/wp/v2/comments', { json: { post, content: 'A comment.', author_ip: '127.0.0.1' }, as: 'administrator' }, 'accepted');
      f.track(`/wp/v2/comments/${res.body.id as number}`);
      expect(res.body.author_ip).toBe('127.0.0.1');
    });

    it('test_property_is_required: a batch request without its path is refused', async () => {
      await check(
        t,
        'POST',
        '/batch/v1',
        { json: { requests: [{ method: 'POST' }] }, as: 'administrator' },
        refused('requests', 'rest_property_required', 'path is a required property of requests[0].'),
      );
    });

    it('test_array_max_items: a batch of 26 requests is refused', async () => {
      const requests = Array.from({ length: 26 }, () => ({ path: '/wp/v2/posts' }));
      await check(
        t,
        'POST',
        '/batch/v1',
        { json: { requests }, as: 'administrator' },
        refused('requests', 'rest_too_many_items', 'requests must contain at most 25 items.'),
      );
    });

    it.each([
      ['test_string_min_length', '', refused('name', 'rest_too_short', 'name must be at least 1 character long.')],
      ['test_string_pattern', '   ', refused('name', 'rest_invalid_pattern', 'name does not match pattern .*\\S.*.')],
    ] as const)('%s: an application password named %j is refused', async (_name, name, expected) => {
      await check(t, 'POST', '/wp/v2/users/me/application-passwords', { json: { name }, as: 'administrator' }, expected);
    });
  });

  describe('rest-schema-sanitization.php, through what is stored', () => {
    it.each([
      ['3', 3],
      ['0', 0],
    ])("test_type_integer: a page's menu_order sent as %j is stored as %j", async (sent, stored) => {
      const res = await check(t, 'POST', '/wp/v2/pages', { form: { title: f.unique(), menu_order: sent, status: 'draft' }, as: 'administrator' }, 'accepted');
      f.track(`/wp/v2/pages/${res.body.id as number}`);
      expect(res.body.menu_order).toBe(stored);
    });

    it.each([
      ['1', true],
      ['true', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
    ])('test_type_boolean: sticky sent as %j is stored as %j', async (sent, stored) => {
      const res = await check(t, 'POST', '/wp/v2/posts', { form: { title: f.unique(), sticky: sent, status: 'draft' }, as: 'administrator' }, 'accepted');
      f.track(`/wp/v2/posts/${res.body.id as number}`);
      expect(res.body.sticky).toBe(stored);
    });

    it('test_type_array_as_csv: tags sent as a comma list are stored as a list of integers', async () => {
      const [a, b] = [await f.term('tags'), await f.term('tags')];
      const res = await check(t, 'POST', '/wp/v2/posts', { form: { title: f.unique(), tags: `${a},${b}`, status: 'draft' }, as: 'administrator' }, 'accepted');
      f.track(`/wp/v2/posts/${res.body.id as number}`);
      expect(res.body.tags).toEqual([a, b]);
    });

    it('test_type_array_as_csv: include=ID,ID, filters on both (the empty item dropped)', async () => {
      const [a, b] = [await f.post(), await f.post()];
      const res = await check(t, 'GET', '/wp/v2/posts', { query: { include: `${a},${b},`, orderby: 'include', order: 'asc' } }, 'accepted');
      expect(res.body.map((p: { id: number }) => p.id)).toEqual([a, b]);
    });
  });
});
