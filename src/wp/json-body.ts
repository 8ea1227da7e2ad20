// A JSON request body decoded as WP_REST_Request::get_json_params() decodes it: json_decode( $body, true ) with PHP's
// default depth (512), which refuses malformed UTF-8 and nesting 512 levels deep, not only syntax errors; and bodies
// of more values than the mock parses at once.

/** json_last_error_msg() → json_last_error() for the failures json_decode() reports here. */
export const JSON_ERROR_CODES: Readonly<Record<string, number>> = {
  'Maximum stack depth exceeded': 1,
  'Syntax error': 4,
  'Malformed UTF-8 characters, possibly incorrectly encoded': 5,
};

/** json_decode()'s default $depth: arrays and objects nested this deep (or deeper) are refused. */
export const JSON_MAX_DEPTH = 512;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Arrays, objects and members a JSON body may hold. PHP's json_decode() runs out of a default memory_limit (128 MB) at
 * one to two million of them and the site answers a fatal error; the mock refuses far fewer, before parsing, so one
 * body never holds the server for long (parsing and checking cost about a microsecond per value).
 */
export const JSON_MAX_VALUES = 250_000;

/**
 * One pass over `text` without recursion: whether it nests arrays or objects `maxDepth` levels deep, or holds more
 * than `maxValues` arrays, objects and members (brackets and commas inside strings not counted).
 */
export function jsonOverLimits(text: string, maxDepth: number, maxValues: number): 'depth' | 'values' | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth >= maxDepth) return 'depth';
      if (++values > maxValues) return 'values';
    } else if (c === 0x2c) {
      if (++values > maxValues) return 'values';
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

export interface DecodedJson {
  json?: unknown;
  /** json_last_error_msg() when json_decode() fails. */
  jsonError?: string;
  /** Refused before parsing: more values than JSON_MAX_VALUES. */
  tooManyValues?: true;
}

export function decodeJsonBody(body: Buffer): DecodedJson {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { jsonError: 'Malformed UTF-8 characters, possibly incorrectly encoded' };
  }
  const over = jsonOverLimits(text, JSON_MAX_DEPTH, JSON_MAX_VALUES);
  if (over === 'depth') return { jsonError: 'Maximum stack depth exceeded' };
  if (over === 'values') return { tooManyValues: true };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { jsonError: 'Syntax error' };
  }
}
