// JSON as PHP's json_decode($json, true) reads it and json_encode() writes it back, for block attributes that
// WordPress decodes and re-encodes: objects become ordered arrays (numeric keys become integers, `{}` becomes `[]`),
// integers and floats stay apart (a float too large for 17 digits is written in exponent form), and encoding keeps
// slashes and Unicode unescaped.

export type PhpKey = string | number;
export type PhpValue = null | boolean | string | PhpNumber | PhpArray;
/** An integer (its digits: PHP integers have 64 bits) or a float. */
export type PhpNumber = { readonly int: string } | { readonly float: number };
/** A PHP array: ordered keys. */
export interface PhpArray {
  readonly entries: [PhpKey, PhpValue][];
}

export const isPhpArray = (v: PhpValue): v is PhpArray => typeof v === 'object' && v !== null && 'entries' in v;

/** A string key PHP turns into an integer key ("5", "-3"; not "05" or "5.0"). */
const intKey = (key: string): PhpKey => (/^(0|-?[1-9][0-9]{0,17})$/.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : key);

/** $array[$key] = $value: a new key goes last, an existing one keeps its place. */
export function setKey(array: PhpArray, key: PhpKey, value: PhpValue): void {
  const at = array.entries.findIndex(([k]) => k === key);
  if (at >= 0) array.entries[at]![1] = value;
  else array.entries.push([key, value]);
}

const WS = /[ \t\n\r]*/y;

/** json_decode($json, true): the value, or null for anything that is not JSON (as PHP answers). */
export function jsonDecode(json: string): PhpValue {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError('not JSON');
  };
  const space = () => {
    WS.lastIndex = at;
    WS.exec(json);
    at = WS.lastIndex;
  };
  const literal = (re: RegExp) => {
    re.lastIndex = at;
    const m = re.exec(json) ?? fail();
    at = re.lastIndex;
    return m[0];
  };
  const string = (): string => JSON.parse(literal(/"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y)) as string;
  const value = (depth: number): PhpValue => {
    if (depth > 512) fail();
    space();
    const c = json[at];
    if (c === '"') return string();
    if (c === '{' || c === '[') {
      at++;
      const array: PhpArray = { entries: [] };
      space();
      const close = c === '{' ? '}' : ']';
      if (json[at] === close) {
        at++;
        return array;
      }
      for (let i = 0; ; i++) {
        let key: PhpKey = i;
        if (c === '{') {
          space();
          key = intKey(json[at] === '"' ? string() : fail());
          space();
          if (json[at++] !== ':') fail();
        }
        setKey(array, key, value(depth + 1));
        space();
        const next = json[at++];
        if (next === close) return array;
        if (next !== ',') fail();
      }
    }
    const word = literal(/true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (!/[.eE]/.test(word)) {
      const int = BigInt(word);
      if (int >= -(2n ** 63n) && int < 2n ** 63n) return { int: int.toString() };
    }
    return { float: Number(word) };
  };
  try {
    const out = value(1);
    space();
    return at === json.length ? out : null;
  } catch {
    return null;
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const encodeString = (s: string) => `"${s.replace(/["\\\x00-\x1f\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

/** PHP's float output (serialize_precision -1, no zero fraction): the shortest digits, exponential outside 1e-4…1e17. */
function encodeFloat(n: number): string {
  if (Object.is(n, -0)) return '-0';
  const [mantissa, exp] = n.toExponential().split('e') as [string, string];
  const e = Number(exp);
  if (e >= -4 && e < 17) return String(n);
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${e < 0 ? '-' : '+'}${Math.abs(e)}`;
}

/** json_encode($value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE). */
export function jsonEncode(v: PhpValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return encodeString(v);
  if (!isPhpArray(v)) return 'int' in v ? v.int : encodeFloat(v.float);
  const list = v.entries.every(([k], i) => k === i);
  const items = v.entries.map(([k, item]) => (list ? jsonEncode(item) : `${encodeString(String(k))}:${jsonEncode(item)}`));
  return list ? `[${items.join(',')}]` : `{${items.join(',')}}`;
}
