// Where a text occurs in another, counting overlapping occurrences ("aa" occurs twice in "aaa"): an
// edit is only unambiguous when its old text starts at exactly one place.

export function occurrences(haystack: string, needle: string, limit = Infinity): number[] {
  const at: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1 && at.length < limit; i = haystack.indexOf(needle, i + 1)) at.push(i);
  return at;
}
