// Seeded choices for generated answers: one generator per answer, seeded from the scenario seed and the
// request's own text, so the same prompt gets the same answer on every run and machine.
import { hash32 } from '../../../store/seeded-hash.js';
import { seededRandom } from '../../../template/fake-values.js';

export type Random = () => number;

/** A generator for the scenario `seed` and the parts that identify the answer (route kind, prompt...). */
export const randomFor = (seed: number, ...parts: readonly string[]): Random => seededRandom(hash32([seed, ...parts].join('\u0000')));

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** `count` different items of `list` (all of them when it is shorter), in a seeded order. */
export function pickMany<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.min(count, pool.length));
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of [a-z0-9]: chat ids (Meow_MWAI_Core::get_random_id). */
export const randomId = (random: Random, length: number): string => Array.from({ length }, () => pick(random, [...ALPHANUMERIC])).join('');

/** `length` characters of [A-Za-z0-9]: the tails of OpenAI ids (file-..., ftjob-..., sess_...). */
export const randomToken = (random: Random, length: number): string => Array.from({ length }, () => pick(random, [...BASE62])).join('');

/** `length` lower-case hex digits. */
export const randomHex = (random: Random, length: number): string => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
