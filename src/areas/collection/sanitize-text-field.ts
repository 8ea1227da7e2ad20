// sanitize_text_field(), as WordPress applies it to plain fields (term names, alt text): a lone `<` kept as
// `&lt;`, tags (and the bodies of <script> and <style>) stripped, whitespace collapsed, percent-encoded octets dropped.
import { phpTrim } from '../content/php-string.js';
import { stripAllTags } from '../content/text-filters.js';
import { escapeLoneLessThan } from '../../wp/format/kses-less-than.js';

const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);

/**
 * The octet loop: `%` and two hex digits removed until none is left, including those a removal brings together.
 * Occurrences never overlap, so removing them as they complete, left to right, gives the same text in one pass.
 */
function dropOctets(text: string): [string, boolean] {
  if (!text.includes('%')) return [text, false];
  const out: string[] = [];
  let found = false;
  for (const c of text) {
    out.push(c);
    const n = out.length;
    if (n >= 3 && out[n - 3] === '%' && isHex(out[n - 2]) && isHex(out[n - 1])) {
      out.length = n - 3;
      found = true;
    }
  }
  return [out.join(''), found];
}

/** _sanitize_text_fields() without keeping newlines. */
export function sanitizeTextField(value: string): string {
  let filtered = value;
  if (filtered.includes('<')) {
    filtered = stripAllTags(escapeLoneLessThan(filtered)).replace(/<\n/g, '&lt;\n');
  }
  filtered = phpTrim(filtered.replace(/[\r\n\t ]+/g, ' '));
  const [withoutOctets, found] = dropOctets(filtered);
  filtered = withoutOctets;
  return found ? phpTrim(filtered.replace(/ +/g, ' ')) : filtered;
}
