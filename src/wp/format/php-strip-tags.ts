// PHP's strip_tags() without allowed tags, as its state machine (php_strip_tags_ex) reads the text: outside tags
// (text kept, NUL dropped, `<` before white space kept), inside a tag (quotes and nested `<` hide a `>`), inside
// `<?…?>`, inside `<!…>` and inside `<!--…-->`. Everything but the text outside tags goes.

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\x0B' || c === '\f' || c === '\r';
const is = (c: string | undefined, letter: string) => c !== undefined && c.toLowerCase() === letter;
const follows = (text: string, p: number, word: string) => p >= word.length && [...word].every((l, k) => is(text[p - word.length + k], l));

export function phpStripTags(text: string): string {
  if (!text.includes('<') && !text.includes('\0')) return text;
  let out = '';
  let state = 0;
  let depth = 0;
  let inQuote = '';
  let lc = '';
  let brackets = 0;
  let isXml = false;
  for (let p = 0; p < text.length; p++) {
    const c = text[p]!;
    if (state === 0) {
      if (c === '\0') continue;
      if (c === '<') {
        if (inQuote) continue;
        if (isSpace(text[p + 1])) {
          out += c;
          continue;
        }
        lc = '<';
        state = 1;
      } else if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (!inQuote) out += c;
      } else {
        out += c;
      }
    } else if (state === 1) {
      if (c === '<') {
        if (!inQuote && !isSpace(text[p + 1])) depth++;
      } else if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQuote) continue;
        lc = '>';
        if (isXml && text[p - 1] === '-') continue;
        inQuote = '';
        state = 0;
        isXml = false;
      } else if (c === '"' || c === "'") {
        if (p !== 0 && (!inQuote || c === inQuote)) inQuote = inQuote ? '' : c;
      } else if (c === '!' && text[p - 1] === '<') {
        state = 3;
        lc = c;
      } else if (c === '?' && text[p - 1] === '<') {
        brackets = 0;
        state = 2;
      }
    } else if (state === 2) {
      if (c === '(' || c === ')') {
        if (lc !== '"' && lc !== "'") {
          lc = c;
          brackets += c === '(' ? 1 : -1;
        }
      } else if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQuote) continue;
        if (!brackets && lc !== '"' && text[p - 1] === '?') {
          inQuote = '';
          state = 0;
        }
      } else if (c === '"' || c === "'") {
        if (p >= 1 && text[p - 1] !== '\\') {
          if (lc === c) lc = '';
          else if (lc !== '\\') lc = c;
          if (!inQuote || c === inQuote) inQuote = inQuote ? '' : c;
        }
      } else if ((c === 'l' || c === 'L') && p > 4 && follows(text, p, '<?xm')) {
        // `<?xml` is no PHP: back to an HTML tag.
        state = 1;
        isXml = true;
      }
    } else if (state === 3) {
      if (c === '>') {
        if (depth) {
          depth--;
          continue;
        }
        if (inQuote) continue;
        inQuote = '';
        state = 0;
      } else if (c === '"' || c === "'") {
        if (p !== 0 && text[p - 1] !== '\\' && (!inQuote || c === inQuote)) inQuote = inQuote ? '' : c;
      } else if (c === '-' && text[p - 1] === '-' && text[p - 2] === '!') {
        state = 4;
      } else if ((c === 'e' || c === 'E') && p > 6 && follows(text, p, 'doctyp')) {
        // `<!DOCTYPE` is read as a tag.
        state = 1;
      }
    } else if (c === '>' && !inQuote && text[p - 1] === '-' && text[p - 2] === '-') {
      inQuote = '';
      state = 0;
    }
  }
  return out;
}
