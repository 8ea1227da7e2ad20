// The example requests of one Markdown file (README.md, or a page of docs/) that send a body (curl with -d/--data/-F,
// or -X POST/PUT/PATCH), read as a shell would read them: continuation lines joined, quotes and $VARIABLES resolved
// from the nearest definition above in the same file (`R='http://...'` in a code block or in the prose), unquoted
// variables split into words.
import { readFileSync } from 'node:fs';

export interface ReadmeRequest {
  /** 1-based line of the file where the command starts. */
  readonly line: number;
  readonly command: string;
  readonly method: string;
  /** The route (rest_route or the part after /wp-json), e.g. `/cms/v2/posts`. */
  readonly route: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  /** JSON text, a form-encoded string, or multipart fields; undefined when none. */
  readonly body?: string;
  readonly multipart?: Record<string, string>;
  readonly user?: string;
}

const DEFINITION = /(?:^|[\s`(;])([A-Z][A-Z0-9_]*)=(?:'([^']*)'|"([^"$]*)"|([^\s`'";)]+))/g;

export function readmeRequests(path: string): ReadmeRequest[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const vars = new Map<string, string>();
  const out: ReadmeRequest[] = [];
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) {
      define(text, vars);
      continue;
    }
    let command = text;
    const start = i;
    while (/\\$/.test(command) && i + 1 < lines.length) command = `${command.slice(0, -1)} ${lines[++i]!.trim()}`;
    // A quoted body spanning lines (curl -d '{ ...newline... }').
    while (unclosedQuote(command) && i + 1 < lines.length) command = `${command}\n${lines[++i]!}`;
    define(command, vars);
    const at = command.search(/(?:^|[\s$(])curl\s/);
    if (at < 0 || /\$\(curl/.test(command)) continue; // a request inside $(...) feeds a variable; skipped with it
    const words = shellWords(command.slice(at).replace(/^[\s$(]*curl\s/, ''), vars);
    const request = curlRequest(words, start + 1, command.trim());
    if (request) out.push(request);
  }
  return out;
}

/** `ID=A$(printf 'b%.0s' {1..79})`: a prefix and one character repeated (credentials of a given length). */
const REPEATED = /(?:^|[\s;])([A-Z][A-Z0-9_]*)=(\w*)\$\(printf '(.)%\.0s' \{1\.\.(\d+)\}\)/g;

function define(text: string, vars: Map<string, string>): void {
  for (const m of text.matchAll(DEFINITION)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    const repeated = [...text.matchAll(REPEATED)].find((r) => r[1] === m[1]);
    if (repeated) vars.set(m[1]!, repeated[2]! + repeated[3]!.repeat(Number(repeated[4])));
    else if (value.includes('$(') || value.includes('<')) vars.delete(m[1]!);
    else
      vars.set(
        m[1]!,
        value.replace(/\$\{?([A-Z][A-Z0-9_]*)\}?/g, (_, v: string) => vars.get(v) ?? `$${v}`),
      );
  }
}

function unclosedQuote(text: string): boolean {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = '';
      continue;
    }
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = '';
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return false;
    if (c === "'" || c === '"') quote = c;
  }
  return quote !== '';
}

/** Shell words; a variable not defined above is computed by the reader, and stands as `unresolved_NAME`. */
function shellWords(text: string, vars: ReadonlyMap<string, string>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  const variable = (i: number): [string | undefined, number] => {
    const m = /^\$(?:\{([A-Z][A-Z0-9_]*)\}|([A-Z][A-Z0-9_]*))/.exec(text.slice(i));
    if (!m) return [undefined, i];
    const name = m[1] ?? m[2]!;
    // One the reader computes (a client id, a token): a placeholder of the same kind, a word.
    return [vars.get(name) ?? `${UNRESOLVED}${name}`, i + m[0].length - 1];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
      continue;
    }
    if (c === '#' && word === null) break;
    if ((c === '|' || c === ';' || c === '>') && word === null) break;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let part = '';
      for (i++; i < text.length && text[i] !== '"'; i++) {
        if (text[i] === '\\' && /["\\$`]/.test(text[i + 1] ?? '')) part += text[++i];
        else if (text[i] === '$') {
          const [value, next] = variable(i);
          if (value === undefined) part += '$';
          else {
            part += value;
            i = next;
          }
        } else part += text[i];
      }
      word = (word ?? '') + part;
    } else if (c === '\\') {
      const next = text[++i] ?? '';
      if (next !== '\n') word = (word ?? '') + next;
    } else if (c === '$') {
      const [value, next] = variable(i);
      if (value === undefined) {
        word = (word ?? '') + c;
        continue;
      }
      i = next;
      // Unquoted: split into words.
      const parts = value.split(/\s+/);
      word = (word ?? '') + parts[0];
      for (const p of parts.slice(1)) {
        words.push(word);
        word = p;
      }
    } else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

const UNRESOLVED = 'unresolved_';

const FLAGS_WITH_VALUE = new Set(['u', 'H', 'd', 'X', 'F', 'o', 'w']);

function curlRequest(words: readonly string[], line: number, command: string): ReadmeRequest | undefined {
  const headers: Record<string, string> = {};
  const data: string[] = [];
  const multipart: Record<string, string> = {};
  let method: string | undefined;
  let user: string | undefined;
  let url: string | undefined;
  let elided = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '...') {
      elided = true;
      continue;
    }
    if (w === '--data' || w === '--data-raw') {
      data.push(words[++i]!);
      continue;
    }
    if (/^-[a-zA-Z]+$/.test(w)) {
      for (const flag of w.slice(1)) {
        if (!FLAGS_WITH_VALUE.has(flag)) continue;
        const value = words[++i]!;
        if (flag === 'u') user = value;
        else if (flag === 'H') {
          const [k, ...v] = value.split(':');
          headers[k!.trim().toLowerCase()] = v.join(':').trim();
        } else if (flag === 'd') data.push(value);
        else if (flag === 'X') method = value;
        else if (flag === 'F') {
          const [k, ...v] = value.split('=');
          multipart[k!] = v.join('=');
        }
      }
      continue;
    }
    if (/^(https?:\/\/|localhost[:/]|127\.0\.0\.1[:/])/.test(w)) url = w;
  }
  const hasMultipart = Object.keys(multipart).length > 0;
  method ??= data.length > 0 || hasMultipart ? 'POST' : 'GET';
  if (!url || url.includes(UNRESOLVED) || method === 'GET') return undefined;
  const target = new URL(/^https?:/.test(url) ? url : `http://${url}`);
  let route = target.pathname.replace(/^\/wp-json(?=\/|$)/, '');
  const query: Record<string, string> = {};
  // rest_route addressing: `?rest_route=/a/b&x=1` (the docs append the query to the route with `&`).
  for (const [k, v] of target.searchParams) {
    if (k === 'rest_route') route = v;
    else query[k] = v;
  }
  // `curl -s ... -d '{...}'`: the docs elide the credentials and the JSON content type they gave above.
  if (elided) user ??= 'admin:mock-site-password';
  if (elided && /^\s*[[{]/.test(data.join(''))) headers['content-type'] ??= 'application/json';
  const json = /json/i.test(headers['content-type'] ?? '');
  if (data.length > 0 && !headers['content-type']) headers['content-type'] = 'application/x-www-form-urlencoded';
  return {
    line,
    command,
    method: method.toUpperCase(),
    route,
    query,
    headers,
    ...(data.length > 0 ? { body: json ? data.join('') : data.join('&') } : {}),
    ...(hasMultipart ? { multipart } : {}),
    ...(user ? { user } : {}),
  };
}
