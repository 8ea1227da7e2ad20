// json-schema-faker's built-in string formats (date-time, email, uri, uuid...), each drawing the stream as it does.
import type { Random } from 'json-schema-faker';
import type { Format } from './types.js';

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

function generateDate(r: Random): string {
  const year = r.int(2000, 2030);
  const month = r.int(1, 12);
  const day = r.int(1, daysInMonth(year, month));
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
function generateTime(r: Random): string {
  const hour = r.int(0, 23);
  const minute = r.int(0, 59);
  const second = r.int(0, 59);
  return `${pad2(hour)}:${pad2(minute)}:${pad2(second)}Z`;
}
const EMAIL_NAMES = ['alice', 'bob', 'charlie', 'dave', 'eve', 'frank', 'grace', 'heidi'];
const EMAIL_DOMAINS = ['example.com', 'test.org', 'demo.net', 'sample.io'];
function generateEmail(r: Random): string {
  const name = r.pick(EMAIL_NAMES);
  const num = r.int(1, 999);
  return `${name}${num}@${r.pick(EMAIL_DOMAINS)}`;
}
const URI_DOMAINS = ['example.com', 'test.org', 'demo.net'];
const URI_PATHS = ['api', 'v1', 'users', 'items', 'data', 'resource'];
function generateUri(r: Random): string {
  const scheme = r.pick(['https']);
  const domain = r.pick(URI_DOMAINS);
  const parts: string[] = [];
  for (let i = r.int(1, 3); i > 0; i--) parts.push(r.pick(URI_PATHS));
  return `${scheme}://${domain}/${parts.join('/')}`;
}
const HOST_LABELS = ['alpha', 'beta', 'gamma', 'delta', 'echo', 'fox', 'golf', 'hotel'];
const HOST_TLDS = ['com', 'org', 'net', 'io', 'dev'];
function generateHostname(r: Random): string {
  const parts: string[] = [];
  for (let i = r.int(1, 3); i > 0; i--) parts.push(r.pick(HOST_LABELS));
  parts.push(r.pick(HOST_TLDS));
  return parts.join('.');
}
function generateDuration(r: Random): string {
  const parts = ['P'];
  const hasDate = r.bool();
  const hasTime = r.bool();
  if (hasDate) {
    if (r.bool()) parts.push(`${r.int(0, 100)}Y`);
    if (r.bool()) parts.push(`${r.int(0, 12)}M`);
    if (r.bool()) parts.push(`${r.int(0, 30)}D`);
  }
  if (hasTime) {
    parts.push('T');
    if (r.bool()) parts.push(`${r.int(0, 23)}H`);
    if (r.bool()) parts.push(`${r.int(0, 59)}M`);
    if (r.bool()) parts.push(`${r.int(0, 59)}S`);
  }
  if (parts.length === 1 || (parts.length === 2 && parts[1] === 'T')) parts.push('0D');
  return parts.join('');
}
function generateUuid(r: Random): string {
  const hex = (len: number) => {
    let out = '';
    for (let i = 0; i < len; i++) out += r.int(0, 15).toString(16);
    return out;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${['8', '9', 'a', 'b'][r.int(0, 3)]}${hex(3)}-${hex(12)}`;
}
const POINTER_TOKENS = ['foo', 'bar', 'baz', 'items', '0', '1', '2', 'name', 'value'];
function generateJsonPointer(r: Random): string {
  const parts: string[] = [];
  for (let i = r.int(1, 4); i > 0; i--) parts.push(r.pick(POINTER_TOKENS));
  return `/${parts.join('/')}`;
}
function generateIpv6(r: Random): string {
  const groups: string[] = [];
  for (let i = 0; i < 8; i++) groups.push(r.int(0, 0xffff).toString(16));
  return groups.join(':');
}

export const BUILTIN_FORMATS: ReadonlyMap<string, Format> = new Map<string, Format>([
  ['date-time', (r) => `${generateDate(r)}T${generateTime(r)}`],
  ['date', generateDate],
  ['time', generateTime],
  ['duration', generateDuration],
  ['email', generateEmail],
  ['idn-email', generateEmail],
  ['uri', generateUri],
  ['uri-reference', generateUri],
  ['iri', generateUri],
  ['iri-reference', generateUri],
  ['hostname', generateHostname],
  ['idn-hostname', generateHostname],
  ['ipv4', (r) => `${r.int(1, 254)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`],
  ['ipv6', generateIpv6],
  ['uuid', generateUuid],
  ['json-pointer', generateJsonPointer],
  ['relative-json-pointer', (r) => `${r.int(0, 5)}${generateJsonPointer(r)}`],
]);
