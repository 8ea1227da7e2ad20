// The recordings of one or more cassettes, indexed at load by request identity: a lookup is one Map access.
// Identical requests are answered in recorded order, counted per session (X-Mock-Session); after the last,
// the last repeats, or in strict mode the answer is `mock_site_replay_exhausted`.
import { DEFAULT_MAX_SESSIONS } from '../store/store.js';
import { mockError, type WpError } from '../wp/errors.js';
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import { identify, matchOptions, type Identity, type MatchOptions, type RequestParts } from '../cassette/identity.js';
import { nearest, type Candidate, type NearMiss } from './near-miss.js';
import type { LoadedInteraction } from '../cassette/large-cassette.js';

export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface Recording extends Candidate {
  interaction: LoadedInteraction;
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

export class ReplayIndex {
  readonly match: MatchOptions;
  readonly strict: boolean;
  /** A request recorded once (the common case) maps to its recording, not to a list of one: fewer objects to keep. */
  private readonly byKey = new Map<string, Recording | Recording[]>();
  /** Made on the first miss (near-miss looks there first): a replay that never misses does not keep it. */
  private byRouteMade: Map<string, Recording[]> | undefined;
  private readonly all: Recording[] = [];
  private readonly counters = new Map<string, Map<string, number>>();
  private readonly maxSessions: number;
  private newest: string | undefined;

  constructor(cassettes: readonly { name: string; cassette: { interactions: readonly LoadedInteraction[] } }[], options: ReplayOptions = {}) {
    this.match = options.match ?? matchOptions();
    this.strict = options.strict === true;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    for (const { name, cassette } of cassettes)
      cassette.interactions.forEach((it, n) => {
        this.add(name, n, it);
      });
  }

  get size(): number {
    return this.all.length;
  }

  /** Every recording, in cassette order. */
  get recordings(): readonly Recording[] {
    return this.all;
  }

  /** A recording made during the run (fallback record): replayed from now on; `session` has used it up. */
  addRecorded(name: string, interaction: LoadedInteraction, session: string): void {
    const recording = this.add(name, this.all.filter((r) => r.recording.startsWith(`${name}#`)).length, interaction);
    recording.replays = 1;
    const key = recording.identity.key;
    this.countsOf(session).set(key, listOf(this.byKey.get(key)!).length);
  }

  private add(name: string, n: number, interaction: LoadedInteraction): Recording {
    const { request } = interaction;
    const identity = identify(
      {
        method: request.method,
        route: request.route,
        query: request.query ?? {},
        body: request.body ? decodeBody(request.body) : undefined,
        contentType: request.headers ? headerValue(request.headers, 'content-type') : undefined,
      },
      this.match,
    );
    const recording = new LoadedRecording(name, n, identity, interaction);
    const same = this.byKey.get(identity.key);
    if (same === undefined) this.byKey.set(identity.key, recording);
    else if (Array.isArray(same)) same.push(recording);
    else this.byKey.set(identity.key, [same, recording]);
    if (this.byRouteMade) push(this.byRouteMade, identity.route, recording);
    this.all.push(recording);
    return recording;
  }

  lookup(request: RequestParts, session = 'default'): ReplayOutcome {
    return this.answer(identify(request, this.match), session);
  }

  /** What answers a request of this identity in `session` now (and counts it). */
  answer(identity: Identity, session = 'default'): ReplayOutcome {
    const found = this.byKey.get(identity.key);
    if (!found) return { kind: 'miss', identity };
    const counts = this.countsOf(session);
    const next = counts.get(identity.key) ?? 0;
    counts.set(identity.key, next + 1);
    const recorded = Array.isArray(found) ? found.length : 1;
    if (next >= recorded && this.strict) {
      const list = listOf(found);
      const last = list[list.length - 1];
      return {
        kind: 'exhausted',
        answeredBy: `replay:exhausted:${last.recording}`,
        error: mockError(
          'mock_site_replay_exhausted',
          `[mock-site] ${identity.method} ${identity.route} was recorded ${list.length} time(s) and all have been replayed in session "${session}" (strict replay). Record it again, or reset the session.`,
          { recordings: list.map((r) => r.recording), session },
        ),
      };
    }
    const recording = (Array.isArray(found) ? found[Math.min(next, recorded - 1)] : found) as LoadedRecording;
    recording.replays++;
    return recording.hit();
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
    return nearest(identity, this.byRoute.get(identity.route) ?? this.all);
  }

  private get byRoute(): Map<string, Recording[]> {
    if (this.byRouteMade) return this.byRouteMade;
    const made = new Map<string, Recording[]>();
    for (const r of this.all) push(made, r.identity.route, r);
    return (this.byRouteMade = made);
  }

  /** Forgets the replay counters of one session, or of all. */
  reset(session?: string): void {
    if (session === undefined) this.counters.clear();
    else this.counters.delete(session);
  }
}

/**
 * One recording: a class, not a closure per recording, so a cassette of 100,000 interactions holds fewer objects for
 * the garbage collector to walk. Its answer is decoded on first use; its hit outcome (read-only) is made once.
 */
class LoadedRecording implements Recording {
  replays = 0;
  #answer: RecordedAnswer | undefined = undefined;
  #hit: Extract<ReplayOutcome, { kind: 'hit' }> | undefined = undefined;

  constructor(
    /** The cassette's name, and the interaction's place in it. */
    private readonly cassette: string,
    private readonly n: number,
    readonly identity: Identity,
    readonly interaction: LoadedInteraction,
  ) {}

  /** `cassette.yaml#3`: worked out when asked (coverage, a miss's nearest), not kept for each recording. */
  get recording(): string {
    return `${this.cassette}#${this.n}`;
  }

  answer(): RecordedAnswer {
    if (this.#answer) return this.#answer;
    const { response } = this.interaction;
    const r = typeof response === 'function' ? response() : response;
    return (this.#answer = { status: r.status, headers: r.headers ?? {}, body: decodeBody(r.body) });
  }

  hit(): Extract<ReplayOutcome, { kind: 'hit' }> {
    return (this.#hit ??= { kind: 'hit', recording: this, answer: this.answer(), answeredBy: `replay:${this.recording}` });
  }
}

const listOf = (found: Recording | Recording[]): readonly Recording[] => (Array.isArray(found) ? found : [found]);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
