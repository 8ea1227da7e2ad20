// A source file with its comments and string contents blanked (same length, newlines kept), so that the
// outline's patterns and brace counting only see code, and an offset in the mask is the same offset in the
// source (a hook name is read from the source at the quote the mask kept). PHP files also give their
// markup (the HTML outside `<?php ... ?>`), blanked the other way round.

export type Syntax = 'php' | 'css' | 'js';

export interface Comment {
  start: number;
  end: number;
}

export interface Masked {
  code: string;
  /** The HTML outside PHP tags (PHP files; blank otherwise). */
  markup: string;
  comments: Comment[];
}

const LINE_COMMENTS: Record<Syntax, readonly string[]> = { php: ['//', '#'], css: [], js: ['//'] };
const QUOTES: Record<Syntax, string> = { php: `'"`, css: `'"`, js: `'"\`` };
/** After these (ignoring spaces) a `/` in JavaScript starts a regular expression literal, not a division. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);

export function maskSource(src: string, syntax: Syntax): Masked {
  const code = src.split('');
  const markup = src.split('');
  const comments: Comment[] = [];
  const blank = (array: string[], from: number, to: number) => {
    for (let k = from; k < to; k++) if (array[k] !== '\n') array[k] = ' ';
  };
  const closing = (from: number, quote: string) => {
    let k = from;
    while (k < src.length && src[k] !== quote && !(quote !== '`' && src[k] === '\n' && syntax !== 'php')) k += src[k] === '\\' ? 2 : 1;
    return Math.min(k, src.length);
  };
  let inCode = syntax !== 'php';
  let i = 0;
  let lastCode = '';
  while (i < src.length) {
    if (!inCode) {
      const open = /^<\?(?:php\b|=)?/.exec(src.slice(i, i + 6));
      const end = open ? i + open[0].length : i + 1;
      blank(code, i, end);
      if (open) {
        blank(markup, i, end);
        inCode = true;
      }
      i = end;
      continue;
    }
    blank(markup, i, i + 1);
    const rest2 = src.slice(i, i + 2);
    if (syntax === 'php' && rest2 === '?>') {
      blank(code, i, i + 2);
      blank(markup, i, i + 2);
      inCode = false;
      i += 2;
      continue;
    }
    const lineComment = LINE_COMMENTS[syntax].find((m) => src.startsWith(m, i) && !(m === '#' && src[i + 1] === '['));
    if (lineComment || rest2 === '/*') {
      let end: number;
      if (lineComment) {
        const newline = src.indexOf('\n', i);
        const phpClose = syntax === 'php' ? src.indexOf('?>', i) : -1;
        end = newline === -1 ? src.length : newline;
        if (phpClose !== -1 && phpClose < end) end = phpClose;
      } else {
        const close = src.indexOf('*/', i + 2);
        end = close === -1 ? src.length : close + 2;
      }
      comments.push({ start: i, end });
      blank(code, i, end);
      blank(markup, i, end);
      i = end;
      continue;
    }
    const c = src[i]!;
    const regexLiteral = syntax === 'js' && c === '/' && BEFORE_REGEX.has(lastCode);
    if (QUOTES[syntax].includes(c) || regexLiteral) {
      const end = regexLiteral ? regexEnd(src, i + 1) : closing(i + 1, c);
      blank(code, i + 1, end);
      blank(markup, i + 1, Math.min(end + 1, src.length));
      lastCode = c;
      i = Math.min(end + 1, src.length);
      continue;
    }
    if (!/\s/.test(c)) lastCode = /[\w$)\]]/.test(c) ? 'x' : c;
    i++;
  }
  return { code: code.join(''), markup: markup.join(''), comments };
}

/** Where a regular expression literal that starts at `from` (after its `/`) ends: its closing `/`. */
function regexEnd(src: string, from: number): number {
  let inClass = false;
  for (let k = from; k < src.length; k++) {
    const c = src[k];
    if (c === '\\') k++;
    else if (c === '\n') return k;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return k;
  }
  return src.length;
}
