// Objects: their properties (given or inferred), required stubs at the depth limit, min/maxProperties and templates.
import { isImpossible, isJsonSchema, isObject, SCHEMA_KEYWORDS } from './keywords.js';
import { type Gen, MAX_DEPTH, type Schema, type Walk } from './types.js';
import { PlanFallback, unplanned } from './unplanned.js';

export function objectGen(schema: Schema, walk: Walk): Gen {
  const properties = inferredProperties(schema);
  const names = Object.keys(properties);
  const requiredList: string[] = Array.isArray(schema.required)
    ? (schema.required as string[])
    : schema.required
      ? unplanned('required')
      : schema.properties === undefined && names.length > 0
        ? names
        : [];
  const required = new Set(requiredList);
  const hasProperties = names.length > 0;
  if (schema.additionalProperties === false && !hasProperties) {
    if (((schema.minProperties as number | undefined) ?? 0) > 0 || [...required].some((k) => !(k in properties))) unplanned('additionalProperties: false');
  }

  // At the depth limit: required properties as stubs.
  const stubs = [...required].map((key): [string, () => unknown] => {
    const p = properties[key];
    if (p && typeof p === 'object') {
      const s = p as Schema;
      const v = s.const !== undefined ? s.const : s.default !== undefined ? s.default : Array.isArray(s.enum) && s.enum.length > 0 ? s.enum[0] : undefined;
      if (v !== undefined) return [key, () => v];
      const type = s.type;
      return [key, () => stubValue(type)];
    }
    return [key, () => null];
  });

  const walked: [string, Gen][] = [];
  const defined = new Set<string>();
  for (const key of names) {
    const p = properties[key];
    if (isImpossible(p)) continue;
    defined.add(key);
    walked.push([key, walk(p)]);
  }
  const extra: [string, Gen][] = [];
  const addl = schema.additionalProperties ?? true;
  for (const key of required) {
    if (defined.has(key) || addl === false) continue;
    extra.push([key, walk(addl === true ? {} : addl)]);
  }
  const templates: [string, string][] = [];
  for (const key of names) {
    const p = properties[key];
    if (isObject(p) && typeof p.template === 'string') templates.push([key, p.template]);
  }
  const minProps = (schema.minProperties as number | undefined) ?? 0;
  const maxProps = schema.maxProperties as number | undefined;
  const fill =
    schema.additionalProperties === undefined || schema.additionalProperties === true
      ? walk({ type: 'string' })
      : schema.additionalProperties === false
        ? null
        : walk(schema.additionalProperties);

  return (r, depth) => {
    const result: Schema = {};
    if (depth >= MAX_DEPTH) {
      for (const [key, stub] of stubs) result[key] = stub();
      return result;
    }
    const child = depth + 1;
    for (const [key, gen] of walked) {
      const v = gen(r, child);
      if (v !== undefined) result[key] = v;
    }
    for (const [key, gen] of extra) {
      if (result[key] !== undefined) continue;
      const v = gen(r, child);
      if (v !== undefined) result[key] = v;
    }
    if (minProps > 0 && Object.keys(result).length < minProps) {
      if (fill) {
        for (let attempts = 0; Object.keys(result).length < minProps && attempts < 1000; attempts++) {
          const key = `prop${r.int(0, 99999)}`;
          if (!result[key]) {
            const v = fill(r, child);
            if (v !== undefined) result[key] = v;
          }
        }
      }
      if (Object.keys(result).length < minProps) throw new PlanFallback('minProperties');
    }
    if (maxProps !== undefined && Object.keys(result).length > maxProps) {
      const toRemove = Object.keys(result).filter((k) => !required.has(k));
      r.shuffle(toRemove); // drawn from, its order unused: as json-schema-faker does
      while (Object.keys(result).length > maxProps && toRemove.length > 0) delete result[toRemove.pop() as string];
    }
    for (const [key, template] of templates) {
      result[key] = template.replace(/#\{(\w+)\}/g, (_, name: string) => {
        const v = result[name];
        return v !== undefined ? String(v) : '';
      });
    }
    return result;
  };
}

function stubValue(type: unknown): unknown {
  switch (Array.isArray(type) ? type[0] : type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

function inferredProperties(schema: Schema): Record<string, unknown> {
  if (schema.properties) {
    if (!isObject(schema.properties)) return unplanned('properties');
    return schema.properties;
  }
  const inferred: Record<string, unknown> = {};
  if (schema.type === 'object' || schema.type === undefined) {
    for (const [key, value] of Object.entries(schema)) {
      if (SCHEMA_KEYWORDS.has(key)) continue;
      inferred[key] = isJsonSchema(value) ? value : { const: value };
    }
  }
  return inferred;
}
