// Option shapes every kind shares, and the shape of a kind's binding built from its own options.
import { doc, type Shape } from '../scenario/shape-check.js';
import type { Kind } from './kind.js';

export const STORE: Shape = doc('The named store the records live in (data.records.<store> seeds it).', 'string');
export const STATUS: Shape = { scalar: 'integer', min: 100, max: 599, doc: 'HTTP status of a successful answer.' };
export const FIELDS: Shape = doc('The fields a write may set (default: every argument it carries, except _-prefixed and context).', { list: 'string' });

/** `body:` with the names this kind's values go by. */
export const bodyShape = (roots: readonly string[], fallback: string): Shape =>
  doc(`The answer: any JSON value; strings may hold {{...}} templates (${roots.join(', ')}, request.*, state.*, now, fake.*). Default: ${fallback}.`, 'any');

export function kindShape(name: string, text: string, options: Readonly<Record<string, Shape>>, required: readonly string[] = []): Kind['shape'] {
  return { object: { kind: { enum: [name] }, ...options }, required: ['kind', ...required], doc: text };
}
