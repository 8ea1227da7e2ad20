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
  private readonly byKey = new Map<string, Recording[]>();
  private readonly byRoute = new Map<string, Recording[]>();
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
    this.countsOf(session).set(key, this.byKey.get(key)!.length);
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
    let cached: RecordedAnswer | undefined;
    const recording: Recording = {
      recording: `${name}#${n}`,
      identity,
      interaction,
      replays: 0,
      answer: () => {
        if (cached) return cached;
        const r = typeof interaction.response === 'function' ? interaction.response() : interaction.response;
        return (cached = { status: r.status, headers: r.headers ?? {}, body: decodeBody(r.body) });
      },
    };
    push(this.byKey, identity.key, recording);
    push(this.byRoute, identity.route, recording);
    this.all.push(recording);
    return recording;
  }

  lookup(request: RequestParts, session = 'default'): ReplayOutcome {
    return this.answer(identify(request, this.match), session);
  }

  /** What answers a request of this identity in `session` now (and counts it). */
  answer(identity: Identity, session = 'default'): ReplayOutcome {
    const list = this.byKey.get(identity.key);
    if (!list) return { kind: 'miss', identity };
    const counts = this.countsOf(session);
    const next = counts.get(identity.key) ?? 0;
    counts.set(identity.key, next + 1);
    if (next >= list.length && this.strict) {
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
    const recording = list[Math.min(next, list.length - 1)];
    recording.replays++;
    return { kind: 'hit', recording, answer: recording.answer(), answeredBy: `replay:${recording.recording}` };
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

  /** Forgets the replay counters of one session, or of all. */
  reset(session?: string): void {
    if (session === undefined) this.counters.clear();
    else this.counters.delete(session);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
