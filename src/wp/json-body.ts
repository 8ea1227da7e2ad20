// A JSON request body decoded as WP_REST_Request::get_json_params() decodes it: json_decode( $body, true ) with PHP's
// default depth (512), which refuses malformed UTF-8 and nesting 512 levels deep, not only syntax errors.

/** json_last_error_msg() → json_last_error() for the failures json_decode() reports here. */
export const JSON_ERROR_CODES: Readonly<Record<string, number>> = {
  'Maximum stack depth exceeded': 1,
  'Syntax error': 4,
  'Malformed UTF-8 characters, possibly incorrectly encoded': 5,
};

/** json_decode()'s default $depth: arrays and objects nested this deep (or deeper) are refused. */
export const JSON_MAX_DEPTH = 512;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Whether `text` nests arrays or objects `max` levels deep, brackets inside strings not counted (no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth >= max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export interface DecodedJson {
  json?: unknown;
  /** json_last_error_msg() when json_decode() fails. */
  jsonError?: string;
}

export function decodeJsonBody(body: Buffer): DecodedJson {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { jsonError: 'Malformed UTF-8 characters, possibly incorrectly encoded' };
  }
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return { jsonError: 'Maximum stack depth exceeded' };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { jsonError: 'Syntax error' };
  }
}
