// Large cassettes load in seconds: YAML parsing costs about half a second a megabyte, so a file in the recorder's
// layout (block style: `interactions:` then `- request:` items, indented by two as the recorder writes them or not
// at all as PyYAML does) is cut into its interactions without a full parse; each request is parsed and checked at
// load (the index needs it), each response on its first replay. Anything else, or any piece that does not parse
// alone, goes through the full parser.
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
  interactions: LoadedInteraction[];
}

type Schema = Record<string, unknown>;

/** How many more interactions may be loaded (`left`), of the most a process holds (`total`). */
export interface Budget {
  left: number;
  total: number;
}

/**
 * null when the text is not in the recorder's layout (the caller parses it whole). Throws a CassetteError naming
 * file:line:col for a broken request, or saying so when the file holds more interactions than the budget has left.
 */
export function splitLargeCassette(text: string, file: string, budget?: Budget): LoadedCassette | null {
  const start = text.indexOf('\ninteractions:\n');
  if (start < 0) return null;
  const indent = text.startsWith('  - request:\n', start + 15) ? '  ' : text.startsWith('- request:\n', start + 15) ? '' : undefined;
  if (indent === undefined) return null;
  const ITEM = `\n${indent}- request:\n`;
  const RESPONSE = `\n${indent}  response:\n`;
  const schema = cassetteJsonSchema() as { properties: Record<string, Schema> };
  const head = parseChecked(`${text.slice(0, start)}\ninteractions: []\n`, file, schema) as { $schema?: string; cassette: CassetteHeader };
  const item = (schema.properties.interactions as { items: { properties: Record<string, Schema> } }).items.properties;
  const listOf = (key: string): Schema => ({
    type: 'array',
    items: { type: 'object', properties: { [key]: item[key] }, required: [key], additionalProperties: false },
  });
  const requestList = listOf('request');
  const responseList = listOf('response');

  const interactions: LoadedInteraction[] = [];
  let at = start + 14; // the newline before the first `  - request:`
  if (budget && occurrences(text, ITEM, at) > budget.left) throw new CassetteError([overBudget(file, budget)]);
  let line = lineOf(text, at) + 1;
  while (at < text.length - 1) {
    const next = text.indexOf(ITEM, at + 1);
    const end = next < 0 ? text.length : next;
    const split = text.indexOf(RESPONSE, at + 1);
    if (split < 0 || split > end) return null;
    const n = interactions.length;
    const shown = (path: (string | number)[]) => ['interactions', n, ...path.slice(1)];
    const requestText = text.slice(at + 1, split + 1);
    const responseText = `${indent}- ${text.slice(split + indent.length + 3, end + 1)}`;
    const responseLine = line + countLines(requestText);
    const request =
      simpleRequest(requestText, item.request, indent) ??
      (parseChecked(requestText, file, requestList, line, shown) as { request: RecordedRequest }[])[0]?.request;
    if (!request) throw new CassetteError([`[mock-site] ${file}:${line}:${indent.length + 1}: interactions[${n}] has no request.`]);
    interactions.push({
      request,
      response: () => (parseChecked(responseText, file, responseList, responseLine, shown) as { response: RecordedResponse }[])[0].response,
    });
    line = responseLine + countLines(text.slice(split + 1, end + 1));
    at = end;
    if (next < 0) break;
  }
  return { ...(head.$schema !== undefined ? { $schema: head.$schema } : {}), cassette: head.cassette, interactions };
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
  return request && checkSchema(request, schema).length === 0 ? (request as unknown as RecordedRequest) : undefined;
}

/** How often `part` occurs in `text` from `from` on (counted before anything is built: a cassette over the budget is refused at once). */
function occurrences(text: string, part: string, from: number): number {
  let n = 0;
  for (let i = text.indexOf(part, from); i >= 0; i = text.indexOf(part, i + part.length)) n++;
  return n;
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

const lineOf = (text: string, offset: number): number => countLines(text.slice(0, offset)) + 1;
