// The outline of a script: function declarations, classes and their methods, and functions bound to a
// name (`const init = () => {...}`, `let onScroll = function () {...}`).
import type { Masked } from './code-mask.js';
import { braceWalk, type Found } from './outline-item.js';

const NOT_METHODS = new Set(['if', 'for', 'while', 'switch', 'catch', 'function', 'return', 'with']);

export function jsOutline(_src: string, masked: Masked): Found[] {
  const { code } = masked;
  const found: Found[] = [];
  const events: { at: number; visit: (stack: readonly string[]) => void }[] = [];
  let pendingClass: string | null = null;

  for (const m of code.matchAll(/(?<![\w$.])(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/g)) {
    found.push({ at: m.index, type: 'function', name: m[1]! });
  }
  for (const m of code.matchAll(/(?<![\w$.])class\s+([A-Za-z_$][\w$]*)(?:\s+extends\s+([\w$.]+))?/g)) {
    const item: Found = { at: m.index, type: 'class', name: m[1]! };
    if (m[2]) item.detail = `extends ${m[2]}`;
    found.push(item);
    events.push({ at: m.index, visit: () => void (pendingClass = m[1]!) });
  }
  for (const m of code.matchAll(/(?<![\w$.])(const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(async\s+)?(function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/g)) {
    found.push({ at: m.index, type: 'function', name: m[2]!, detail: m[4]!.startsWith('function') ? `${m[1]} function expression` : `${m[1]} arrow function` });
  }
  for (const m of code.matchAll(/(?<=^|[;{}\n])[ \t]*((?:static\s+|async\s+|get\s+|set\s+)*\*?(#?[A-Za-z_$][\w$]*))\s*\([^()]*\)\s*\{/g)) {
    const name = m[2]!;
    if (NOT_METHODS.has(name)) continue;
    const at = m.index + m[0].length - m[0].trimStart().length;
    events.push({
      at,
      visit: (stack) => {
        const top = stack.at(-1);
        if (top?.startsWith('class:')) found.push({ at, type: 'method', name, detail: top.slice(6) });
      },
    });
  }
  braceWalk(code, events, () => {
    const opened = pendingClass === null ? 'block' : `class:${pendingClass}`;
    pendingClass = null;
    return opened;
  });
  return found;
}
