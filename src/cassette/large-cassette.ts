// Large cassettes load in seconds and stay small in memory: YAML parsing costs about half a second a megabyte, so a
// file in the recorder's layout (block style: `interactions:` then `- request:` items, indented by two as the
// recorder writes them or not at all as PyYAML does) is cut into its interactions without a full parse, and kept as
// the file's bytes and where each interaction starts (RawInteractions): no object per interaction for the garbage
// collector to walk. Each request is parsed and checked at load (the index needs it), each response on its first
// replay. Anything else, or any piece that does not parse alone, goes through the full parser.
import { checkSchema, cassetteJsonSchema } from './schema.js';
import { parseSimpleMap } from './simple-yaml.js';
import { CassetteError, parseChecked } from './cassette-parse.js';
import type { CassetteHeader, RecordedRequest, RecordedResponse } from './types.js';

/** Files at least this large take the fast path. */
export const LARGE_CASSETTE = 1_000_000;

export interface LoadedInteraction {
  request: RecordedRequest;
  /** The response, or how to parse it (throws a CassetteError naming file:line:col). */
  response: RecordedResponse | (() => RecordedResponse);
}

export interface LoadedCassette {
  $schema?: string;
  cassette: CassetteHeader;
  /** Every interaction (a large cassette's are made when first asked for: replay reads `raw` instead). */
  interactions: LoadedInteraction[];
  /** A large cassette's interactions as the file's bytes, parsed when used. */
  raw?: RawInteractions;
}

type Schema = Record<string, unknown>;

/** How many more interactions may be loaded (`left`), of the most a process holds (`total`). */
export interface Budget {
  left: number;
  total: number;
}

/** The schema of a one-item list of `{request}` or `{response}` (a piece cut out of the file parses as that). */
interface PieceSchemas {
  request: Schema;
  requestList: Schema;
  responseList: Schema;
}

let schemas: PieceSchemas | undefined;

function pieceSchemas(): PieceSchemas {
  if (schemas) return schemas;
  const schema = cassetteJsonSchema() as { properties: Record<string, Schema> };
  const item = (schema.properties.interactions as { items: { properties: Record<string, Schema> } }).items.properties;
  const listOf = (key: string): Schema => ({
    type: 'array',
    items: { type: 'object', properties: { [key]: item[key] }, required: [key], additionalProperties: false },
  });
  return (schemas = { request: item.request!, requestList: listOf('request'), responseList: listOf('response') });
}

const NEWLINE = 10;

/**
 * The interactions of a large cassette as the bytes of its file: interaction n is `bytes[at[n] + 1, at[n + 1] + 1)`,
 * its response from `split[n] + 1` on. A request or response is parsed (and checked) each time it is asked for:
 * callers keep what they need of it. Errors name file:line:col, lines counted only then.
 */
export class RawInteractions {
  /** Requests parsed while the file was cut (load checks them all): handed once to the index, then let go. */
  #parsed: (RecordedRequest | undefined)[] | undefined;

  constructor(
    readonly file: string,
    private readonly bytes: Buffer,
    private readonly indent: string,
    /** The newline before each item, then the end of the file. */
    private readonly at: Uint32Array,
    /** The newline before each item's `response:`. */
    private readonly split: Uint32Array,
    parsed: RecordedRequest[],
  ) {
    this.#parsed = parsed;
  }

  get length(): number {
    return this.split.length;
  }

  /** The request of interaction n, parsed again (load parsed each once: the first call for it returns that one). */
  request(n: number): RecordedRequest {
    const kept = this.#parsed?.[n];
    if (kept) {
      this.#parsed![n] = undefined;
      return kept;
    }
    return this.parseRequest(n);
  }

  /** Forgets the requests parsed at load (the index took what it needs of them). */
  settle(): void {
    this.#parsed = undefined;
  }

  /** The response of interaction n, parsed and checked (throws a CassetteError naming file:line:col). */
  response(n: number): RecordedResponse {
    const { indent } = this;
    const split = this.split[n]!;
    const text = `${indent}- ${this.bytes.toString('utf8', split + indent.length + 3, this.endOf(n))}`;
    const shown = shownAt(n);
    const { responseList } = pieceSchemas();
    // Lines are counted only for a message: a good response (nearly all) never needs them.
    try {
      return (parseChecked(text, this.file, responseList, 1, shown) as { response: RecordedResponse }[])[0]!.response;
    } catch (e) {
      if (!(e instanceof CassetteError)) throw e;
      return (parseChecked(text, this.file, responseList, this.lineAt(split + 1), shown) as { response: RecordedResponse }[])[0]!.response;
    }
  }

  /** The request's text, `- request:` first (what load parses). */
  requestText(n: number): string {
    return this.bytes.toString('utf8', this.at[n]! + 1, this.split[n]! + 1);
  }

  parseRequest(n: number): RecordedRequest {
    const text = this.requestText(n);
    const { indent } = this;
    const pieces = pieceSchemas();
    const simple = simpleRequest(text, pieces.request, indent);
    if (simple) return simple;
    const shown = shownAt(n);
    let request: RecordedRequest | undefined;
    try {
      request = (parseChecked(text, this.file, pieces.requestList, 1, shown) as { request: RecordedRequest }[])[0]?.request;
    } catch (e) {
      if (!(e instanceof CassetteError)) throw e;
      parseChecked(text, this.file, pieces.requestList, this.lineAt(this.at[n]! + 1), shown);
      throw e; // not reached: the same text fails again, with its lines
    }
    if (!request)
      throw new CassetteError([`[mock-site] ${this.file}:${this.lineAt(this.at[n]! + 1)}:${indent.length + 1}: interactions[${n}] has no request.`]);
    return request;
  }

  /** Where interaction n's text ends: its last newline, included. */
  private endOf(n: number): number {
    return Math.min(this.at[n + 1]! + 1, this.bytes.length);
  }

  /** The line of a byte offset (1 for the first): counted from the start, for a message only. */
  private lineAt(offset: number): number {
    return countNewlines(this.bytes, 0, offset) + 1;
  }
}

/** How a path in a piece reads in the whole file: `interactions[n].request...`. */
const shownAt =
  (n: number) =>
  (path: (string | number)[]): (string | number)[] => ['interactions', n, ...path.slice(1)];

/**
 * null when the text is not in the recorder's layout (the caller parses it whole). Throws a CassetteError naming
 * file:line:col for a broken request, or saying so when the file holds more interactions than the budget has left.
 */
export function splitLargeCassette(source: string | Buffer, file: string, budget?: Budget): LoadedCassette | null {
  const bytes = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
  const start = bytes.indexOf('\ninteractions:\n');
  if (start < 0) return null;
  const indent = startsWith(bytes, '  - request:\n', start + 15) ? '  ' : startsWith(bytes, '- request:\n', start + 15) ? '' : undefined;
  if (indent === undefined) return null;
  const ITEM = Buffer.from(`\n${indent}- request:\n`);
  const RESPONSE = Buffer.from(`\n${indent}  response:\n`);
  const head = parseChecked(`${bytes.toString('utf8', 0, start)}\ninteractions: []\n`, file, cassetteJsonSchema()) as {
    $schema?: string;
    cassette: CassetteHeader;
  };

  const first = start + 14; // the newline before the first `  - request:`
  const count = occurrences(bytes, ITEM, first);
  if (budget && count > budget.left) throw new CassetteError([overBudget(file, budget)]);
  const at = new Uint32Array(count + 1);
  const split = new Uint32Array(count);
  const parsed: RecordedRequest[] = [];
  const raw = new RawInteractions(file, bytes, indent, at, split, parsed);
  let n = 0;
  let item = first;
  while (item < bytes.length - 1) {
    const next = bytes.indexOf(ITEM, item + 1);
    const end = next < 0 ? bytes.length : next;
    const response = bytes.indexOf(RESPONSE, item + 1);
    if (response < 0 || response > end || n >= count) return null;
    at[n] = item;
    split[n] = response;
    // Every request is checked at load (a broken one is reported now, not at its first replay).
    parsed.push(raw.parseRequest(n));
    n++;
    item = end;
    if (next < 0) break;
  }
  if (n !== count) return null;
  at[n] = bytes.length;
  return new SplitCassette(head, raw);
}

/** A large cassette: its interactions made only when asked for (import, export...); replay reads `raw`. */
class SplitCassette implements LoadedCassette {
  declare $schema?: string;
  readonly cassette: CassetteHeader;
  #made: LoadedInteraction[] | undefined;

  constructor(
    head: { $schema?: string; cassette: CassetteHeader },
    readonly raw: RawInteractions,
  ) {
    if (head.$schema !== undefined) this.$schema = head.$schema;
    this.cassette = head.cassette;
  }

  get interactions(): LoadedInteraction[] {
    const { raw } = this;
    return (this.#made ??= Array.from({ length: raw.length }, (_, i) => ({ request: raw.request(i), response: () => raw.response(i) })));
  }
}

/** The message for a cassette that takes the interactions replayed at once past what the process holds. */
export function overBudget(file: string, budget: Budget): string {
  return (
    `[mock-site] cannot read cassette ${file} (it takes the interactions replayed at once past ${budget.total.toLocaleString('en-US')}, the most this process holds). ` +
    'Replay fewer cassettes at once, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192; each interaction takes about 1 KB).'
  );
}

/** A request in plain maps of strings, when it checks out against the schema; else undefined (the full parser decides). */
function simpleRequest(text: string, schema: Schema, indent: string): RecordedRequest | undefined {
  const lines = text.split('\n');
  lines.pop();
  if (lines[0] !== `${indent}- request:` || lines.length < 2) return undefined;
  const request = parseSimpleMap(lines, 1, lines.length, indent.length + 4);
  return request && (plainlyValid(request) || checkSchema(request, schema).length === 0) ? (request as unknown as RecordedRequest) : undefined;
}

const REQUEST_KEYS = new Set(['method', 'route', 'query', 'headers', 'body']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Whether a request read as plain maps of strings surely fits the cassette schema (the common shapes, checked without
 * walking the schema: most of the load time of a large cassette was that walk). false only means "ask checkSchema".
 */
function plainlyValid(request: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in request) {
    if (!REQUEST_KEYS.has(key)) return false;
    keys++;
  }
  const { method, route, query, headers, body } = request;
  if (typeof method !== 'string' || !/^[A-Z]+$/.test(method) || typeof route !== 'string' || route[0] !== '/') return false;
  if (query !== undefined && !isMap(query)) return false;
  if (headers !== undefined && (!isMap(headers) || !Object.values(headers).every((v) => typeof v === 'string'))) return false;
  if (body !== undefined) {
    if (!isMap(body)) return false;
    const parts = Object.keys(body);
    if (parts.length !== 1) return false;
    const value = body[parts[0]!];
    if (parts[0] === 'text' ? typeof value !== 'string' : parts[0] === 'base64' ? typeof value !== 'string' || !BASE64.test(value) : parts[0] !== 'json')
      return false;
  }
  return keys >= 2;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function startsWith(bytes: Buffer, text: string, at: number): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** How often `part` occurs in `bytes` from `from` on (counted before anything is built: a cassette over the budget is refused at once). */
function occurrences(bytes: Buffer, part: Buffer, from: number): number {
  let n = 0;
  for (let i = bytes.indexOf(part, from); i >= 0; i = bytes.indexOf(part, i + part.length)) n++;
  return n;
}

function countNewlines(bytes: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE, from); i >= 0 && i < to; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}
