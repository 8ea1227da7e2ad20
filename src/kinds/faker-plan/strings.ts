// Strings: a format, a pattern, or letters of json-schema-faker's alphabet, padded or cut to the schema's lengths.
import { rxCompile, rxPlanned } from './pattern-draw.js';
import { rxParse } from './pattern-parse.js';
import type { Rng } from './rng.js';
import type { Format, Gen, Schema } from './types.js';
import { unplanned } from './unplanned.js';

const DEFAULT_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

export function stringGen(schema: Schema, formats: ReadonlyMap<string, Format>): Gen {
  const minLength = schema.minLength as number | undefined;
  const maxLength = schema.maxLength as number | undefined;
  const format = schema.format ? formats.get(schema.format as string) : undefined;
  if (format) {
    return (r) => {
      const out = format(r);
      if (minLength !== undefined && out.length < minLength) return padString(out, minLength, r);
      if (maxLength !== undefined && out.length > maxLength) return out.slice(0, maxLength);
      return out;
    };
  }
  if (schema.pattern) {
    if (typeof schema.pattern !== 'string') return unplanned('pattern');
    const pattern = schema.pattern;
    const ast = rxParse(pattern, 0).node;
    if (!rxPlanned(ast)) unplanned('pattern');
    const draw = rxCompile(ast);
    const nonEmpty = !(pattern === '^' || pattern === '$' || pattern === '^$');
    return (r) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const out = draw(r);
        if (minLength !== undefined && out.length < minLength) continue;
        if (maxLength !== undefined && out.length > maxLength) continue;
        return out;
      }
      const out = draw(r);
      if (minLength !== undefined && out.length < minLength && nonEmpty) return padString(out, minLength, r);
      if (maxLength !== undefined && out.length > maxLength) return out.slice(0, maxLength);
      return out;
    };
  }
  const minLen = minLength ?? 0;
  const maxLen = maxLength ?? Math.max(minLen + 10, 10);
  return (r) => {
    const length = r.int(minLen, maxLen);
    let out = '';
    for (let i = 0; i < length; i++) out += DEFAULT_CHARS[r.int(0, 61)];
    return out;
  };
}

function padString(str: string, targetLength: number, r: Rng): string {
  while (str.length < targetLength) str += DEFAULT_CHARS[r.int(0, 61)];
  return str;
}
