// One generated hostile request for a catalogue endpoint: its declared arguments with plausible or hostile values,
// carried in the query, a form, JSON or multipart body (sometimes under the wrong Content-Type), duplicated or
// broken parameters, odd path captures, method overrides, credentials good and bad, and header oddities.
import fc from 'fast-check';
import { addressOf } from '../../../src/wp/addressing.js';
import { ADMIN, basic } from '../../helpers.js';
import { jsonText, multipartBody, pct, phpPairs, queryText } from './encode.js';
import { anyHostile, argumentValue, PROTO_KEYS, type Value } from './hostile-values.js';
import { fillPattern, isWrite, type Target } from './targets.js';
import type { PathCapture } from '../../../src/catalogue/route-pattern.js';

export interface WireRequest {
  /** The method on the request line. */
  method: string;
  /** The request target, already encoded (`/index.php?rest_route=...`). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The session the request works in, as the server reads X-Mock-Session. */
  session: string;
  /** Whether it may write: the wire method or the method it asks for is POST, PUT, PATCH or DELETE. */
  write: boolean;
  /** The method the server will act on (after `_method` / X-HTTP-Method-Override). */
  effectiveMethod: string;
  /** The route the server reads from the request target. */
  route: string;
  /** Whether the server reads it as a REST request (`rest_route=0` is the home page, answered in HTML). */
  rest: boolean;
  /** `_jsonp` was sent: WordPress then refuses a bad callback with json_error()'s bare `{code, message}`. */
  jsonp: boolean;
}

type Carrier =
  | 'query'
  | 'form'
  | 'json'
  | 'json-charset'
  | 'json-as-text'
  | 'form-as-json'
  | 'multipart'
  | 'multipart-no-boundary'
  | 'invalid-utf8-json'
  | 'broken-json';
const CARRIERS: readonly Carrier[] = [
  'query',
  'form',
  'json',
  'json-charset',
  'json-as-text',
  'form-as-json',
  'multipart',
  'multipart-no-boundary',
  'invalid-utf8-json',
  'broken-json',
];

const AUTH_FORMS: readonly (string | null)[] = [
  null,
  null,
  ADMIN,
  ADMIN,
  ADMIN,
  'Basic',
  'Basic !!!not-base64!!!',
  `Basic ${Buffer.from('admin').toString('base64')}`,
  basic('admin', 'wrong password'),
  basic('', ''),
  basic('nobody@example.com', 'x'),
  basic('admin', 'mock-site-password\u0000'),
  `basic ${ADMIN.slice(6)}`,
  `${ADMIN}, ${ADMIN}`,
  'Bearer',
  `Bearer ${'f'.repeat(96)}`,
  'Bearer \u00ff\u00fe',
  'Digest username="admin", realm="x"',
  'Negotiate',
  `Basic ${'A'.repeat(2000)}`,
];

const OVERRIDES: readonly string[] = ['DELETE', 'delete', 'PUT', 'PATCH', 'GET', 'HEAD', 'OPTIONS', 'FOO', 'P\u00d3ST', ' POST', 'POST, DELETE'];

/** Latin-1 oddities only: node's HTTP client refuses other characters in header values (raw bytes are sent by the wire test). */
const SESSION_ODDITIES: readonly string[] = ['-\u00e9\u00ff', '/../../etc', '%00%2e', '-"\'<>', `-${'x'.repeat(1000)}`, '-__proto__', '-\tt'];

const EXTRA_QUERY = fc.dictionary(
  fc.constantFrom(
    ...PROTO_KEYS,
    '_fields',
    '_envelope',
    '_embed',
    '_pretty',
    '_jsonp',
    '_method',
    '_wpnonce',
    'context',
    'page',
    'per_page',
    'id',
    'rest_route',
  ),
  anyHostile,
  { maxKeys: 2 },
);

const HEADER_ODDITIES = fc.dictionary(
  // (Expect is sent by the wire test: node answers an unknown expectation with 417 before the mock sees the request.)
  fc.constantFrom('Accept', 'Origin', 'X-WP-Nonce', 'Cookie', 'X-Fuzz', 'Content-Disposition', 'Accept-Charset', 'If-None-Match', 'Range'),
  fc.constantFrom(
    '*/*',
    'text/html',
    'application/json',
    'null',
    'http://evil.example',
    'wordpress_logged_in_x=1',
    'junk',
    '\u00ff\u00fe',
    'x'.repeat(2000),
    'attachment; filename="../../etc/passwd"',
    'bytes=-1',
    '',
  ),
  { maxKeys: 3 },
);

/** A capture value: the usual sample, one that still matches the capture's regex but is odd, or one that does not match. */
function captureValue(c: PathCapture): fc.Arbitrary<string> {
  const fits = (v: string) => new RegExp(`^(?:${c.regex})$`).test(v);
  const plausible = ['1', '2', `${c.name.replace(/_id$/, '')}-1`, 'post', 'category'].filter(fits);
  const odd = ['0', '00001', '99999999999999999999', '9007199254740993', ...PROTO_KEYS, 'a'.repeat(300), '-', '_'].filter(fits);
  const traversal = ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '..%252f', '-1', 'NaN', '1.5', ' 1', '%00', '\u0000', '1/../2'];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(plausible.length ? plausible : ['1'])) },
    { weight: 1, arbitrary: fc.constantFrom(...(odd.length ? odd : ['1'])) },
    { weight: 1, arbitrary: fc.constantFrom(...traversal) },
  );
}

interface Draft {
  args: Record<string, Value>;
  extra: Record<string, Value>;
  captures: string[];
  addressing: 'rest_route' | 'wp-json';
  carrier: Carrier;
  duplicates: boolean;
  brokenEncoding: boolean;
  protoPaths: boolean;
  override: { how: 'header' | 'query'; to: string } | null;
  wireMethod: string;
  auth: string | null;
  oddSession: string | null;
  headers: Record<string, string>;
}

function draftFor(target: Target): fc.Arbitrary<Draft> {
  const args = fc.record(Object.fromEntries(Object.entries(target.args).map(([name, schema]) => [name, argumentValue(schema)])), { requiredKeys: [] });
  const write = isWrite(target.method);
  return fc.record({
    args: args as fc.Arbitrary<Record<string, Value>>,
    extra: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: EXTRA_QUERY }),
    captures: fc.tuple(...target.captures.map(captureValue)),
    addressing: fc.constantFrom('rest_route', 'rest_route', 'wp-json'),
    carrier: write
      ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom<Carrier>('query', 'form', 'json') }, { weight: 4, arbitrary: fc.constantFrom(...CARRIERS) })
      : fc.oneof({ weight: 8, arbitrary: fc.constant<Carrier>('query') }, { weight: 1, arbitrary: fc.constantFrom(...CARRIERS) }),
    duplicates: fc.boolean(),
    brokenEncoding: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    protoPaths: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    override: fc.option(fc.record({ how: fc.constantFrom('header' as const, 'query' as const), to: fc.constantFrom(...OVERRIDES) }), { freq: 8 }),
    // The wire method: the endpoint's own, or POST carrying an override (what clients behind proxies do).
    wireMethod: fc.constantFrom(target.method, target.method, target.method, 'POST'),
    auth: fc.constantFrom(...AUTH_FORMS),
    oddSession: fc.option(fc.constantFrom(...SESSION_ODDITIES), { freq: 10 }),
    headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: HEADER_ODDITIES }),
  }) as fc.Arbitrary<Draft>;
}

/** Pairs for the query or a form: the arguments, then duplicates (`a=1&a=2&a[]=3`) of the first one. */
function pairsOf(values: Record<string, Value>, duplicates: boolean): [string, string][] {
  const pairs = Object.entries(values).flatMap(([k, v]) => phpPairs(k, v));
  const first = Object.keys(values)[0];
  if (duplicates && first) pairs.push([first, '1'], [first, '2'], [`${first}[]`, '3'], [`${first}[x]`, '4']);
  return pairs;
}

const BROKEN_QUERY = '&x=%E0%A4%A&%ZZ=%&y%00z=1&%C3%28=%FF%FE';
/** Names that walk JavaScript's prototype chain if a parser is careless (`__proto__` of `__proto__` is null). */
const PROTO_QUERY = '&p[__proto__][__proto__][]=1&q[constructor][prototype][x]=1&__proto__[y]=1&r[toString][]=1';

/** node:http refuses a request line and headers over 16 KiB with 431 before the mock sees them: stay under. */
const HEAD_LIMIT = 15_000;
const headSize = (r: WireRequest) => r.path.length + Object.entries(r.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 64);

function routeOf(target: Target, captures: readonly string[]): string {
  return fillPattern(target.route.pattern, Object.fromEntries(target.captures.map((c, i) => [c.name, captures[i]!])));
}

/** Builds the wire request: `session` is the property's own session name. */
function build(target: Target, d: Draft, session: string): WireRequest {
  const route = routeOf(target, d.captures);
  const inQuery: Record<string, Value> = { ...d.extra };
  const inBody: Record<string, Value> = {};
  Object.assign(d.carrier === 'query' ? inQuery : inBody, d.args);
  if (d.override?.how === 'query') inQuery._method = d.override.to;

  let query = queryText(pairsOf(inQuery, d.duplicates && d.carrier === 'query'));
  if (d.brokenEncoding) query += BROKEN_QUERY;
  if (d.protoPaths) query += PROTO_QUERY;
  // `/` stays literal, so traversal captures reach the server as they were written.
  const path =
    d.addressing === 'rest_route'
      ? `/index.php?rest_route=${pct(route, '/%')}${query ? `&${query}` : ''}`
      : `/wp-json${pct(route, '/%')}${query ? `?${query}` : ''}`;

  const headers: Record<string, string> = { ...d.headers };
  const named = d.oddSession ? `${session}${d.oddSession}` : session;
  headers['X-Mock-Session'] = named;
  if (d.auth) headers.Authorization = d.auth;
  if (d.override?.how === 'header') headers['X-HTTP-Method-Override'] = d.override.to;

  let body: Buffer | undefined;
  const formPairs = () => pairsOf(inBody, d.duplicates);
  switch (d.carrier) {
    case 'query':
      break;
    case 'form':
      body = Buffer.from(queryText(formPairs()) + (d.brokenEncoding ? BROKEN_QUERY : '') + (d.protoPaths ? PROTO_QUERY : ''));
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      break;
    case 'json':
    case 'json-charset':
    case 'json-as-text':
      body = Buffer.from(jsonText(inBody));
      headers['Content-Type'] =
        d.carrier === 'json' ? 'application/json' : d.carrier === 'json-charset' ? 'application/json; charset=ISO-8859-1' : 'text/plain';
      break;
    case 'form-as-json':
      body = Buffer.from(queryText(formPairs()));
      headers['Content-Type'] = 'application/json';
      break;
    case 'multipart':
      body = multipartBody(formPairs(), 'fuzzBoundary', {
        field: 'file',
        name: '../../evil.php',
        type: 'image/png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]),
      });
      headers['Content-Type'] = 'multipart/form-data; boundary=fuzzBoundary';
      break;
    case 'multipart-no-boundary':
      body = multipartBody(formPairs(), 'lost');
      headers['Content-Type'] = 'multipart/form-data';
      break;
    case 'invalid-utf8-json': {
      // Invalid UTF-8 inside a JSON string: an overlong `/`, a lone continuation byte, 0xFF.
      const text = jsonText(inBody);
      const at = text.indexOf('":"');
      const bad = Buffer.from([0xc0, 0xaf, 0x80, 0xff, 0xc3, 0x28]);
      body =
        at < 0
          ? Buffer.concat([Buffer.from('{"title":"'), bad, Buffer.from('"}')])
          : Buffer.concat([Buffer.from(text.slice(0, at + 3)), bad, Buffer.from(text.slice(at + 3))]);
      headers['Content-Type'] = 'application/json';
      break;
    }
    case 'broken-json':
      body = Buffer.from(`${jsonText(inBody).slice(0, -1)},`);
      headers['Content-Type'] = 'application/json';
      break;
  }
  // Read back as the server reads it (node trims header values), so the checks know what it acted on.
  const address = addressOf(path);
  const headerOverride = d.override?.how === 'header' ? d.override.to.trim() : undefined;
  const queryOverride = address?.query._method;
  const effectiveMethod = (typeof queryOverride === 'string' ? queryOverride : (headerOverride ?? d.wireMethod)).toUpperCase();
  const r: WireRequest = {
    method: d.wireMethod,
    path,
    headers,
    ...(body ? { body } : {}),
    session: named,
    write: isWrite(d.wireMethod) || isWrite(target.method) || isWrite(effectiveMethod),
    effectiveMethod,
    route: address?.route ?? route,
    rest: address !== null,
    jsonp: address?.query._jsonp !== undefined,
  };
  // fast-check prints a counterexample with this: the request as it went, shortened.
  return Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) });
}

/** A short, replayable description of a request for a failure message. */
export function describeRequest(r: WireRequest): string {
  const body = r.body ? `\n  body (${r.body.length} bytes): ${JSON.stringify(r.body.subarray(0, 400).toString('latin1'))}` : '';
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `\n  ${k}: ${JSON.stringify(v.slice(0, 200))}`)
    .join('');
  return `${r.method} ${r.path.slice(0, 600)}${r.path.length > 600 ? `… (${r.path.length} characters)` : ''} (acts as ${r.effectiveMethod} ${r.route.slice(0, 200)})${headers}${body}`;
}

export const requestFor = (target: Target, session: string): fc.Arbitrary<WireRequest> =>
  draftFor(target)
    .map((d) => build(target, d, session))
    .filter((r) => headSize(r) < HEAD_LIMIT);
