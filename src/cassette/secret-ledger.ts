// Every secret value seen during a recording session (credentials from --auth, secret headers and cookies, every
// value hidden in a query, fragment, body, HTML attribute or script), so the cassette text can be scanned for
// leftovers before it is written.
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

/** Where hidden values go: a session's ledger, or nowhere (NO_LEDGER) for views that only show them hidden. */
export interface SecretSink {
  add(value: string, what: string): void;
}

/** Keeps nothing: for the journal and the console, which hide values but write no file to check. */
export const NO_LEDGER: SecretSink = { add() {} };

/** `user:password`: the pair, its Basic token and the password (application passwords also without their spaces). */
export function addCredentials(sink: SecretSink, userPassword: string, what: string): void {
  const colon = userPassword.indexOf(':');
  if (colon < 0) return;
  sink.add(userPassword, what);
  sink.add(Buffer.from(userPassword).toString('base64'), what);
  const password = userPassword.slice(colon + 1);
  sink.add(password, what);
  if (/\s/.test(password)) sink.add(password.replace(/\s+/g, ''), what);
}

export class SecretLedger implements SecretSink {
  private readonly entries = new Map<string, SecretEntry>();

  get size(): number {
    return this.entries.size;
  }

  add(value: string, what: string): void {
    const v = value.trim();
    if (v.length < MIN_SECRET_LENGTH || v === '[redacted]' || v === '%5Bredacted%5D' || this.entries.has(v)) return;
    this.entries.set(v, { value: v, what });
  }

  /** `user:password` (from --auth or a Basic header): the pair, its Basic token and the password. */
  addCredentials(userPassword: string, what: string): void {
    addCredentials(this, userPassword, what);
  }

  /** The first secret still present in `text` (as is, JSON-, URL-, form- or HTML-encoded), with its position. */
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
  return new Set([value, JSON.stringify(value).slice(1, -1), wpJson(value).slice(1, -1), uri, uri.replaceAll('%20', '+'), htmlEscaped(value)]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const htmlEscaped = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}
