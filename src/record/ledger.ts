// Every secret value seen during a recording session (credentials from --auth, Authorization and Cookie
// headers, redacted field values), so the cassette text can be scanned for leftovers before it is written.
import { wpJson } from '../wp/json.js';

/** Values shorter than this are not looked for: a nonce of `1` would match almost any cassette. */
export const MIN_SECRET_LENGTH = 4;

export interface SecretEntry {
  value: string;
  /** Whose value it was, for the message: `the password field of POST /wp/v2/users`. */
  what: string;
}

export interface Leak {
  what: string;
  line: number;
  column: number;
}

export class SecretLedger {
  private readonly entries = new Map<string, SecretEntry>();

  get size(): number {
    return this.entries.size;
  }

  add(value: string, what: string): void {
    const v = value.trim();
    if (v.length < MIN_SECRET_LENGTH || v === '[redacted]' || this.entries.has(v)) return;
    this.entries.set(v, { value: v, what });
  }

  /** A field's value: strings and numbers as they are, objects and arrays by their leaves. */
  addValue(value: unknown, what: string): void {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') this.add(String(value), what);
    else if (Array.isArray(value)) for (const v of value) this.addValue(v, what);
    else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) this.addValue(v, what);
  }

  /** A secret header's value, and the parts of it that are secrets on their own. */
  addHeader(name: string, value: string, what: string): void {
    this.add(value, what);
    const lower = name.toLowerCase();
    if (lower === 'authorization' || lower === 'proxy-authorization') {
      const [scheme, ...rest] = value.trim().split(/\s+/);
      const token = rest.join(' ');
      this.add(token, what);
      if (scheme?.toLowerCase() === 'basic') this.addCredentials(Buffer.from(token, 'base64').toString('utf8'), what);
    } else if (lower === 'cookie') {
      for (const pair of value.split(';')) this.add(pair.slice(pair.indexOf('=') + 1), what);
    } else if (lower === 'set-cookie') {
      const first = value.split(';')[0] ?? '';
      this.add(first.slice(first.indexOf('=') + 1), what);
    }
  }

  /** `user:password` (from --auth or a Basic header): the pair, its Basic token and the password. */
  addCredentials(userPassword: string, what: string): void {
    const colon = userPassword.indexOf(':');
    if (colon < 0) return;
    this.add(userPassword, what);
    this.add(Buffer.from(userPassword).toString('base64'), what);
    const password = userPassword.slice(colon + 1);
    this.add(password, what);
    // Application passwords are shown with spaces and accepted without them.
    if (/\s/.test(password)) this.add(password.replace(/\s+/g, ''), what);
  }

  /** The first secret still present in `text` (as is, JSON-, URL- or form-encoded), with its position. */
  scan(text: string): Leak | undefined {
    let first: Leak | undefined;
    let firstAt = Infinity;
    for (const entry of this.entries.values()) {
      for (const form of forms(entry.value)) {
        const at = text.indexOf(form);
        if (at >= 0 && at < firstAt) {
          firstAt = at;
          first = { what: entry.what, ...position(text, at) };
        }
      }
    }
    return first;
  }
}

function forms(value: string): Set<string> {
  const uri = encodeURIComponent(value);
  return new Set([
    value, JSON.stringify(value).slice(1, -1), wpJson(value).slice(1, -1), uri, uri.replaceAll('%20', '+'),
  ]);
}

function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) { line++; start = i + 1; }
  return { line, column: at - start + 1 };
}
