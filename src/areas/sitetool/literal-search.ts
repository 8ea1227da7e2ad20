// Where a literal text occurs in another, in time linear in both lengths (Knuth–Morris–Pratt): the texts of
// file/edit, content/edit and content/search come from requests and stored values of any size, and neither a
// search from every position (`indexOf` from i + 1) nor an escaped regular expression stays linear — the
// latter also throws "Regular expression too large" past a few tens of thousands of characters.

/** The UTF-16 code units of `s`. */
export function codeUnits(s: string): Uint16Array {
  const units = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) units[i] = s.charCodeAt(i);
  return units;
}

/** A finder of `needle`: the start of every occurrence in a text, overlapping ones included, left to right (at most `limit`). */
export function literalFinder(needle: ArrayLike<number>): (text: ArrayLike<number>, limit?: number) => number[] {
  const m = needle.length;
  // border[j]: the length of the longest proper prefix of needle[0..j] that is also its suffix.
  const border = new Int32Array(m);
  for (let j = 1, k = 0; j < m; j++) {
    while (k > 0 && needle[j] !== needle[k]) k = border[k - 1]!;
    if (needle[j] === needle[k]) k++;
    border[j] = k;
  }
  return (text, limit = Infinity) => {
    const found: number[] = [];
    if (m === 0) {
      for (let i = 0; i <= text.length && found.length < limit; i++) found.push(i);
      return found;
    }
    for (let i = 0, k = 0; i < text.length && found.length < limit; i++) {
      while (k > 0 && text[i] !== needle[k]) k = border[k - 1]!;
      if (text[i] === needle[k]) k++;
      if (k === m) {
        found.push(i - m + 1);
        k = border[m - 1]!;
      }
    }
    return found;
  };
}
