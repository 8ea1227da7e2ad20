// Literal matching for content/edit, content/search and file/edit: the occurrences the escaped regular
// expression found before, now in linear time, and an answer (not an exception) for needles of any length.
import { describe, expect, it } from 'vitest';
import { occurrences, type MatchOptions } from '../../../src/areas/sitetool/ops/text-match.js';
import { occurrences as fileOccurrences } from '../../../src/areas/sitetool/theme/occurrences.js';

/** What content/edit and content/search matched with before: an escaped `u` regular expression. */
function regexOccurrences(text: string, needle: string, { caseSensitive, wholeWord }: MatchOptions) {
  const core = needle.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  const source = wholeWord ? `(?<![\\p{L}\\p{N}_])${core}(?![\\p{L}\\p{N}_])` : core;
  return [...text.matchAll(new RegExp(source, caseSensitive ? 'gu' : 'giu'))].map((m) => ({ index: m.index, length: m[0].length }));
}

const CASES: [string, string][] = [
  ['Hello world, hello World', 'hello'],
  ['aaaa', 'aa'],
  ['abababab', 'abab'],
  ['The cat scattered the cats; cat.', 'cat'],
  ['snake_case and snake case', 'snake'],
  ['naïve NAÏVE naive', 'naïve'],
  ['ΣΊΣΥΦΟΣ σίσυφος', 'σίσυφος'],
  ['emoji 😀 and 😀x', '😀'],
  ['x😀y😀', 'y'],
  ['price: $5.00 (net) [tax] {x} a|b', '$5.00 (net) [tax] {x} a|b'],
  ['C:\\path\\to', '\\to'],
  ['ǅemal ǆemal Ǆemal', 'ǆemal'],
  ['Kelvin K and k', 'k'],
  ['', 'x'],
  ['no match here', 'absent'],
  ['line1\nline2\r\nline3', 'line'],
];

describe('text-match', () => {
  it.each(
    CASES.flatMap(([text, needle]) =>
      [true, false].flatMap((caseSensitive) => [true, false].map((wholeWord) => [text, needle, caseSensitive, wholeWord] as const)),
    ),
  )('finds in %j the occurrences of %j the escaped regular expression found (case-sensitive %s, whole word %s)', (text, needle, caseSensitive, wholeWord) => {
    const options = { caseSensitive, wholeWord };
    expect(occurrences(text, needle, options)).toEqual(regexOccurrences(text, needle, options));
  });

  it.each([
    ['a needle of 100,000 characters', 'a'.repeat(200_000), `${'a'.repeat(100_000)}b`, 0],
    ['a needle that repeats', 'ab'.repeat(100_000), 'ab'.repeat(50_000), 2],
    ['a whole-word needle in a long word', 'a'.repeat(200_000), 'a'.repeat(1000), 0],
  ])('answers %s without an exception', (_, text, needle, expected) => {
    for (const caseSensitive of [true, false]) {
      expect(occurrences(text, needle, { caseSensitive, wholeWord: needle.length === 1000 })).toHaveLength(expected);
    }
  });
});

describe('file/edit occurrences', () => {
  it.each([
    ['aaa', 'aa', [0, 1]],
    ['abcabc', 'abc', [0, 3]],
    ['abc', 'd', []],
    ['😀😀', '😀', [0, 2]],
  ])('finds in %j every start of %j, overlapping ones too', (haystack, needle, expected) => {
    expect(fileOccurrences(haystack, needle)).toEqual(expected);
  });

  it('counts the overlapping occurrences of a long needle in a long file', () => {
    expect(fileOccurrences('a'.repeat(400_000), 'a'.repeat(200_000))).toHaveLength(200_001);
  });
});
