// What `serve --replay` runs on: the index over the cassettes, what answers a request no recording matches
// (the --fallback strategy, fallback.ts: the fake, an error, or the live site through the recorder src/app.ts passes
// in, recorded on the spot or only proxied), the coverage of the run, and reloading when the cassettes change. The
// REST listener asks it first; the admin API resets its counters and reports coverage.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from '../platform/path.js';
import { existsSync, statSync } from '../platform/files.js';
import type { Interaction } from '../cassette/types.js';
import type { RecordSettings } from '../model/scenario.js';
import type { Address } from '../wp/addressing.js';
import type { WireReply, WireRequest } from '../wp/wire.js';
import { coverageOf, type Coverage, type Miss } from './coverage.js';
import { identify, matchOptions, type Identity } from '../cassette/identity.js';
import { fallbackStrategy, proxied, type FallbackAnswer, type FallbackStrategy, type ReplayFallback, type Unanswered } from './fallback.js';
import { cassetteFiles, loadReplay, type GivenCassette } from './load.js';
import type { ReplayIndex, ReplayOutcome } from './replay-index.js';

/** A request's method as replay names it (node:http gives the usual ones upper case already). */
const methodOf = (req: WireRequest): string => {
  const method = req.method;
  return method === undefined ? 'GET' : method === 'GET' || method === 'HEAD' ? method : method.toUpperCase();
};
/** Distinct bodyless requests whose identity is kept (a crawl-sized run starts over when it is full). */
const BODYLESS_MEMO = 10_000;

export interface ReplayConfig {
  /** Cassette files and folders (every .yaml in a folder); none with fallback `proxy` alone (rules, then the live site). */
  paths: string[];
  /** Cassettes already read (createMockSite's YAML text or objects), replayed after the files. */
  cassettes?: readonly GivenCassette[];
  /** A request replayed more often than it was recorded is an error (`mock_site_replay_exhausted`). */
  strict?: boolean;
  /** Who answers a request with no recording: the stateful fake (default), an error, or the live site (recorded, or proxied). */
  fallback?: ReplayFallback;
  /** With fallback `record` or `proxy`: the live site misses go to, and credentials for it. */
  target?: string;
  auth?: string;
  timeoutMs?: number;
  /** With fallback `record`: the cassette misses go into (default: the first cassette file given, or `recorded.yaml` in the first folder). */
  recordInto?: string;
  /** Sessions whose replay counters are kept (as `--max-sessions`; default 1,000, 0: no bound). */
  maxSessions?: number;
}

/**
 * What fallbacks `record` and `proxy` need of a recorder: the live site answers a request no recording matches, and
 * (`record`) the exchange is added to a cassette file. Replay does not import the recorder: src/app.ts passes
 * src/record/live-recorder.ts in.
 */
export interface LiveRecorder {
  /** Sends `req` (its body read) to the live site and answers `res`; `recorded` gets the exchange once it is in the cassette. */
  forward(req: IncomingMessage, res: ServerResponse, body: Buffer, recorded?: (it: Interaction) => void): void;
  /** Writes what was recorded. */
  flush(): Promise<void>;
}

export interface LiveRecorderOptions {
  target: string;
  auth?: string;
  timeoutMs?: number;
  /** The cassette the exchanges go into; what it holds stays. None (fallback `proxy`): nothing is recorded. */
  file?: string;
  /** The scenario's `record.redact`: what is hidden beyond the usual secrets. */
  redact: readonly string[];
}

export type OpenLiveRecorder = (options: LiveRecorderOptions) => LiveRecorder;

interface LiveRecording {
  recorder: LiveRecorder;
  file: string;
  /** How the index names the recordings added to it (`recorded.yaml`). */
  name: string;
}

export class ReplaySetup {
  index: ReplayIndex;
  readonly fallback: ReplayFallback;
  /** The cassette files read: what a watcher watches (with the folders given, where a new cassette may appear). */
  files: string[] = [];
  private readonly misses = new Map<string, Miss>();
  /**
   * Bodyless requests by method, then by the URL as it came over the wire (`/index.php?rest_route=...`): their address
   * and identity, worked out once. No string is made to look one up.
   */
  private readonly bodyless = new Map<string, Map<string, Address & { identity: Identity }>>();
  private bodylessSize = 0;
  private readonly live?: LiveRecording;
  /** Fallback `proxy`: the live site, no cassette behind it. */
  private readonly proxyTo?: LiveRecorder;
  private readonly strategy: FallbackStrategy;

  /** `openRecorder`: the recorder fallbacks `record` and `proxy` use (src/record/live-recorder.ts); no other fallback needs one. */
  constructor(
    readonly config: ReplayConfig,
    private readonly settings: RecordSettings = { redact: [], volatileParams: [] },
    openRecorder?: OpenLiveRecorder,
  ) {
    this.strategy = fallbackStrategy(config.fallback ?? 'fake');
    this.fallback = config.fallback ?? 'fake';
    if (this.fallback === 'record') this.live = this.openLive(this.liveSite(openRecorder));
    else if (this.fallback === 'proxy') this.proxyTo = this.liveSite(openRecorder)();
    this.index = this.load();
  }

  private load(): ReplayIndex {
    const files = cassetteFiles(this.config.paths, this.live !== undefined);
    if (this.live && existsSync(this.live.file) && !files.includes(this.live.file)) files.push(this.live.file);
    const index = loadReplay(files, {
      strict: this.config.strict,
      match: matchOptions(this.settings),
      maxSessions: this.config.maxSessions,
      ...(this.config.cassettes ? { given: this.config.cassettes } : {}),
    });
    this.files = files;
    return index;
  }

  /** Opens the recorder to the --target site: recording into `file` (fallback `record`), or with none only forwarding (`proxy`). */
  private liveSite(openRecorder: OpenLiveRecorder | undefined): (file?: string) => LiveRecorder {
    const { target, auth, timeoutMs } = this.config;
    const mode = this.fallback;
    const why = mode === 'record' ? 'the site to record what the cassettes do not hold' : 'the live site that answers what no recording or rule does';
    if (!target) throw new Error(`[mock-site] serve: --fallback ${mode} needs --target <url>: ${why}.`);
    if (!openRecorder)
      throw new Error(
        `[mock-site] replay: fallback ${mode} needs a recorder: create the replay through createMockApp() or startMockSite(), which pass one in.`,
      );
    return (file) =>
      openRecorder({ target, redact: this.settings.redact, ...(file ? { file } : {}), ...(auth ? { auth } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
  }

  private openLive(open: (file: string) => LiveRecorder): LiveRecording {
    const first = this.config.paths[0]!;
    const file = this.config.recordInto ?? (isFolder(first) ? join(first, 'recorded.yaml') : first);
    return { recorder: open(file), file, name: basename(file) };
  }

  /** The wire request as a recording holds it: the method sent (not an override) and the whole query. */
  lookup(req: WireRequest, address: Address, body: Buffer | undefined, session: string): ReplayOutcome {
    const method = methodOf(req);
    if (body?.length) return this.index.lookup({ method, route: address.route, query: address.query, body, contentType: req.headers['content-type'] }, session);
    const url = req.url ?? '';
    let known = this.bodyless.get(method)?.get(url);
    if (!known) {
      if (this.bodylessSize >= BODYLESS_MEMO) {
        this.bodyless.clear();
        this.bodylessSize = 0;
      }
      const identity = identify({ method, route: address.route, query: address.query }, this.index.match);
      let urls = this.bodyless.get(method);
      if (!urls) this.bodyless.set(method, (urls = new Map()));
      urls.set(url, (known = { ...address, identity }));
      this.bodylessSize++;
    }
    return this.index.answer(known.identity, session);
  }

  /**
   * A bodyless request seen before that a recording answers (or that strict replay has used up), counted; undefined,
   * counting nothing, for any other request.
   */
  known(req: WireRequest, session: string): { address: Address; outcome: Exclude<ReplayOutcome, { kind: 'miss' }> } | undefined {
    const entry = this.bodyless.get(methodOf(req))?.get(req.url ?? '');
    if (!entry) return undefined;
    const outcome = this.index.answer(entry.identity, session);
    return outcome.kind === 'miss' ? undefined : { address: entry, outcome };
  }

  /** Counts a request no recording answered, and who answered it instead (coverage). */
  missed(identity: Identity, answeredBy: string): void {
    const key = `${identity.method} ${identity.route}`;
    const miss = this.misses.get(key);
    if (miss) miss.count++;
    else this.misses.set(key, { method: identity.method, route: identity.route, count: 1, answeredBy });
  }

  /** Who answers a request replay did not: the fallback's strategy (src/replay/fallback.ts) decides, counting the miss. */
  runFallback(req: WireRequest, res: WireReply, body: Buffer | undefined, session: string, outcome: Unanswered['outcome'], ruled = false): FallbackAnswer {
    return this.strategy(this, { req, res, body, session, outcome, ruled });
  }

  /**
   * Fallback `record`: the live site answers, and the exchange joins the cassette and the index, so the same
   * request is replayed from then on (this session has used the recording up).
   */
  record(req: WireRequest, res: WireReply, body: Buffer, session: string): void {
    const live = this.live!;
    // Fallback `record` exists only where the transport is node:http (`serve`; createMockSite offers fake and error).
    live.recorder.forward(req as IncomingMessage, res as ServerResponse, body, (interaction) => this.index.addRecorded(live.name, interaction, session));
  }

  /** Fallback `proxy`: the live site answers; nothing is recorded. */
  proxy(req: WireRequest, res: WireReply, body: Buffer): void {
    // As `record`, only where the transport is node:http.
    this.proxyTo!.forward(req as IncomingMessage, res as ServerResponse, body);
  }

  /** Fallback `proxy`, once no scenario rule answered a request one might have (FallbackAnswer `rules`): the live site answers. */
  passOn(req: WireRequest, res: WireReply, body: Buffer | undefined): FallbackAnswer & { kind: 'live' } {
    return proxied(this, req, res, body);
  }

  /** Reads the cassettes again (they changed on disk): replay counters start over. Throws, keeping the old index, on a bad file. */
  reload(): number {
    this.index = this.load();
    return this.index.size;
  }

  /** The file fallback `record` writes (its own writes are no reason to reload). */
  get recordingInto(): string | undefined {
    return this.live?.file;
  }

  coverage(): Coverage {
    return coverageOf(this.index, [...this.misses.values()]);
  }

  /** Forgets the replay counters (and the coverage misses) of one session, or of all. */
  reset(session?: string): void {
    this.index.reset(session);
    if (session === undefined) this.misses.clear();
  }

  /** Writes what fallback `record` recorded. */
  async close(): Promise<void> {
    await this.live?.recorder.flush();
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
