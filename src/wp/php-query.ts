// parse_str(): how PHP turns a query string (or form body) into $_GET / $_POST:
// `a[]=1&a[]=2` → ['1','2'], `a[b]=c` → {b:'c'}, later keys win, `.` and ` ` in names become `_`.
import { setOwn } from '../own-key.js';

export type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

/** urldecode(): `+` is a space, `%XX` a byte, a `%` not followed by two hex digits stays as it is. */
const decode = (s: string): string => {
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

export function parsePhpQuery(qs: string): Record<string, PhpValue> {
  const out: Record<string, PhpValue> = {};
  if (!qs) return out;
  for (const pair of qs.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    assign(out, rawKey, value);
  }
  return out;
}

function assign(out: Record<string, PhpValue>, key: string, value: string): void {
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
      setOwn(out, rawKey.replace(/[ .[]/g, '_'), value);
      return;
    }
    // max_input_nesting_level (64): a name nested deeper drops the whole variable, values sent before it included.
    if (path.length > 64) {
      delete out[head];
      return;
    }
  }
  setOwn(out, head, put(Object.hasOwn(out, head) ? out[head] : undefined, path, value));
}


const isMap = (v: PhpValue | undefined): v is { [key: string]: PhpValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

function put(container: PhpValue | undefined, path: readonly string[], value: string): PhpValue {
  if (!path.length) return value;
  const [segment, ...rest] = path as [string, ...string[]];
  if (segment === '') {
    if (Array.isArray(container)) return [...container, put(undefined, rest, value)];
    if (isMap(container)) return { ...container, [String(nextIndex(container))]: put(undefined, rest, value) };
    return [put(undefined, rest, value)];
  }
  // A PHP array whose keys run 0, 1, 2... is a list: json_encode() writes it `[...]`.
  if (segment === '0' && !Array.isArray(container) && !isMap(container)) return [put(undefined, rest, value)];
  let map: { [key: string]: PhpValue };
  if (Array.isArray(container)) {
    const i = /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : -1;
    if (i >= 0 && i <= container.length) {
      const copy = [...container];
      copy[i] = put(container[i], rest, value);
      return copy;
    }
    map = Object.fromEntries(container.map((v, k) => [String(k), v]));
  } else map = isMap(container) ? container : {};
  // Own keys only: `a[__proto__][__proto__][]` must not walk up to Object.prototype (and its null prototype).
  return { ...map, [segment]: put(Object.hasOwn(map, segment) ? map[segment] : undefined, rest, value) };
}

const nextIndex = (o: Record<string, PhpValue>): number =>
  Object.keys(o).reduce((max, k) => (/^\d+$/.test(k) ? Math.max(max, Number(k) + 1) : max), 0);
