// The faker's answers kept per site: an answer is a pure function of its schema, seed, status, origin and context, so
// the same request (or another with the same seed) is answered again from its bytes.
import type { ResponseSchema } from '../model/catalogue.js';
import type { Site } from '../dispatch/types.js';
import type { RestResult } from '../wp/rest-result.js';

/**
 * Answers kept per site, in two generations of this many (a full young one becomes the old one, the old one is
 * dropped): no answer is looked for in more than two maps, and none is evicted one by one (a Map's oldest key is
 * found by skipping every key deleted before it).
 */
const GENERATION = 1000;

/**
 * Planned answers shorter than this are drawn again rather than kept: a plan draws one in a few microseconds, about
 * what keeping it costs (its key, two map lookups, and the young generation it outlives). json-schema-faker's own
 * answers are always kept.
 */
export const KEEP_FROM = 1024;

/** An answer as kept: its bytes only, two strings a key, so the memo keeps no answer's whole tree alive. */
interface Kept {
  readonly status: number;
  readonly encoded: string;
}

export class AnswerMemo {
  private young = new Map<string, Kept>();
  private old = new Map<string, Kept>();
  /** Schemas with an answer kept: the others' answers are not looked for. */
  private readonly keeping = new WeakSet<ResponseSchema>();

  /** Whether an answer of `schema` was ever kept (else none is looked for). */
  keeps(schema: ResponseSchema): boolean {
    return this.keeping.has(schema);
  }

  /** The answer kept under `key`: its bytes, its data parsed from them when something reads it (`_fields`, a batch). */
  get(key: string): RestResult | undefined {
    const kept = this.young.get(key) ?? this.old.get(key);
    return kept && keptResult(kept);
  }

  set(schema: ResponseSchema, key: string, status: number, encoded: string): void {
    this.keeping.add(schema);
    if (this.young.size >= GENERATION) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, { status, encoded });
  }
}

/** The one accessor of every kept answer's `data` (no getter is made per answer): KeptAnswer sets its `get`. */
const DATA: PropertyDescriptor = { enumerable: true, configurable: true };

/**
 * A kept answer as a result: its bytes, and its data parsed back from them when something first reads it (JSON.parse
 * undoes wpJson(): the data reads, and encodes, as the answer generated it). `data` is the object's own enumerable
 * property, as in any result, so a copy made by spreading it (`{ ...outcome }`) has the data too.
 */
class KeptAnswer implements RestResult {
  declare readonly data: unknown;
  #data: unknown;
  #parsed = false;
  static {
    DATA.get = function (this: KeptAnswer) {
      if (!this.#parsed) {
        this.#data = JSON.parse(this.encoded);
        this.#parsed = true;
      }
      return this.#data;
    };
  }
  constructor(
    readonly status: number,
    readonly encoded: string,
  ) {
    Object.defineProperty(this, 'data', DATA);
  }
}

const keptResult = ({ status, encoded }: Kept): RestResult => new KeptAnswer(status, encoded);

const memos = new WeakMap<Site, AnswerMemo>();

export function memoOf(site: Site): AnswerMemo {
  let memo = memos.get(site);
  if (!memo) memos.set(site, (memo = new AnswerMemo()));
  return memo;
}

/** A number for each schema answers are made from: keys name the schema by it. */
const schemaIds = new WeakMap<ResponseSchema, number>();
let nextSchemaId = 0;

/**
 * The key of an answer: everything it is made from. The seed stands for the request (and two requests with one seed
 * get one answer); the context counts only where the answer is cut to it.
 */
export function answerKey(schema: ResponseSchema, seed: number, status: number, origin: string, context: string | undefined): string {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = nextSchemaId++));
  // The context's length before it: no origin or context can pass for another pair.
  return context === undefined ? `${seed}|${id}|${status}|-|${origin}` : `${seed}|${id}|${status}|${context.length}:${context}|${origin}`;
}
