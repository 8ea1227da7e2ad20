// Where a text occurs in another, counting overlapping occurrences ("aa" occurs twice in "aaa"): an
// edit is only unambiguous when its old text starts at exactly one place.
import { codeUnits, literalFinder } from '../literal-search.js';

export function occurrences(haystack: string, needle: string, limit = Infinity): number[] {
  return literalFinder(codeUnits(needle))(codeUnits(haystack), limit);
}
