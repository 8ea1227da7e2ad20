// Arrays: items drawn up to the schema's (or the default) count, retried for uniqueItems as json-schema-faker retries.
import type { Rng } from './rng.js';
import { type Gen, MAX_DEFAULT_ITEMS, MAX_DEPTH, type Schema, type Walk } from './types.js';
import { unplanned } from './unplanned.js';

export function arrayGen(schema: Schema, walk: Walk): Gen {
  const schemaMin = schema.minItems as number | undefined;
  const schemaMax = schema.maxItems as number | undefined;
  if (schema.items === false && (schemaMin ?? 0) > 0) unplanned('items: false');
  if (Array.isArray(schema.items)) unplanned('tuple items');
  let minItems = schemaMin ?? 0;
  let maxItems = schemaMax ?? Math.max(minItems, MAX_DEFAULT_ITEMS);
  if (maxItems < minItems) {
    if (schemaMax !== undefined) minItems = maxItems;
    else maxItems = minItems;
  }
  maxItems = Math.max(minItems, maxItems);
  const target = maxItems;
  const item = schema.items === undefined || schema.items === false ? null : walk(schema.items);
  const unique = Boolean(schema.uniqueItems);
  const atLimit = schemaMin ?? 0;

  return (r, depth) => {
    if (depth >= MAX_DEPTH) return atLimit > 0 ? Array.from({ length: atLimit }, () => null) : [];
    const child = depth + 1;
    const result: unknown[] = [];
    const seen = unique ? new Set<string>() : null;
    if (item) {
      const maxAttempts = Math.max(target * 20, 50);
      let attempts = 0;
      while (result.length < target) {
        const status = addItem(item, r, child, result, seen);
        if (status === ADDED) {
          attempts = 0;
          continue;
        }
        attempts++;
        if (status === FAILED || attempts >= maxAttempts) break;
      }
    }
    if (seen && result.length > 0) {
      for (let attempts = 0; item && result.length < minItems && attempts < 100; ) {
        attempts++;
        const v = item(r, child);
        if (v === undefined) continue;
        const key = JSON.stringify(v);
        if (!seen.has(key)) {
          seen.add(key);
          result.push(v);
        }
      }
      while (result.length > maxItems) result.pop();
    }
    return result;
  };
}

const ADDED = 0;
const OMITTED = 1;
const FAILED = 2;

function addItem(item: Gen, r: Rng, depth: number, result: unknown[], seen: Set<string> | null): number {
  let v = item(r, depth);
  if (v === undefined) return OMITTED;
  if (seen) {
    const key = JSON.stringify(v);
    if (seen.has(key)) {
      for (let attempts = 0; attempts < 50; attempts++) {
        v = item(r, depth);
        if (v === undefined) continue;
        const again = JSON.stringify(v);
        if (!seen.has(again)) {
          seen.add(again);
          result.push(v);
          return ADDED;
        }
      }
      return FAILED;
    }
    seen.add(key);
  }
  result.push(v);
  return ADDED;
}
