// The outline of a stylesheet: rule selectors (with the at-rule they sit in), at-rules (@media, @font-face,
// @import...), and section comments (a one-line comment standing alone on its line, `/* Header */`).
import type { Masked } from './code-mask.js';
import type { Found } from './outline-item.js';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 200);

function sectionComments(src: string, masked: Masked): Found[] {
  const found: Found[] = [];
  for (const { start, end } of masked.comments) {
    const text = src.slice(start, end);
    if (text.includes('\n')) continue;
    const lineStart = src.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = src.indexOf('\n', end);
    if (src.slice(lineStart, start).trim() || src.slice(end, lineEnd === -1 ? src.length : lineEnd).trim()) continue;
    const name = text.replace(/^\/\*|\*\/$/g, '').replace(/^[\s=#*-]+|[\s=#*-]+$/g, '');
    if (name) found.push({ at: start, type: 'comment_section', name: name.slice(0, 200) });
  }
  return found;
}

export function cssOutline(src: string, masked: Masked): Found[] {
  const { code } = masked;
  const found = sectionComments(src, masked);
  /** What each open block is: an at-rule's prelude, or `rule`. */
  const stack: string[] = [];
  let preludeStart = 0;
  const preludeAt = (end: number) => {
    const raw = code.slice(preludeStart, end);
    return { text: collapse(raw), at: preludeStart + raw.search(/\S|$/) };
  };
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '{') {
      const { text, at } = preludeAt(i);
      const parent = stack.at(-1);
      if (text.startsWith('@')) {
        found.push({ at, type: 'at_rule', name: text });
        stack.push(text);
      } else {
        const inFrames = parent !== undefined && /^@(?:-\w+-)?keyframes\b/i.test(parent);
        if (text && !inFrames) {
          const item: Found = { at, type: 'selector', name: text };
          if (parent && parent !== 'rule') item.detail = parent;
          found.push(item);
        }
        stack.push('rule');
      }
      preludeStart = i + 1;
    } else if (c === '}') {
      stack.pop();
      preludeStart = i + 1;
    } else if (c === ';') {
      const { text, at } = preludeAt(i);
      if (text.startsWith('@')) found.push({ at, type: 'at_rule', name: text });
      preludeStart = i + 1;
    }
  }
  return found;
}
