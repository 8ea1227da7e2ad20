// How file/search reads its pattern: a valid regular expression (JavaScript syntax, no delimiters) is
// searched as one; anything else (`wp_head(`, `[data-x`) is searched as plain text. Either way line by line,
// case-insensitive unless case_sensitive.

export interface LineMatcher {
  mode: 'regex' | 'text';
  test(line: string): boolean;
}

export function lineMatcher(pattern: string, caseSensitive: boolean): LineMatcher {
  try {
    const re = new RegExp(pattern, caseSensitive ? '' : 'i');
    return { mode: 'regex', test: (line) => re.test(line) };
  } catch {
    const needle = caseSensitive ? pattern : pattern.toLowerCase();
    return { mode: 'text', test: (line) => (caseSensitive ? line : line.toLowerCase()).includes(needle) };
  }
}
