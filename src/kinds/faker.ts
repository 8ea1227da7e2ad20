// The `faker` kind: answers a route from its response schema with json-schema-faker, seeded from the
// scenario seed and the request itself, so the same request gives the same bytes on every run and machine.
import type { JsonSchema, Random } from 'json-schema-faker';
import { EXAMPLE_ORIGIN } from '../catalogue/example-origin.js';
import type { ResponseSchema } from '../model/catalogue.js';
import { canonical } from '../dispatch/request-key.js';
import type { Handler, HandlerContext, Site } from '../dispatch/types.js';
import type { RestResult } from '../wp/rest-result.js';
import type { RestRequest } from '../wp/request.js';
import { wpJson } from '../wp/json.js';
import { filterByContext } from '../wp/context.js';
import { fakerSchema } from './faker-hints.js';
import { planFaker, type Plan } from './faker-plan/index.js';
import { hash32 } from '../store/seeded-hash.js';

/** Query keys that change how an answer is delivered, not what it is. */
const DELIVERY_KEYS = new Set(['_fields', '_envelope', '_jsonp', '_pretty', '_method', '_embed', '_wpnonce', 'rest_route']);

const pad = (n: number) => String(n).padStart(2, '0');

/** WordPress writes dates without a zone (`2026-01-15T09:30:00`); fake ones fall in the year before the clock start. */
function dateFormat(clockStart: string) {
  const end = Date.parse(clockStart);
  return (random: Random): string => {
    const d = new Date(end - random.int(0, 365 * 24 * 3600) * 1000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
}

// json-schema-faker is an ES module only `import()` loads; it loads with the first faked answer (src/load-on-demand.ts).
let faker: Promise<typeof import('json-schema-faker')> | undefined;

/** json-schema-faker's own answer: what a plan (faker-plan/) must equal, and what answers a schema it cannot plan. */
export async function fakeBodyByLibrary(schema: ResponseSchema, seed: number, clockStart: string): Promise<unknown> {
  const { generateSync } = await (faker ??= import('json-schema-faker'));
  return generateSync(fakerSchema(schema) as JsonSchema, {
    seed,
    alwaysFakeOptionals: true,
    useExamplesValue: true,
    maxDepth: 6,
    maxDefaultItems: 3,
    formats: { 'date-time': dateFormat(clockStart) },
  });
}

/** Each narrowed schema's plans by clock start (the date-time format differs by it); null: json-schema-faker answers. */
const plans = new WeakMap<ResponseSchema, Map<string, Plan | null>>();

function planOf(schema: ResponseSchema, clockStart: string): Plan | null {
  let byClock = plans.get(schema);
  if (!byClock) plans.set(schema, (byClock = new Map()));
  let plan = byClock.get(clockStart);
  if (plan === undefined) byClock.set(clockStart, (plan = planFaker(schema, { 'date-time': dateFormat(clockStart) })));
  return plan;
}

/** The answer json-schema-faker gives for this schema and seed, from the schema's plan when it has one. */
export async function fakeBody(schema: ResponseSchema, seed: number, clockStart: string): Promise<unknown> {
  const plan = planOf(fakerSchema(schema), clockStart);
  if (plan) {
    try {
      return plan(seed);
    } catch {
      // where json-schema-faker throws (or a plan would stray): its own answer, or its own error
    }
  }
  return fakeBodyByLibrary(schema, seed, clockStart);
}

/** Points example links at the address the request came to: a copy, every object and array new. */
function rebase(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.includes(EXAMPLE_ORIGIN) ? value.split(EXAMPLE_ORIGIN).join(origin) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = rebase(value[i], origin);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) {
    const v = rebase((value as Record<string, unknown>)[k], origin);
    if (k === '__proto__') Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    else out[k] = v;
  }
  return out;
}

/** Generated answers are pure functions of their key: each site keeps its most recent ones encoded. */
const MEMO_SIZE = 2000;
const memos = new WeakMap<Site, Map<string, RestResult>>();

function memoOf(site: Site): Map<string, RestResult> {
  let memo = memos.get(site);
  if (!memo) memos.set(site, (memo = new Map()));
  return memo;
}

/** Where an answer's schema comes from; `salt` keeps a binding's seeds and memo entries apart from the route's own. */
export interface FakeSource {
  schema: ResponseSchema | undefined;
  status: number;
  salt: string;
}

export async function fakeAnswer(req: RestRequest, { site, route, endpoint }: HandlerContext, { schema, status, salt }: FakeSource): Promise<RestResult> {
  if (!schema) return { status, data: null };
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.params)) if (!DELIVERY_KEYS.has(k)) params[k] = v;
  const seedText = `${site.scenario.seed}|${req.method}|${route.source.pattern}|${canonical(params)}${salt}`;
  const key = `${req.origin}|${status}|${seedText}`;
  const memo = memoOf(site);
  const hit = memo.get(key);
  if (hit) return hit;
  let data = await fakeBody(schema, hash32(seedText), site.scenario.clock.start);
  if (req.origin !== EXAMPLE_ORIGIN) data = rebase(data, req.origin);
  if (endpoint.offersEdit && typeof req.params.context === 'string') data = filterByContext(data, schema, req.params.context);
  const result: RestResult = { status, data, encoded: wpJson(data) };
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, result);
  return result;
}

/** What answers a catalogue endpoint that names no behaviour: its own response schema. */
export const fakerHandler: Handler = (req, ctx) =>
  fakeAnswer(req, ctx, { schema: ctx.endpoint.source.response, status: ctx.endpoint.source.status ?? 200, salt: '' });
