// What makes two requests "the same" for replay: method, route, query (order-insensitive, volatile
// parameters left out), body (JSON key-order-insensitive, forms and multipart by their parsed parts,
// redacted fields left out). The key is a hash of the canonical form, so lookups are one Map access.
import { createHash } from '../platform/hash.js';
import { parseMultipart } from '../wp/multipart.js';
import { isSecretField, recordRedactOptions } from './redact.js';
import type { RecordSettings } from '../model/scenario.js';
import { parsePhpQuery, type PhpValue } from '../wp/php-query.js';

export interface MatchOptions {
  /** Query parameters that never take part in matching (nonces, cache-busters). */
  volatileParams: ReadonlySet<string>;
  /** Whether a field (query or body, any depth) is one the recorder redacts, so never compared. */
  secretField(name: string): boolean;
}

export const DEFAULT_VOLATILE_PARAMS = ['_wpnonce', '_', 'cb', 'cachebuster', 'cache_buster', 'nocache', '_t', 'ts', 'timestamp'];

/** The defaults plus a scenario's `record` settings (redact: header and field names; volatile query parameters). */
export function matchOptions(settings: Partial<RecordSettings> = {}): MatchOptions {
  const redact = recordRedactOptions(settings.redact);
  const known = new Map<string, boolean>();
  return {
    volatileParams: new Set([...DEFAULT_VOLATILE_PARAMS, ...(settings.volatileParams ?? [])]),
    secretField(name) {
      let secret = known.get(name);
      if (secret === undefined) known.set(name, (secret = isSecretField(name, redact)));
      return secret;
    },
  };
}

export interface RequestParts {
  method: string;
  route: string;
  query: Record<string, PhpValue>;
  /** Raw body bytes, if any. */
  body?: Buffer;
  contentType?: string;
}

/** The canonical parts a request is compared on; each is a string, so near-miss can tell which differ. */
export interface Identity {
  method: string;
  route: string;
  query: string;
  body: string;
  key: string;
}

export function identify(r: RequestParts, o: MatchOptions): Identity {
  const method = r.method.toUpperCase();
  const query = canonical(stripQuery(r.query, o), o);
  const body = canonicalBody(r.body, r.contentType ?? '', o);
  const key = createHash('sha1').update(`${method}\n${r.route}\n${query}\n${body}`).digest('base64');
  return { method, route: r.route, query, body, key };
}

function stripQuery(query: Record<string, PhpValue>, o: MatchOptions): Record<string, PhpValue> {
  const out: Record<string, PhpValue> = {};
  for (const [k, v] of Object.entries(query)) if (!o.volatileParams.has(k) && k !== 'rest_route') out[k] = v;
  return out;
}

/** Stable JSON: map keys sorted, redacted fields dropped at any depth, list order kept. */
export function canonical(value: unknown, o: MatchOptions): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, o)).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => !o.secretField(k))
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k], o)}`).join(',')}}`;
}

function canonicalBody(body: Buffer | undefined, contentType: string, o: MatchOptions): string {
  if (!body || body.length === 0) return '';
  const type = contentType.toLowerCase();
  if (type.includes('multipart/form-data')) {
    const parts = parseMultipart(body, contentType, Infinity);
    if (parts && parts !== 'too large') {
      const files = Object.fromEntries(
        Object.entries(parts.files).map(([name, f]) => [name, { name: f.name, type: f.type, sha1: createHash('sha1').update(f.data).digest('hex') }]),
      );
      return `multipart:${canonical({ fields: parts.fields, files }, o)}`;
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return `form:${canonical(parsePhpQuery(body.toString('utf8')), o)}`;
  const text = body.toString('utf8');
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return `json:${canonical(JSON.parse(text), o)}`;
    } catch {
      /* not JSON: compared by its bytes */
    }
  }
  return `bytes:${createHash('sha1').update(body).digest('hex')}`;
}
