// wp_json_encode() with WordPress's default flags: `/` is written `\/` and non-ASCII as \uXXXX,
// so mock bodies are byte-identical to a real site's.

const NON_ASCII = /[\u0080-\uffff]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function wpJson(value: unknown, pretty = false): string {
  const text = pretty ? JSON.stringify(value, null, 4) : JSON.stringify(value);
  if (text === undefined) return 'null';
  const slashed = text.includes('/') ? text.replaceAll('/', '\\/') : text;
  // As many UTF-8 bytes as characters: all ASCII (the quickest test of it, natively).
  return Buffer.byteLength(slashed) === slashed.length ? slashed : slashed.replace(NON_ASCII, escapeChar);
}
