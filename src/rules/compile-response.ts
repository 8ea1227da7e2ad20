// One `respond` entry compiled at load time: its body file read (JSON parsed), templates parsed, header
// names spelled as WordPress sends them, and a constant body encoded once.
import { extname } from '../platform/path.js';
import { readTextBounded, type FileRefused } from '../files/read-bounded.js';
import type { Fault, RuleResponse } from '../model/rule.js';
import { wpJson } from '../wp/json.js';
import { compileText, compileValue, type CompileState, type CompiledValue } from '../template/template.js';

export interface CompiledResponse {
  readonly status: number;
  readonly headers: readonly (readonly [name: string, value: CompiledValue])[];
  /** The JSON body (null when the rule gives none). */
  readonly body: CompiledValue;
  /** The body as sent, when it never changes (JSON encoded once, or a text file). */
  readonly encoded?: string;
  /** A non-JSON body file: sent as text, not JSON-encoded. */
  readonly text: boolean;
  readonly delay: number;
  readonly fault?: Fault;
}

/** Header names as WordPress spells them, so a rule's `content-type` replaces the server's `Content-Type`. */
const SPELLING = new Map(
  [
    'Content-Type',
    'Link',
    'Allow',
    'Location',
    'X-WP-Total',
    'X-WP-TotalPages',
    'X-Robots-Tag',
    'X-Content-Type-Options',
    'Access-Control-Expose-Headers',
    'Access-Control-Allow-Headers',
    'Access-Control-Allow-Origin',
    'Access-Control-Allow-Methods',
    'Access-Control-Allow-Credentials',
    'Vary',
    'Expires',
    'Cache-Control',
  ].map((n) => [n.toLowerCase(), n]),
);

/** Content types of body files that are not JSON. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.csv': 'text/csv',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown',
};

/** Throws an Error whose message says what is wrong with a body file. */
function readBodyFile(file: string): { json: true; value: unknown } | { json: false; text: string } {
  let text: string;
  try {
    text = readTextBounded(file, 'body file');
  } catch (e) {
    const { code, why, todo } = e as FileRefused;
    if (code === 'ENOENT') throw new Error(`body_file ${file} does not exist. Create it, or fix the path (relative to the scenario file that names it)`);
    const refused = code === 'not-a-file' || code === 'too-large';
    throw new Error(
      `body_file ${file} cannot be read (${why}). ${refused ? todo.replace(/\.$/, '') : 'Check the path: it is relative to the scenario file that names it'}`,
    );
  }
  if (extname(file).toLowerCase() !== '.json') return { json: false, text };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch (e) {
    throw new Error(`body_file ${file} is not valid JSON (${(e as Error).message}). Fix the file, or give it another extension to send it as text`);
  }
}

/** `file`: the body file's absolute path, when the response names one. Throws an Error when it cannot be read. */
export function compileResponse(response: RuleResponse, file: string | undefined, state: CompileState): CompiledResponse {
  const headers = Object.entries(response.headers ?? {}).map(
    ([name, value]) => [SPELLING.get(name.toLowerCase()) ?? name, compileText(String(value), state, true)] as const,
  );
  let body: CompiledValue = { constant: true, value: response.body ?? null };
  let text = false;
  if (file !== undefined) {
    const read = readBodyFile(file);
    if (read.json) body = compileValue(read.value, state);
    else {
      text = true;
      body = compileText(read.text, state, true);
      const type = TEXT_TYPES[extname(file).toLowerCase()] ?? 'text/plain';
      if (!headers.some(([name]) => name === 'Content-Type')) headers.push(['Content-Type', { constant: true, value: `${type}; charset=UTF-8` }]);
    }
  } else if (response.body !== undefined) body = compileValue(response.body, state);
  const encoded = !body.constant ? undefined : text ? String(body.value) : wpJson(body.value);
  return {
    status: response.status ?? 200,
    headers,
    body,
    ...(encoded !== undefined ? { encoded } : {}),
    text,
    delay: response.delay ?? 0,
    ...(response.fault ? { fault: response.fault } : {}),
  };
}
