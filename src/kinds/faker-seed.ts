// A faker answer's seed: hash32() (FNV-1a, src/store/seeded-hash.ts) of `<scenario seed>|<method>|<route pattern>|<the
// request's parameters, canonical>` and the binding's salt, as it has always been drawn. The text is never put together:
// the hash of its fixed head is kept per route and method, and carried on over the parameters and the salt.
import { canonical } from '../dispatch/request-key.js';

/** Query keys that change how an answer is delivered, not what it is. */
export const DELIVERY_KEYS: ReadonlySet<string> = new Set(['_fields', '_envelope', '_jsonp', '_pretty', '_method', '_embed', '_wpnonce', 'rest_route']);

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a carried on from `h` over `text`: `fnv(fnv(FNV_OFFSET, a), b) >>> 0` is hash32(a + b). */
export function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/**
 * canonical() of the request's parameters without the delivery keys, as the seed has always been drawn from: keys
 * sorted, each value canonical. (A `__proto__` parameter never reached the copy canonical() was given: it is left out.)
 */
export function paramsText(params: Readonly<Record<string, unknown>>): string {
  const keys: string[] = [];
  for (const k in params) if (Object.hasOwn(params, k) && !DELIVERY_KEYS.has(k) && k !== '__proto__') keys.push(k);
  if (keys.length === 0) return '{}';
  if (keys.length > 1) keys.sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = params[k];
    if (i > 0) out += ',';
    out += `${JSON.stringify(k)}:${typeof v === 'string' ? JSON.stringify(v) : canonical(v)}`;
  }
  return `${out}}`;
}

/** The hash of `<scenario seed>|<method>|<pattern>|`, by pattern, method and scenario seed. */
const heads = new Map<string, Map<string, { seed: unknown; h: number }>>();

function headHash(scenarioSeed: unknown, method: string, pattern: string): number {
  let byMethod = heads.get(pattern);
  if (!byMethod) heads.set(pattern, (byMethod = new Map()));
  const head = byMethod.get(method);
  if (head && head.seed === scenarioSeed) return head.h;
  const h = fnv(FNV_OFFSET, `${scenarioSeed}|${method}|${pattern}|`);
  byMethod.set(method, { seed: scenarioSeed, h });
  return h;
}

/** hash32(`${scenarioSeed}|${method}|${pattern}|${paramsText(params)}${salt}`). */
export function requestSeed(scenarioSeed: unknown, method: string, pattern: string, params: Readonly<Record<string, unknown>>, salt: string): number {
  const h = fnv(headHash(scenarioSeed, method, pattern), paramsText(params));
  return (salt ? fnv(h, salt) : h) >>> 0;
}
