// Literal text matching for content/edit and content/search: every occurrence of a text, optionally
// ignoring case or only as a whole word (not inside a longer word: letters, digits and `_` around it).

export interface MatchOptions {
  caseSensitive: boolean;
  wholeWord: boolean;
}

export interface Occurrence {
  index: number;
  length: number;
}

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function matcher(needle: string, { caseSensitive, wholeWord }: MatchOptions): RegExp {
  const core = escapeRegExp(needle);
  const source = wholeWord ? `(?<![\\p{L}\\p{N}_])${core}(?![\\p{L}\\p{N}_])` : core;
  return new RegExp(source, caseSensitive ? 'gu' : 'giu');
}

/** The non-overlapping occurrences of `needle` in `text`, left to right. */
export function occurrences(text: string, needle: string, options: MatchOptions): Occurrence[] {
  if (!needle) return [];
  return [...text.matchAll(matcher(needle, options))].map((m) => ({ index: m.index, length: m[0].length }));
}

/** `text` with the given occurrences replaced by `replacement`. */
export function replaceOccurrences(text: string, found: readonly Occurrence[], replacement: string): string {
  let out = '';
  let at = 0;
  for (const { index, length } of found) {
    out += text.slice(at, index) + replacement;
    at = index + length;
  }
  return out + text.slice(at);
}

/** Whether `line` contains `needle`. */
export const containsText = (line: string, needle: string, options: MatchOptions): boolean => matcher(needle, options).test(line);
