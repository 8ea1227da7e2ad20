// Patterns parsed once into json-schema-faker's small regex tree.
export type Rx =
  | { type: 'literal'; value: string }
  | { type: 'charClass'; chars: string[]; negated: boolean }
  | { type: 'dot' }
  | { type: 'sequence'; nodes: Rx[] }
  | { type: 'alternation'; branches: Rx[] }
  | { type: 'quantifier'; node: Rx; min: number; max: number }
  | { type: 'group'; node: Rx }
  | { type: 'anchor' };

export const WORD_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
export const DIGIT_CHARS = '0123456789';
export const SPACE_CHARS = ' \t\n';

export function rxParse(pattern: string, pos: number): { node: Rx; pos: number } {
  const branches: Rx[] = [];
  let current: Rx[] = [];
  const push = (node: Rx, at: number) => {
    const q = rxQuantifier(pattern, at, node);
    current.push(q.node);
    return q.pos;
  };
  while (pos < pattern.length) {
    const ch = pattern[pos] as string;
    if (ch === ')') break;
    if (ch === '|') {
      branches.push(rxSeq(current));
      current = [];
      pos++;
      continue;
    }
    if (ch === '(') {
      let groupStart = pos + 1;
      if (pattern[groupStart] === '?') {
        if (pattern[groupStart + 1] === ':') groupStart += 2;
        else if (pattern[groupStart + 1] === '=' || pattern[groupStart + 1] === '!') {
          let depth = 1;
          let p = groupStart;
          while (p < pattern.length && depth > 0) {
            p++;
            if (pattern[p] === '(') depth++;
            if (pattern[p] === ')') depth--;
          }
          pos = p + 1;
          continue;
        } else {
          groupStart += 2;
          while (groupStart < pattern.length && pattern[groupStart] !== '>') groupStart++;
          groupStart++;
        }
      }
      const inner = rxParse(pattern, groupStart);
      pos = push({ type: 'group', node: inner.node }, inner.pos + 1);
      continue;
    }
    if (ch === '[') {
      const cc = rxCharClass(pattern, pos);
      pos = push(cc.node, cc.pos);
      continue;
    }
    if (ch === '.') {
      pos = push({ type: 'dot' }, pos + 1);
      continue;
    }
    if (ch === '^' || ch === '$') {
      current.push({ type: 'anchor' });
      pos++;
      continue;
    }
    if (ch === '\\') {
      const escaped = rxEscape(pattern, pos + 1);
      pos = push(escaped.node, escaped.pos);
      continue;
    }
    pos = push({ type: 'literal', value: ch }, pos + 1);
  }
  branches.push(rxSeq(current));
  return { node: branches.length === 1 ? (branches[0] as Rx) : { type: 'alternation', branches }, pos };
}

const rxSeq = (nodes: Rx[]): Rx => (nodes.length === 0 ? { type: 'literal', value: '' } : nodes.length === 1 ? (nodes[0] as Rx) : { type: 'sequence', nodes });

function rxEscape(pattern: string, pos: number): { node: Rx; pos: number } {
  const ch = pattern[pos] as string;
  pos++;
  const cls = (chars: string, negated: boolean): { node: Rx; pos: number } => ({ node: { type: 'charClass', chars: [...chars], negated }, pos });
  switch (ch) {
    case 'd':
      return cls(DIGIT_CHARS, false);
    case 'D':
      return cls(DIGIT_CHARS, true);
    case 'w':
      return cls(WORD_CHARS, false);
    case 'W':
      return cls(WORD_CHARS, true);
    case 's':
      return cls(SPACE_CHARS, false);
    case 'S':
      return cls(SPACE_CHARS, true);
    case 'b':
    case 'B':
      return { node: { type: 'anchor' }, pos };
    default:
      return { node: { type: 'literal', value: ch }, pos };
  }
}

function rxCharClass(pattern: string, pos: number): { node: Rx; pos: number } {
  pos++;
  let negated = false;
  if (pattern[pos] === '^') {
    negated = true;
    pos++;
  }
  const chars: string[] = [];
  while (pos < pattern.length && pattern[pos] !== ']') {
    if (pattern[pos] === '\\' && pos + 1 < pattern.length) {
      pos++;
      const ch = pattern[pos] as string;
      if (ch === 'd') chars.push(...DIGIT_CHARS);
      else if (ch === 'w') chars.push(...WORD_CHARS);
      else if (ch === 's') chars.push(...SPACE_CHARS);
      else chars.push(ch);
      pos++;
      continue;
    }
    if (pos + 2 < pattern.length && pattern[pos + 1] === '-' && pattern[pos + 2] !== ']') {
      const end = pattern.charCodeAt(pos + 2);
      for (let c = pattern.charCodeAt(pos); c <= end; c++) chars.push(String.fromCharCode(c));
      pos += 3;
      continue;
    }
    chars.push(pattern[pos] as string);
    pos++;
  }
  return { node: { type: 'charClass', chars, negated }, pos: pos + 1 };
}

function rxQuantifier(pattern: string, pos: number, node: Rx): { node: Rx; pos: number } {
  if (pos >= pattern.length) return { node, pos };
  let min: number;
  let max: number;
  switch (pattern[pos]) {
    case '*':
      [min, max] = [0, 5];
      pos++;
      break;
    case '+':
      [min, max] = [1, 5];
      pos++;
      break;
    case '?':
      [min, max] = [0, 1];
      pos++;
      break;
    case '{': {
      const match = pattern.slice(pos).match(/^\{(\d+)(?:,(\d*))?\}/);
      if (!match) return { node, pos };
      min = Number.parseInt(match[1] as string, 10);
      max = match[2] === undefined ? min : match[2] === '' ? min + 5 : Number.parseInt(match[2], 10);
      pos += match[0].length;
      break;
    }
    default:
      return { node, pos };
  }
  if (pos < pattern.length && (pattern[pos] === '?' || pattern[pos] === '+')) pos++;
  return { node: { type: 'quantifier', node, min, max }, pos };
}
