// wp_json_encode() with WordPress's default flags: `/` is written `\/` and non-ASCII as \uXXXX,
// so mock bodies are byte-identical to a real site's.

const ESCAPE = /[/\u0080-\uffff]/g;
const NEEDS_ESCAPE = /[/\u0080-\uffff]/;
const escapeChar = (c: string): string => (c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function wpJson(value: unknown, pretty = false): string {
  const text = pretty ? JSON.stringify(value, null, 4) : JSON.stringify(value);
  if (text === undefined) return 'null';
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPE, escapeChar) : text;
}
