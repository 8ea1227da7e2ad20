// The `faker` kind: answers a route from its response schema with json-schema-faker, seeded from the
// scenario seed and the request itself, so the same request gives the same bytes on every run and machine.
//
// A request's answer: its seed (faker-seed.ts), then the memo (faker-memo.ts), else the schema's plan (faker-plan/,
// compiled once per schema and clock) draws the data, synchronously, with no promise made; example links are rebased
// only where the schema can hold one, the data cut to its context where asked, then encoded once. The schemas a plan
// leaves out go to json-schema-faker itself, imported on first use. Every way gives the library's bytes.
import type { JsonSchema, Random } from 'json-schema-faker';
import { EXAMPLE_ORIGIN } from '../catalogue/example-origin.js';
import type { ResponseSchema } from '../model/catalogue.js';
import type { Handler, HandlerContext } from '../dispatch/types.js';
import type { RestResult } from '../wp/rest-result.js';
import type { RestRequest } from '../wp/request.js';
import { wpJson } from '../wp/json.js';
import { filterByContext } from '../wp/context.js';
import { fakerSchema } from './faker-hints.js';
import { type AnswerMemo, answerKey, KEEP_FROM, memoOf } from './faker-memo.js';
import { requestSeed } from './faker-seed.js';
import { planFaker, type Plan } from './faker-plan/index.js';

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const DAY_MS = 86_400_000;

/**
 * WordPress writes dates without a zone (`2026-01-15T09:30:00`); fake ones fall in the year before the clock start.
 * The calendar date is worked out from the day number (Howard Hinnant's civil_from_days: the proleptic Gregorian
 * calendar Date keeps), as Date's getUTC*() give it, without making a Date.
 */
export function dateFormat(clockStart: string) {
  const end = Date.parse(clockStart);
  const viaDate = (ms: number): string => {
    const d = new Date(ms);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
  return (random: Random): string => {
    const ms = end - random.int(0, 365 * 24 * 3600) * 1000;
    // NaN (no clock start) and instants past Date's range (±8.64e15 ms) are Date's to write.
    if (!(Math.abs(ms) <= 8.64e15)) return viaDate(ms);
    const days = Math.floor(ms / DAY_MS);
    const seconds = Math.floor((ms - days * DAY_MS) / 1000);
    const z = days + 719_468;
    const era = Math.floor(z / 146_097);
    const doe = z - era * 146_097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    const hour = Math.floor(seconds / 3600);
    const minute = Math.floor((seconds % 3600) / 60);
    return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(seconds % 60)}`;
  };
}

// json-schema-faker is an ES module only `import()` loads; it loads with the first answer a plan cannot give.
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

function planOf(narrowed: ResponseSchema, clockStart: string): Plan | null {
  let byClock = plans.get(narrowed);
  if (!byClock) plans.set(narrowed, (byClock = new Map()));
  let plan = byClock.get(clockStart);
  if (plan === undefined) byClock.set(clockStart, (plan = planFaker(narrowed, { 'date-time': dateFormat(clockStart) })));
  return plan;
}

/** What a plan answers where it has no answer (the schema left to json-schema-faker, or a plan that stepped aside). */
const LIBRARY = Symbol('json-schema-faker answers');

/** A plan's draw, or LIBRARY where json-schema-faker throws (or a plan would stray): its own answer, or its own error. */
function drawn<T>(draw: () => T): T | typeof LIBRARY {
  try {
    return draw();
  } catch {
    return LIBRARY;
  }
}

/** The answer json-schema-faker gives for this schema and seed, from the schema's plan when it has one. */
export async function fakeBody(schema: ResponseSchema, seed: number, clockStart: string): Promise<unknown> {
  const plan = planOf(fakerSchema(schema), clockStart);
  const body = plan ? drawn(() => plan(seed)) : LIBRARY;
  return body === LIBRARY ? fakeBodyByLibrary(schema, seed, clockStart) : body;
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

/**
 * Whether a plan of a narrowed schema (the faker's hints hold example links) may write the example origin into a
 * string: only by a value the schema holds (const, enum, examples, default...), a pattern or a template. Letters of the
 * default alphabet and the built-in formats never write `http://127.0.0.1:8080`, so a planned answer from a schema
 * without these needs no rebase. (json-schema-faker's own answers are always rebased.)
 */
const holdsOrigin = new WeakMap<ResponseSchema, boolean>();

function mayHoldOrigin(narrowed: ResponseSchema): boolean {
  let may = holdsOrigin.get(narrowed);
  if (may === undefined) holdsOrigin.set(narrowed, (may = holds(narrowed, new Set())));
  return may;
}

/** Whether a string in `value` holds the example origin, or a key is `pattern` or `template` (a schema may contain itself). */
function holds(value: unknown, seen: Set<object>): boolean {
  if (typeof value === 'string') return value.includes(EXAMPLE_ORIGIN);
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((v) => holds(v, seen));
  for (const [k, v] of Object.entries(value)) if (k === 'pattern' || k === 'template' || holds(v, seen)) return true;
  return false;
}

/** Where an answer's schema comes from; `salt` keeps a binding's seeds and memo entries apart from the route's own. */
export interface FakeSource {
  schema: ResponseSchema | undefined;
  status: number;
  salt: string;
}

/** The answer: at once where the schema is planned, once json-schema-faker is loaded where it is not. */
export function fakeAnswer(
  req: RestRequest,
  { site, route, endpoint }: HandlerContext,
  { schema, status, salt }: FakeSource,
): RestResult | Promise<RestResult> {
  if (!schema) return { status, data: null };
  const seed = requestSeed(site.scenario.seed, req.method, route.source.pattern, req.params, salt);
  const context = endpoint.offersEdit && typeof req.params.context === 'string' ? req.params.context : undefined;
  const memo = memoOf(site);
  const asked: Asked = { memo, schema, seed, status, origin: req.origin, context, key: undefined };
  if (memo.keeps(schema)) {
    const hit = memo.get((asked.key = answerKey(schema, seed, status, req.origin, context)));
    if (hit) return hit;
  }
  const clockStart = site.scenario.clock.start;
  const narrowed = fakerSchema(schema);
  const plan = planOf(narrowed, clockStart);
  if (plan) {
    const body = drawn(() => plan(seed));
    if (body !== LIBRARY) return answered(asked, finish(body, req.origin, mayHoldOrigin(narrowed), schema, context), false);
  }
  return fakeBodyByLibrary(schema, seed, clockStart).then((data) => answered(asked, finish(data, req.origin, true, schema, context), true));
}

/** What an answer is made from, and its memo key once known. */
interface Asked {
  readonly memo: AnswerMemo;
  readonly schema: ResponseSchema;
  readonly seed: number;
  readonly status: number;
  readonly origin: string;
  readonly context: string | undefined;
  key: string | undefined;
}

/** The generated data as the request gets it: example links at its origin, then cut to its context. */
function finish(data: unknown, origin: string, rebased: boolean, schema: ResponseSchema, context: string | undefined): unknown {
  if (rebased && origin !== EXAMPLE_ORIGIN) data = rebase(data, origin);
  return context === undefined ? data : filterByContext(data, schema, context);
}

/** The answer, encoded once; kept when it was costly to make (json-schema-faker's, or a long one). */
function answered(asked: Asked, data: unknown, byLibrary: boolean): RestResult {
  const { memo, schema, seed, status, origin, context } = asked;
  const encoded = wpJson(data);
  if (byLibrary || encoded.length >= KEEP_FROM) memo.set(schema, asked.key ?? answerKey(schema, seed, status, origin, context), status, encoded);
  return { status, data, encoded };
}

/** What answers a catalogue endpoint that names no behaviour: its own response schema. */
export const fakerHandler: Handler = (req, ctx) =>
  fakeAnswer(req, ctx, { schema: ctx.endpoint.source.response, status: ctx.endpoint.source.status ?? 200, salt: '' });
