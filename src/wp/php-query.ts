// parse_str(): how PHP turns a query string (or form body) into $_GET / $_POST:
// `a[]=1&a[]=2` → ['1','2'], `a[b]=c` → {b:'c'}, later keys win, `.` and ` ` in names become `_`.
import { setOwn } from '../own-key.js';

export type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

/** urldecode(): `+` is a space, `%XX` a byte, a `%` not followed by two hex digits stays as it is. */
const decode = (s: string): string => {
  if (s.indexOf('%') < 0 && s.indexOf('+') < 0) return s;
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    const bytes: number[] = [];
    for (let i = 0; i < plus.length; i++) {
      if (plus[i] === '%' && /^[0-9a-f]{2}$/i.test(plus.slice(i + 1, i + 3))) {
        bytes.push(parseInt(plus.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        const cp = plus.codePointAt(i)!;
        if (cp > 0xffff) i++;
        bytes.push(...Buffer.from(String.fromCodePoint(cp), 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
};

/** max_input_vars: PHP reads this many variables of a query string or form body and drops the rest (with a warning). */
export const MAX_INPUT_VARS = 1000;
/** max_input_nesting_level: a name nested deeper drops the whole variable. */
const MAX_NESTING = 64;

/** A PHP array while it is filled: keys in insertion order (a key set again keeps its place), and where `[]` appends. */
class PhpArray {
  readonly entries = new Map<string, Slot>();
  next = 0;
}
type Slot = string | PhpArray;

/** PHP's integer keys: `5` and `-3` are integers, `05` and `5.0` stay strings. */
const isIntegerKey = (key: string) => /^(?:0|-?[1-9]\d{0,15})$/.test(key);

/** Linear in the input: every variable is put in place, never by copying what was read before it. */
export function parsePhpQuery(qs: string): Record<string, PhpValue> {
  const root = new PhpArray();
  if (qs) {
    let vars = 0;
    for (const pair of qs.split('&')) {
      if (!pair) continue;
      if (++vars > MAX_INPUT_VARS) break;
      const eq = pair.indexOf('=');
      assign(root, decode(eq < 0 ? pair : pair.slice(0, eq)), eq < 0 ? '' : decode(pair.slice(eq + 1)));
    }
  }
  const out: Record<string, PhpValue> = {};
  for (const [key, slot] of root.entries) setOwn(out, key, phpValueOf(slot));
  return out;
}

/** A name PHP reads as it is: no NUL, no leading space, no `.`, ` ` or `[` to rework (most names). */
const PLAIN_NAME = /^[^\0 .[]+$/;

function assign(root: PhpArray, key: string, value: string): void {
  if (PLAIN_NAME.test(key)) {
    root.entries.set(key, value);
    return;
  }
  // PHP skips leading spaces of a name, and ignores a name that is empty before its first `[`. It reads the name as
  // a C string: it ends at a NUL byte.
  const rawKey = key.split('\0', 1)[0]!.replace(/^ +/, '');
  const open = rawKey.indexOf('[');
  const head = (open >= 0 ? rawKey.slice(0, open) : rawKey).replace(/[ .]/g, '_');
  if (!head) return;
  const path: string[] = [];
  if (open > 0) {
    const re = /\[([^\]]*)\]/gy;
    const rest = rawKey.slice(open);
    let m: RegExpExecArray | null;
    while ((m = re.exec(rest))) path.push(m[1]!);
    if (!path.length) {
      root.entries.set(rawKey.replace(/[ .[]/g, '_'), value);
      return;
    }
    // A name nested deeper than the limit drops the whole variable, values sent before it included.
    if (path.length > MAX_NESTING) {
      root.entries.delete(head);
      return;
    }
  }
  let node = root;
  let segment = head;
  for (const next of path) {
    const child = node.entries.get(segment);
    const array = child instanceof PhpArray ? child : new PhpArray();
    if (array !== child) node.entries.set(segment, array);
    node = array;
    segment = next === '' ? String(node.next) : next;
    if (isIntegerKey(segment) && Number(segment) >= node.next) node.next = Number(segment) + 1;
  }
  node.entries.set(segment, value);
}

/** A filled PHP array as json_encode() sees it: keys 0, 1, 2... in order make a list, anything else an object. */
function phpValueOf(slot: Slot): PhpValue {
  if (typeof slot === 'string') return slot;
  let index = 0;
  let isList = true;
  for (const key of slot.entries.keys())
    if (key !== String(index++)) {
      isList = false;
      break;
    }
  if (isList) return Array.from(slot.entries.values(), phpValueOf);
  const out: { [key: string]: PhpValue } = {};
  for (const [key, child] of slot.entries) setOwn(out, key, phpValueOf(child));
  return out;
}
