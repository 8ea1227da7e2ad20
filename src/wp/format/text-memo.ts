// The last results of a pure function of a text, remembered by the text: at most `size` of them (emptied when full),
// texts longer than `maxChars` never kept, so a memo stays small whatever is written.

/** `render(text)`, from memory when the same text was rendered lately. */
export type TextMemo = (text: string, render: (text: string) => string) => string;

export function textMemo(size: number, maxChars = Number.POSITIVE_INFINITY): TextMemo {
  const kept = new Map<string, string>();
  return (text, render) => {
    if (text.length > maxChars) return render(text);
    let out = kept.get(text);
    if (out === undefined) {
      out = render(text);
      if (kept.size >= size) kept.clear();
      kept.set(text, out);
    }
    return out;
  };
}
