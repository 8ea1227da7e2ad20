// A scenario file written as JSON (JSON is YAML): its values from JSON.parse, and the positions yaml gives the same
// text, found by scanning only the containers a path goes through. yaml's Document of a crawled site's scenario takes
// about 30 times the file's size (330 MB for 10,000 posts) and seconds to build; this takes the values' own size.
// Whatever JSON.parse and yaml could read differently (a duplicate key, `__proto__`, a tab) goes the YAML way.

/** One member of an object or array: its key (arrays: its index) and where its key and value start. */
interface Member {
  key: string | number;
  keyAt: number;
  valueAt: number;
}

export interface JsonText {
  value: Record<string, unknown>;
  /** Where the value at `path` starts (its key's start when `atKey` and it has one); undefined when there is none. */
  offset(path: readonly (string | number)[], atKey: boolean): number | undefined;
  has(path: readonly (string | number)[]): boolean;
  /** 1-based line and column, as yaml's LineCounter gives them. */
  linePos(offset: number): { line: number; col: number };
}

/** The text's values and positions when it is a JSON object both readers read alike; undefined otherwise. */
export function jsonText(text: string): JsonText | undefined {
  const start = skipSpace(text, 0);
  if (text[start] !== '{' || text.includes('\t') || text.includes('__proto__')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || hasDuplicateKey(text, start)) return undefined;
  const members = new Map<number, Member[]>();
  const membersAt = (at: number): Member[] => {
    let list = members.get(at);
    if (!list) members.set(at, (list = scanMembers(text, at)));
    return list;
  };
  const find = (path: readonly (string | number)[]): { at: number; keyAt?: number } | undefined => {
    let node: { at: number; keyAt?: number } = { at: start };
    for (const key of path) {
      const open = text[node.at];
      if (open !== '{' && open !== '[') return undefined;
      const list = membersAt(node.at);
      const member = open === '{' ? list.find((m) => m.key === key) : list[itemIndex(key) ?? -1];
      if (!member) return undefined;
      node = open === '{' ? { at: member.valueAt, keyAt: member.keyAt } : { at: member.valueAt };
    }
    return node;
  };
  let lineStarts: number[] | undefined;
  return {
    value: value as Record<string, unknown>,
    offset: (path, atKey) => {
      const node = find(path);
      return atKey && node?.keyAt !== undefined ? node.keyAt : node?.at;
    },
    has: (path) => find(path) !== undefined,
    linePos: (offset) => {
      if (!lineStarts) {
        lineStarts = [0];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      }
      let low = 0;
      let high = lineStarts.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (lineStarts[mid]! < offset) low = mid + 1;
        else high = mid;
      }
      if (lineStarts[low] === offset) return { line: low + 1, col: 1 };
      return { line: low, col: offset - lineStarts[low - 1]! + 1 };
    },
  };
}

/** An index into a sequence as yaml reads one (a number, or a string of one). */
function itemIndex(key: string | number): number | undefined {
  const n = typeof key === 'string' && key !== '' ? Number(key) : key;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function skipSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) i++;
    else return i;
  }
}

/** The end of the string starting at `i` (its opening quote), past its closing quote. */
function skipString(text: string, i: number): number {
  for (let j = i + 1; ; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 34) return j + 1;
  }
}

/** The end of the (valid) value starting at `i`. */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return skipString(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let j = i; ; j++) {
      const d = text[j];
      if (d === '"') j = skipString(text, j) - 1;
      else if (d === '{' || d === '[') depth++;
      else if ((d === '}' || d === ']') && --depth === 0) return j + 1;
    }
  }
  let j = i;
  while (j < text.length && !',}] \n\r'.includes(text[j]!)) j++;
  return j;
}

/** The members of the object or array that starts at `at`. */
function scanMembers(text: string, at: number): Member[] {
  const object = text[at] === '{';
  const out: Member[] = [];
  let i = skipSpace(text, at + 1);
  if (text[i] === '}' || text[i] === ']') return out;
  for (let index = 0; ; index++) {
    let key: string | number = index;
    const keyAt = i;
    if (object) {
      const end = skipString(text, i);
      key = JSON.parse(text.slice(i, end)) as string;
      i = skipSpace(text, skipSpace(text, end) + 1); // past the colon
    }
    out.push({ key, keyAt, valueAt: i });
    i = skipSpace(text, skipValue(text, i));
    if (text[i] !== ',') return out;
    i = skipSpace(text, i + 1);
  }
}

/** Whether some object in the text names a key twice (yaml refuses that; JSON.parse keeps the last). */
function hasDuplicateKey(text: string, start: number): boolean {
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = skipString(text, i);
      const keys = open[open.length - 1];
      if (keys && expectKey) {
        const raw = text.slice(i, end);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (keys.has(key)) return true;
        keys.add(key);
        expectKey = false;
      }
      i = end - 1;
    } else if (c === '{') {
      open.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      open.push(null);
    } else if (c === '}' || c === ']') {
      open.pop();
    } else if (c === ',') {
      expectKey = open[open.length - 1] !== null;
    }
  }
  return false;
}
