// Requests no HTTP client library will send: raw bytes written to the socket of the real CLI server. Each case says
// who answers it: node's HTTP parser (malformed HTTP, refused before the mock sees it) or the mock itself.
import { ADMIN } from '../../helpers.js';
import { nestedJson } from './encode.js';

export interface WireCase {
  name: string;
  bytes: Buffer | Buffer[];
  /**
   * `mock`: the mock answers (the usual rules: no 5xx, WordPress-shaped refusals). `parser`: malformed HTTP that
   * node:http refuses itself (a 4xx with its own empty body) or the connection simply ends.
   */
  answeredBy: 'mock' | 'parser';
  /** The route it names, for the answer checks. */
  route?: string;
  /** Answers expected (pipelining); 1 when absent. */
  answers?: number;
}

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const request = (head: string, body: Buffer | string = '') => {
  const b = typeof body === 'string' ? Buffer.from(body) : body;
  return Buffer.concat([latin1(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${b.length ? `Content-Length: ${b.length}\r\n` : ''}\r\n`), b]);
};
const post = (target: string, type: string, body: Buffer | string, extra = '') =>
  request(`POST ${target} HTTP/1.1\r\nAuthorization: ${ADMIN}\r\nContent-Type: ${type}${extra}`, body);

export const WIRE_CASES: readonly WireCase[] = [
  // Bytes in the request target that are not UTF-8, and percent-encodings that do not decode.
  // node:http refuses bytes beyond ASCII in the request target (a client must percent-encode them).
  {
    name: 'invalid UTF-8 bytes in the query',
    bytes: request('GET /index.php?rest_route=/cms/v2/posts&search=\xff\xfe\xc0\xaf HTTP/1.1'),
    answeredBy: 'parser',
  },
  { name: 'invalid UTF-8 bytes in a /wp-json/ path', bytes: request('GET /wp-json/cms/v2/posts/\xff\xfe HTTP/1.1'), answeredBy: 'parser' },
  {
    name: 'percent-encoded invalid UTF-8 in the query',
    bytes: request('GET /index.php?rest_route=/cms/v2/posts&search=%FF%FE%C0%AF HTTP/1.1'),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'percent-encoded invalid UTF-8 in a /wp-json/ path',
    bytes: request('GET /wp-json/cms/v2/posts/%FF%FE HTTP/1.1'),
    answeredBy: 'mock',
    route: '/cms/v2/posts/%FF%FE',
  },
  {
    name: 'a truncated percent-encoding in the path',
    bytes: request('GET /wp-json/cms/v2/posts/%E0%A4%A HTTP/1.1'),
    answeredBy: 'mock',
    route: '/cms/v2/posts/%E0%A4%A',
  },
  { name: 'a lone % as the route', bytes: request('GET /index.php?rest_route=% HTTP/1.1'), answeredBy: 'mock', route: '%' },
  {
    name: 'a truncated percent-encoding as rest_route',
    bytes: request('GET /index.php?rest_route=%E0%A4%A&a=%ZZ HTTP/1.1'),
    answeredBy: 'mock',
    route: '\ufffd',
  },
  { name: 'an encoded NUL in a path capture', bytes: request('GET /wp-json/cms/v2/posts/1%00 HTTP/1.1'), answeredBy: 'mock', route: '/cms/v2/posts/1\u0000' },
  {
    name: 'query names that walk the prototype chain',
    bytes: request('GET /index.php?rest_route=/&a[__proto__][__proto__][]=1&b[constructor][prototype][x]=1 HTTP/1.1'),
    answeredBy: 'mock',
    route: '/',
  },
  // Traversal in the path, raw and encoded: never a file of the machine.
  {
    name: 'raw ../ traversal after /wp-json',
    bytes: request('GET /wp-json/../../../../etc/passwd HTTP/1.1'),
    answeredBy: 'mock',
    route: '/../../../../etc/passwd',
  },
  {
    name: 'encoded %2e%2e%2f traversal after /wp-json',
    bytes: request('GET /wp-json/%2e%2e%2f%2e%2e%2fetc%2fpasswd HTTP/1.1'),
    answeredBy: 'mock',
    route: '/../../etc/passwd',
  },
  {
    name: 'traversal in a rest_route capture',
    bytes: request('GET /index.php?rest_route=/cms/v2/types/..%2F..%2F..%2Fetc%2Fpasswd HTTP/1.1'),
    answeredBy: 'mock',
    route: '/cms/v2/types/../../../etc/passwd',
  },
  { name: 'traversal below the uploads folder', bytes: request('GET /wp-content/uploads/../../../../etc/passwd HTTP/1.1'), answeredBy: 'mock' },
  {
    name: 'double-encoded traversal below the uploads folder',
    bytes: request('GET /wp-content/uploads/%252e%252e/%252e%252e/etc/passwd HTTP/1.1'),
    answeredBy: 'mock',
  },
  // Request-target forms other than origin-form.
  { name: 'an absolute-form target', bytes: request('GET http://evil.example/wp-json/cms/v2/posts HTTP/1.1'), answeredBy: 'mock' },
  { name: 'an asterisk-form target', bytes: request('OPTIONS * HTTP/1.1'), answeredBy: 'mock' },
  { name: 'HTTP/1.0 without a Host', bytes: latin1('GET /index.php?rest_route=/ HTTP/1.0\r\n\r\n'), answeredBy: 'mock', route: '/' },
  // Headers the mock reads, with odd bytes.
  {
    name: 'X-Mock-Session with bytes beyond ASCII',
    bytes: request('GET /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nX-Mock-Session: fuzz-\xff\xfe\xe9'),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'X-Mock-Session of quotes, slashes and percent signs',
    bytes: request('GET /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nX-Mock-Session: ../"%00\'<x>'),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'Authorization Basic with raw bytes',
    bytes: request('GET /index.php?rest_route=/cms/v2/users/me HTTP/1.1\r\nAuthorization: Basic \xff\xfe\xfd'),
    answeredBy: 'mock',
    route: '/cms/v2/users/me',
  },
  {
    name: 'two Authorization headers',
    bytes: request(`GET /index.php?rest_route=/cms/v2/users/me HTTP/1.1\r\nAuthorization: Basic Zm9vOmJhcg==\r\nAuthorization: ${ADMIN}`),
    answeredBy: 'mock',
    route: '/cms/v2/users/me',
  },
  {
    name: 'X-HTTP-Method-Override with raw bytes',
    bytes: request('POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nX-HTTP-Method-Override: D\xc9LETE'),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  { name: 'an Expect header node does not know', bytes: request('GET /index.php?rest_route=/ HTTP/1.1\r\nExpect: the-unexpected'), answeredBy: 'parser' },
  // Bodies the mock parses.
  {
    name: 'a JSON body with invalid UTF-8',
    bytes: post(
      '/index.php?rest_route=/cms/v2/posts',
      'application/json',
      Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from('"}')]),
    ),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'a JSON body nested 10,000 levels',
    bytes: post('/index.php?rest_route=/cms/v2/posts', 'application/json', `{"meta":${nestedJson(10_000, 'object')}}`),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'a form body nested 10,000 levels',
    bytes: post('/index.php?rest_route=/cms/v2/posts', 'application/x-www-form-urlencoded', `title${'[a]'.repeat(10_000)}=x`),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'a query nested 10,000 levels',
    bytes: request(`GET /index.php?rest_route=/cms/v2/posts&search${'[a]'.repeat(1_000)}=x HTTP/1.1`),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  {
    name: 'a multipart body without its closing boundary',
    bytes: post(
      '/index.php?rest_route=/cms/v2/media',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\n\x89PNG',
    ),
    answeredBy: 'mock',
    route: '/cms/v2/media',
  },
  {
    name: 'a chunked body',
    bytes: latin1(
      `POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: ${ADMIN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"tit\r\n8\r\nle":"x"}\r\n0\r\n\r\n`,
    ),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
  },
  // Malformed HTTP: node's parser refuses it.
  { name: 'a control character in a header value', bytes: request('GET /index.php?rest_route=/ HTTP/1.1\r\nX-Mock-Session: a\x01b'), answeredBy: 'parser' },
  { name: 'a 40 KB header', bytes: request(`GET /index.php?rest_route=/ HTTP/1.1\r\nX-Fuzz: ${'x'.repeat(40_000)}`), answeredBy: 'parser' },
  {
    name: 'two different Content-Lengths',
    bytes: latin1('POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}'),
    answeredBy: 'parser',
  },
  {
    name: 'Content-Length with Transfer-Encoding: chunked',
    bytes: latin1('POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
    answeredBy: 'parser',
  },
  {
    name: 'a chunk size that is not hexadecimal',
    bytes: latin1('POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'),
    answeredBy: 'parser',
  },
  { name: 'a TLS handshake on the plain port', bytes: Buffer.from('16030100a5010000a10303', 'hex'), answeredBy: 'parser' },
  { name: 'a request line of garbage', bytes: latin1('\x00\x01\x02 / HTTP/9.9\r\n\r\n'), answeredBy: 'parser' },
  {
    name: 'a body shorter than its Content-Length, then the end',
    bytes: latin1(
      `POST /index.php?rest_route=/cms/v2/posts HTTP/1.1\r\nHost: x\r\nAuthorization: ${ADMIN}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":`,
    ),
    answeredBy: 'parser',
  },
  // Pipelining: fifty requests in one write, fifty answers in order.
  {
    name: 'fifty pipelined requests',
    bytes: latin1(
      'GET /index.php?rest_route=/cms/v2/posts&per_page=%ZZ HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(49) +
        'GET /index.php?rest_route=/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ),
    answeredBy: 'mock',
    route: '/cms/v2/posts',
    answers: 50,
  },
];
