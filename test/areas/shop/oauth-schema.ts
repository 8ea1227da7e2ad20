// Whether an answer fits its catalogue response schema (the checker of test/response-schema.ts), as a list of
// what does not fit: empty when it fits.
import { schemaMismatch } from '../../response-schema.js';

export function conforms(value: unknown, schema: unknown, path = '$'): string[] {
  const why = schemaMismatch(value, schema as Record<string, unknown>, path);
  return why === null ? [] : [why];
}
