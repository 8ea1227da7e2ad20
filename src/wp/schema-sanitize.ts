// rest_sanitize_value_from_schema(): WordPress's coercion of a validated argument to its schema type
// ("5" → 5, "true" → true, "1,2" → [1, 2], "" → {}).
import type { ArgSchema, ArgType } from '../model/catalogue.js';
import { isPlainObject, isScalar, parseList, toBool, toInt } from './php-values.js';
import { findMatchingSchema, type Validate } from './schema-combining.js';
import { bestType, checksMembers, memberSchema } from './schema-parts.js';

/** `validate` picks the member of anyOf/oneOf the value matches (schema-validate.ts's validateValue). */
export function sanitizeWith(value: unknown, schema: ArgSchema, param: string, validate: Validate): unknown {
  let type = schema.type;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (!options) continue;
    const match = findMatchingSchema(value, schema, options, param, key === 'oneOf', validate);
    if ('code' in match) return value;
    if (type === undefined) type = match.type;
    value = sanitizeWith(value, match, param, validate);
  }
  if (Array.isArray(type)) {
    const best = bestType(value, type as ArgType[]);
    if (!best) return null;
    type = best;
  }
  switch (type) {
    case 'array': {
      const list = isScalar(value) ? parseList(value) : Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
      return schema.items ? list.map((v, i) => sanitizeWith(v, schema.items!, `${param}[${i}]`, validate)) : list;
    }
    case 'object': {
      // A list stays a list (json_encode() writes a PHP array keyed 0, 1, 2... as one) unless a member is checked.
      if (Array.isArray(value) && !checksMembers(schema, value)) return value;
      const obj: Record<string, unknown> = isPlainObject(value) ? { ...value } : Array.isArray(value) ? { ...value } : {};
      if (!checksMembers(schema, obj)) return obj;
      for (const [name, v] of Object.entries(obj)) {
        const child = memberSchema(name, schema);
        if (child) obj[name] = sanitizeWith(v, child, `${param}[${name}]`, validate);
        else if (schema.additionalProperties === false) delete obj[name];
        else if (isPlainObject(schema.additionalProperties)) obj[name] = sanitizeWith(v, schema.additionalProperties, `${param}[${name}]`, validate);
      }
      return obj;
    }
    case 'null':
      return null;
    case 'integer':
      return toInt(value);
    case 'number':
      return Number(value);
    case 'boolean':
      return toBool(value);
    case 'string': {
      // PHP's (string) cast: true is "1", false is "".
      const text = typeof value === 'string' ? value : typeof value === 'boolean' ? (value ? '1' : '') : String(value);
      return schema.format === 'uri' ? sanitizeUrl(text) : text;
    }
    default:
      return value;
  }
}

/** wp_allowed_protocols(). */
const PROTOCOLS = new Set([
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
]);

/**
 * esc_url_raw() (sanitize_url()) without the entity and IPv6 details: spaces become %20, characters that
 * cannot appear in a URL go, bare hosts get `http://`, and a scheme WordPress does not allow empties it.
 */
export function sanitizeUrl(input: string): string {
  let url = input
    .replace(/^[ \t\n\r\0\x0B]+/, '')
    .replace(/ /g, '%20')
    .replace(/[^a-z0-9\-~+_.?#=!&;,/:%@$|*'()[\]\u0080-\uffff]/gi, '');
  if (url === '') return '';
  if (!/^mailto:/i.test(url)) {
    while (/%0[ad]/i.test(url)) url = url.replace(/%0[ad]/gi, '');
  }
  url = url.replace(/;\/\//g, '://');
  if (!url.includes(':') && !['/', '#', '?'].includes(url[0]!) && !/^[a-z0-9-]+?\.php/i.test(url)) url = `http://${url}`;
  if (url.startsWith('/')) return url;
  const colon = url.indexOf(':');
  const scheme = colon < 0 ? '' : url.slice(0, colon);
  return colon >= 0 && !scheme.includes('/?') && !PROTOCOLS.has(scheme.toLowerCase()) ? '' : url;
}
