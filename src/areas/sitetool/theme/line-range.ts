// Lines of a text as file/read counts them: numbered from 1, each keeping its own line ending, so a range
// of lines is an exact slice of the file ("a\nb\n" has 2 lines, "" has none).

/** The offset where each line starts, and the text's length at the end. */
export function lineStarts(text: string): number[] {
  const starts = text === '' ? [] : [0];
  for (let i = text.indexOf('\n'); i !== -1 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The exact text of lines `first`..`last` (1-based, inclusive, already within the text). */
export function sliceLines(text: string, starts: readonly number[], first: number, last: number): string {
  return text.slice(starts[first - 1], last < starts.length ? starts[last] : text.length);
}

/** The 1-based line of `offset`, given the text's line starts. */
export function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}
