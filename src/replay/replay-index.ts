// The recordings of one or more cassettes, indexed at load by request identity: a lookup is one Map access.
// Identical requests are answered in recorded order, counted per session (X-Mock-Session); after the last,
// the last repeats, or in strict mode the answer is `mock_site_replay_exhausted`.
//
// A cassette of 100,000 interactions must not cost the garbage collector 100,000 graphs of objects: every old-space
// collection walks them all, which showed as pauses in the tail of every answer. So the index keeps, per recording,
// only its key in the Map (a string) and numbers in typed arrays; its identity's parts live in a few long strings
// (IdentityStore), and its request and response stay in the cassette (a large one's bytes, src/cassette/
// large-cassette.ts) until it is used: a recording is made an object (StoredRecording) when it is hit, or asked for.
import { DEFAULT_MAX_SESSIONS } from '../store/store.js';
import { mockError, type WpError } from '../wp/errors.js';
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import { identify, matchOptions, type Identity, type MatchOptions, type RequestParts } from '../cassette/identity.js';
import type { RecordedRequest, RecordedResponse } from '../cassette/types.js';
import { nearest, type Candidate, type NearMiss } from './near-miss.js';
import { RecordedBytes, type RecordedAnswer } from './recorded-answer.js';
import type { LoadedInteraction, RawInteractions } from '../cassette/large-cassette.js';

export type { RecordedAnswer } from './recorded-answer.js';

export interface Recording extends Candidate {
  readonly interaction: LoadedInteraction;
  /** How often it has been replayed, in every session (coverage). */
  replays: number;
  /** Decoded on first use and kept. */
  answer(): RecordedAnswer;
}

export type ReplayOutcome =
  | { kind: 'hit'; recording: Recording; answer: RecordedAnswer; answeredBy: string }
  | { kind: 'exhausted'; error: WpError; answeredBy: string }
  | { kind: 'miss'; identity: Identity };

export interface ReplayOptions {
  strict?: boolean;
  match?: MatchOptions;
  /** Sessions whose counters are kept (`--max-sessions`); beyond, the least recently used starts over. 0: no bound. */
  maxSessions?: number;
}

/** A cassette as the index takes it: its interactions, or (a large one) its bytes, parsed when used. */
export interface IndexedCassette {
  name: string;
  cassette: { interactions: readonly LoadedInteraction[]; raw?: RawInteractions };
}

type Hit = Extract<ReplayOutcome, { kind: 'hit' }>;

export class ReplayIndex {
  readonly match: MatchOptions;
  readonly strict: boolean;
  /** Recording numbers by identity key: a request recorded once (the common case) maps to its number, not to a list of one. */
  private readonly byKey = new Map<string, number | number[]>();
  /** Made on the first miss (near-miss looks there first): a replay that never misses does not keep it. */
  private byRouteMade: Map<string, number | number[]> | undefined;
  private readonly sources: Source[] = [];
  private readonly identities: IdentityStore;
  /** Identities of the recordings added during the run (fallback record), after the store's. */
  private readonly addedIdentities: Identity[] = [];
  private replayCounts: Float64Array;
  private count = 0;
  /** The recordings made objects (hit, or asked for), and the hits and answers made of them. */
  private readonly made = new Map<number, StoredRecording>();
  private readonly hits = new Map<number, Hit>();
  private readonly counters = new Map<string, Map<string, number>>();
  private readonly maxSessions: number;
  private newest: string | undefined;

  constructor(cassettes: readonly IndexedCassette[], options: ReplayOptions = {}) {
    this.match = options.match ?? matchOptions();
    this.strict = options.strict === true;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    const total = cassettes.reduce((sum, { cassette }) => sum + (cassette.raw ? cassette.raw.length : cassette.interactions.length), 0);
    this.identities = new IdentityStore(total);
    this.replayCounts = new Float64Array(Math.max(total, 8));
    for (const { name, cassette } of cassettes) {
      const source = cassette.raw ? rawSource(name, this.count, cassette.raw) : listSource(name, this.count, 0, cassette.interactions as LoadedInteraction[]);
      this.sources.push(source);
      for (let n = 0; n < source.count; n++) {
        const identity = this.identify(source.request(n));
        this.identities.add(identity);
        this.index(identity.key, this.count++);
      }
      cassette.raw?.settle();
    }
    this.identities.close();
  }

  get size(): number {
    return this.count;
  }

  /** Every recording, in cassette order (made for the asking: a recording keeps only its numbers). */
  get recordings(): readonly Recording[] {
    return Array.from({ length: this.count }, (_, i) => this.recordingAt(i));
  }

  /** The recordings no request used yet, in cassette order: name, method and route. */
  unreplayed(): { recording: string; method: string; route: string }[] {
    const out: { recording: string; method: string; route: string }[] = [];
    for (let i = 0; i < this.count; i++) {
      if (this.replayCounts[i] !== 0) continue;
      out.push({ recording: this.nameOf(i), method: this.partOf(i, METHOD), route: this.partOf(i, ROUTE) });
    }
    return out;
  }

  /** A recording made during the run (fallback record): replayed from now on; `session` has used it up. */
  addRecorded(name: string, interaction: LoadedInteraction, session: string): void {
    const identity = this.identify(interaction.request);
    let source = this.sources[this.sources.length - 1];
    if (!source?.added || source.name !== name) {
      // Numbered on from the recordings of that name already held (`recorded.yaml#12`).
      let held = 0;
      for (const s of this.sources) if (s.name === name || s.name.startsWith(`${name}#`)) held += s.count;
      this.sources.push((source = listSource(name, this.count, held, [], true)));
    }
    source.items!.push(interaction);
    source.count++;
    this.addedIdentities.push(identity);
    const n = this.count++;
    if (n >= this.replayCounts.length) {
      const grown = new Float64Array(this.replayCounts.length * 2);
      grown.set(this.replayCounts);
      this.replayCounts = grown;
    }
    this.index(identity.key, n);
    if (this.byRouteMade) pushTo(this.byRouteMade, identity.route, n);
    this.replayCounts[n] = 1;
    this.countsOf(session).set(identity.key, countOf(this.byKey.get(identity.key)!));
  }

  private identify(request: RecordedRequest): Identity {
    return identify(
      {
        method: request.method,
        route: request.route,
        query: request.query ?? {},
        body: request.body ? decodeBody(request.body) : undefined,
        contentType: request.headers ? headerValue(request.headers, 'content-type') : undefined,
      },
      this.match,
    );
  }

  private index(key: string, n: number): void {
    const same = this.byKey.get(key);
    if (same === undefined) this.byKey.set(key, n);
    else if (typeof same === 'number') this.byKey.set(key, [same, n]);
    else same.push(n);
  }

  lookup(request: RequestParts, session = 'default'): ReplayOutcome {
    return this.answer(identify(request, this.match), session);
  }

  /** What answers a request of this identity in `session` now (and counts it). */
  answer(identity: Identity, session = 'default'): ReplayOutcome {
    const found = this.byKey.get(identity.key);
    if (found === undefined) return { kind: 'miss', identity };
    const counts = this.countsOf(session);
    const next = counts.get(identity.key) ?? 0;
    counts.set(identity.key, next + 1);
    const recorded = countOf(found);
    if (next >= recorded && this.strict) {
      const list = typeof found === 'number' ? [found] : found;
      const last = this.nameOf(list[list.length - 1]!);
      return {
        kind: 'exhausted',
        answeredBy: `replay:exhausted:${last}`,
        error: mockError(
          'mock_site_replay_exhausted',
          `[mock-site] ${identity.method} ${identity.route} was recorded ${list.length} time(s) and all have been replayed in session "${session}" (strict replay). Record it again, or reset the session.`,
          { recordings: list.map((n) => this.nameOf(n)), session },
        ),
      };
    }
    const n = typeof found === 'number' ? found : found[Math.min(next, recorded - 1)]!;
    this.replayCounts[n]!++;
    return this.hits.get(n) ?? this.hitAt(n);
  }

  /** A recording's hit outcome (read-only), made once: its answer decoded (a large cassette's response parsed) now. */
  private hitAt(n: number): Hit {
    const recording = this.recordingAt(n);
    const hit: Hit = { kind: 'hit', recording, answer: recording.answer(), answeredBy: `replay:${recording.recording}` };
    this.made.set(n, recording);
    this.hits.set(n, hit);
    return hit;
  }

  /** A session's replay counters, kept least recently used first (as the store keeps sessions: bounded alike). */
  private countsOf(session: string): Map<string, number> {
    let counts = this.counters.get(session);
    if (counts) {
      if (this.newest !== session) {
        this.counters.delete(session);
        this.counters.set(session, counts);
      }
    } else {
      if (this.maxSessions && this.counters.size >= this.maxSessions) this.counters.delete(this.counters.keys().next().value!);
      this.counters.set(session, (counts = new Map()));
    }
    this.newest = session;
    return counts;
  }

  /** The WordPress-shaped 404 for a miss, with the nearest recordings and what differed. */
  noRecording(identity: Identity): WpError {
    return mockError(
      'mock_site_no_recording',
      `[mock-site] No recording matches ${identity.method} ${identity.route}. The nearest recorded requests are in data.nearest.`,
      { nearest: this.nearest(identity) },
    );
  }

  /** The recordings nearest a request none matched, and what differed (from its route's when it was recorded). */
  nearest(identity: Identity): NearMiss[] {
    const route = this.byRoute.get(identity.route);
    return nearest(identity, this.candidates(route === undefined ? undefined : typeof route === 'number' ? [route] : route));
  }

  /** Recordings as near-miss candidates (`numbers`, or every one), made as they are looked at. */
  private *candidates(numbers: readonly number[] | undefined): Generator<Candidate> {
    const count = numbers ? numbers.length : this.count;
    for (let i = 0; i < count; i++) {
      const n = numbers ? numbers[i]! : i;
      yield this.made.get(n) ?? new StoredCandidate(this, n);
    }
  }

  private get byRoute(): Map<string, number | number[]> {
    if (this.byRouteMade) return this.byRouteMade;
    const made = new Map<string, number | number[]>();
    for (let n = 0; n < this.count; n++) pushTo(made, this.partOf(n, ROUTE), n);
    return (this.byRouteMade = made);
  }

  /** Forgets the replay counters of one session, or of all. */
  reset(session?: string): void {
    if (session === undefined) this.counters.clear();
    else this.counters.delete(session);
  }

  // What a recording is, by its number (StoredRecording asks).

  /** `cassette.yaml#3`: the cassette's name and the interaction's place in it. */
  nameOf(n: number): string {
    const source = this.sourceOf(n);
    return `${source.name}#${source.base + n - source.first}`;
  }

  identityOf(n: number): Identity {
    if (n >= this.identities.size) return this.addedIdentities[n - this.identities.size]!;
    const { identities } = this;
    return {
      method: identities.part(n, METHOD),
      route: identities.part(n, ROUTE),
      query: identities.part(n, QUERY),
      body: identities.part(n, BODY),
      key: identities.part(n, KEY),
    };
  }

  /** One part of a recording's identity. */
  partOf(n: number, part: Part): string {
    if (n >= this.identities.size) return this.addedIdentities[n - this.identities.size]![PART_NAMES[part]];
    return this.identities.part(n, part);
  }

  interactionOf(n: number): LoadedInteraction {
    const source = this.sourceOf(n);
    const i = n - source.first;
    if (source.items) return source.items[i]!;
    return { request: source.request(i), response: () => source.response(i) };
  }

  responseOf(n: number): RecordedResponse {
    const source = this.sourceOf(n);
    return source.response(n - source.first);
  }

  replaysOf(n: number): number {
    return this.replayCounts[n]!;
  }

  setReplays(n: number, replays: number): void {
    this.replayCounts[n] = replays;
  }

  /** The recording numbered n, as an object (the one already made, if it was). */
  recordingAt(n: number): StoredRecording {
    return this.made.get(n) ?? new StoredRecording(this, n);
  }

  /** Keeps a recording's decoded answer with it (a recording asked for its answer keeps it, as a hit does). */
  keep(recording: StoredRecording): void {
    this.made.set(recording.n, recording);
  }

  private sourceOf(n: number): Source {
    const { sources } = this;
    let lo = 0;
    let hi = sources.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (sources[mid]!.first <= n) lo = mid;
      else hi = mid - 1;
    }
    return sources[lo]!;
  }
}

/** Where a cassette's interactions are read: parsed objects, or a large cassette's bytes. */
interface Source {
  name: string;
  /** The number of its first interaction in the index. */
  first: number;
  /** Its first interaction's place in the cassette (recordings added to a cassette during the run go on from its last). */
  base: number;
  count: number;
  /** The interactions, when they are objects. */
  items?: LoadedInteraction[];
  /** Recordings added during the run (fallback record). */
  added?: boolean;
  request(i: number): RecordedRequest;
  response(i: number): RecordedResponse;
}

function listSource(name: string, first: number, base: number, items: LoadedInteraction[], added = false): Source {
  return {
    name,
    first,
    base,
    count: items.length,
    items,
    added,
    request: (i) => items[i]!.request,
    response: (i) => {
      const { response } = items[i]!;
      return typeof response === 'function' ? response() : response;
    },
  };
}

function rawSource(name: string, first: number, raw: RawInteractions): Source {
  return { name, first, base: 0, count: raw.length, request: (i) => raw.request(i), response: (i) => raw.response(i) };
}

const KEY = 0;
const METHOD = 1;
const ROUTE = 2;
const QUERY = 3;
const BODY = 4;
type Part = typeof KEY | typeof METHOD | typeof ROUTE | typeof QUERY | typeof BODY;
const PART_NAMES = ['key', 'method', 'route', 'query', 'body'] as const;
/** Offsets kept per recording: where each part starts, and where the last ends. */
const STRIDE = 6;
/** Parts are joined into strings of about this many characters (well under the longest string V8 holds). */
const CHUNK = 8 * 1024 * 1024;

/**
 * The identities of the recordings loaded, in a few long strings: per recording, its key, method, route, query and
 * body one after the other, and where each starts in a typed array (no object per recording).
 */
class IdentityStore {
  private readonly chunks: string[] = [];
  private readonly chunkOf: Uint32Array;
  private readonly at: Uint32Array;
  private pending: string[] = [];
  private pendingLength = 0;
  size = 0;

  constructor(capacity: number) {
    this.chunkOf = new Uint32Array(capacity);
    this.at = new Uint32Array(capacity * STRIDE);
  }

  add(identity: Identity): void {
    const n = this.size++;
    const { at } = this;
    let offset = this.pendingLength;
    for (let part = KEY; part <= BODY; part++) {
      const text = identity[PART_NAMES[part]];
      at[n * STRIDE + part] = offset;
      this.pending.push(text);
      offset += text.length;
    }
    at[n * STRIDE + STRIDE - 1] = offset;
    this.chunkOf[n] = this.chunks.length;
    this.pendingLength = offset;
    if (offset >= CHUNK) this.close();
  }

  /** Joins what was added since the last chunk into one. */
  close(): void {
    if (!this.pending.length) return;
    this.chunks.push(this.pending.join(''));
    this.pending = [];
    this.pendingLength = 0;
  }

  part(n: number, part: Part): string {
    const i = n * STRIDE + part;
    return this.chunks[this.chunkOf[n]!]!.slice(this.at[i], this.at[i + 1]);
  }
}

/** A recording as an object: made when it is hit, or asked for (coverage, the admin API); its numbers stay in the index. */
class StoredRecording implements Recording {
  #answer: RecordedAnswer | undefined = undefined;
  #identity: Identity | undefined = undefined;

  constructor(
    private readonly index: ReplayIndex,
    readonly n: number,
  ) {}

  /** `cassette.yaml#3`: worked out when asked (coverage, a miss's nearest), not kept for each recording. */
  get recording(): string {
    return this.index.nameOf(this.n);
  }

  get identity(): Identity {
    return (this.#identity ??= this.index.identityOf(this.n));
  }

  get interaction(): LoadedInteraction {
    return this.index.interactionOf(this.n);
  }

  get replays(): number {
    return this.index.replaysOf(this.n);
  }

  set replays(replays: number) {
    this.index.setReplays(this.n, replays);
  }

  answer(): RecordedAnswer {
    if (this.#answer) return this.#answer;
    const r = this.index.responseOf(this.n);
    this.#answer = new RecordedBytes(r.status, r.headers ?? {}, decodeBody(r.body));
    this.index.keep(this);
    return this.#answer;
  }
}

/** A recording looked at as a near miss: its identity made from the store, its name only if it is listed. */
class StoredCandidate implements Candidate {
  readonly identity: Identity;

  constructor(
    private readonly index: ReplayIndex,
    private readonly n: number,
  ) {
    this.identity = index.identityOf(n);
  }

  get recording(): string {
    return this.index.nameOf(this.n);
  }
}

const countOf = (found: number | number[]): number => (typeof found === 'number' ? 1 : found.length);

function pushTo(map: Map<string, number | number[]>, key: string, n: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, n);
  else if (typeof list === 'number') map.set(key, [list, n]);
  else list.push(n);
}
