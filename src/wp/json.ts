// wp_json_encode() with WordPress's default flags: `/` is written `\/` and non-ASCII as \uXXXX,
// so mock bodies are byte-identical to a real site's.

const NON_ASCII = /[\u0080-\uffff]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export const wpJson = (value: unknown, pretty = false): string => asciiJson(slashedJson(value, pretty));

/** JSON with `/` written `\/`, non-ASCII left as it is: pieces of an answer joined before asciiJson(). */
export function slashedJson(value: unknown, pretty = false): string {
  const text = pretty ? JSON.stringify(value, null, 4) : JSON.stringify(value);
  if (text === undefined) return 'null';
  return text.includes('/') ? text.replaceAll('/', '\\/') : text;
}

/** JSON text with its non-ASCII characters as \uXXXX. */
export const asciiJson = (text: string): string =>
  // As many UTF-8 bytes as characters: all ASCII (the quickest test of it, natively).
  Buffer.byteLength(text) === text.length ? text : text.replace(NON_ASCII, escapeChar);
