// The plain subset of YAML most recorded requests are written in (nested maps of unquoted strings), read
// without the full parser. Returns undefined for anything else (quotes, lists, block scalars, numbers,
// comments...): the caller then uses the real parser, so the answer is always what YAML means.

const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
/** Core-schema plain scalars that are not strings. */
const NOT_STRING =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[\da-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** `text` is lines `<indent>key: value` or `<indent>key:` opening a deeper map; `base` is the first line's indent. */
export function parseSimpleMap(lines: readonly string[], from: number, to: number, base: number): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  let i = from;
  while (i < to) {
    const line = lines[i];
    let indent = 0;
    while (line.charCodeAt(indent) === 32) indent++;
    if (indent !== base) return undefined;
    const colon = line.indexOf(':', indent);
    if (colon < 0) return undefined;
    const key = line.slice(indent, colon);
    if (!key || INDICATOR.test(key) || key.includes(' #') || key.endsWith(' ') || key in out) return undefined;
    const rest = line.slice(colon + 1);
    if (rest === '') {
      let j = i + 1;
      while (j < to && lines[j].startsWith(' '.repeat(base + 1))) j++;
      if (j === i + 1) return undefined; // an empty value is null: leave it to the parser
      let child = 0;
      while (lines[i + 1].charCodeAt(child) === 32) child++;
      const inner = parseSimpleMap(lines, i + 1, j, child);
      if (!inner) return undefined;
      out[key] = inner;
      i = j;
      continue;
    }
    if (rest[0] !== ' ') return undefined;
    const value = rest.slice(1);
    const q = value[0];
    if ((q === '"' || q === "'") && value.length >= 2 && value.endsWith(q) && !/["'\\]/.test(value.slice(1, -1))) {
      out[key] = value.slice(1, -1);
      i++;
      continue;
    }
    if (!value || INDICATOR.test(value) || value.endsWith(' ') || value.includes(': ') || value.includes(' #') || value.endsWith(':') || NOT_STRING.test(value))
      return undefined;
    out[key] = value;
    i++;
  }
  return out;
}
