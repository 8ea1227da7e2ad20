// Literal text matching for content/edit and content/search: every occurrence of a text, optionally
// ignoring case or only as a whole word (not inside a longer word: letters, digits and `_` around it).
// Linear in the text and the needle (../literal-search.ts), by code point as a `u` regular expression
// reads text, ignoring case by simple case folding.
import { literalFinder } from '../literal-search.js';

export interface MatchOptions {
  caseSensitive: boolean;
  wholeWord: boolean;
}

export interface Occurrence {
  index: number;
  length: number;
}

const foldCache = new Map<number, number>();

/** A code point's simple case folding, as `/x/iu` compares characters: upper- then lower-cased when that stays one character. */
function foldCodePoint(cp: number): number {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp;
  let folded = foldCache.get(cp);
  if (folded === undefined) {
    const ch = String.fromCodePoint(cp);
    const candidates = [ch.toUpperCase().toLowerCase(), ch.toLowerCase()];
    const single = candidates.find((c) => c.length > 0 && String.fromCodePoint(c.codePointAt(0)!) === c);
    folded = single === undefined ? cp : single.codePointAt(0)!;
    foldCache.set(cp, folded);
  }
  return folded;
}

interface CodePoints {
  /** The code points, folded unless case-sensitive. */
  codes: Int32Array;
  /** The code points as written. */
  raw: Int32Array;
  /** Where each starts in UTF-16 units, then the text's length. */
  at: Int32Array;
  length: number;
}

function codePointsOf(text: string, caseSensitive: boolean): CodePoints {
  const codes = new Int32Array(text.length);
  const raw = new Int32Array(text.length);
  const at = new Int32Array(text.length + 1);
  let n = 0;
  for (let i = 0; i < text.length; n++) {
    const cp = text.codePointAt(i)!;
    raw[n] = cp;
    codes[n] = caseSensitive ? cp : foldCodePoint(cp);
    at[n] = i;
    i += cp > 0xffff ? 2 : 1;
  }
  at[n] = text.length;
  return { codes: codes.subarray(0, n), raw: raw.subarray(0, n), at: at.subarray(0, n + 1), length: n };
}

const WORD = /[\p{L}\p{N}_]/u;
const isWordChar = (cp: number) => WORD.test(String.fromCodePoint(cp));

/** A finder of `needle`'s non-overlapping occurrences, left to right; build it once to search many lines. */
export function textMatcher(needle: string, options: MatchOptions): (text: string) => Occurrence[] {
  const wanted = codePointsOf(needle, options.caseSensitive).codes;
  const find = literalFinder(wanted);
  const m = wanted.length;
  return (text) => {
    if (!m) return [];
    const { codes, raw, at, length } = codePointsOf(text, options.caseSensitive);
    const out: Occurrence[] = [];
    let end = 0;
    for (const start of find(codes)) {
      if (start < end) continue;
      if (options.wholeWord && ((start > 0 && isWordChar(raw[start - 1]!)) || (start + m < length && isWordChar(raw[start + m]!)))) continue;
      out.push({ index: at[start]!, length: at[start + m]! - at[start]! });
      end = start + m;
    }
    return out;
  };
}

/** The non-overlapping occurrences of `needle` in `text`, left to right. */
export const occurrences = (text: string, needle: string, options: MatchOptions): Occurrence[] => textMatcher(needle, options)(text);

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
