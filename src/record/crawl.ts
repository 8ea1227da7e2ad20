// `crawlSite()`: records a whole site without a browser. It starts the recording proxy on a free local port,
// reads the REST index through it, then requests every GET route it can address (see crawl-plan.ts), a few
// at a time, and closes the proxy, which writes the cassette. Nothing but GET is ever sent.
//
// The crawl goes in waves: everything found from one wave's answers forms the next, in the order it was
// found. Answers arrive in any order, but the requests sent, and where --max-requests cuts them, do not
// depend on it.
import type { Agent } from 'node:http';
import { CrawlPlan, type SkippedRoute, type Visit } from './crawl-plan.js';
import { crawlAgent, get, jsonOf, pathOf, totalPagesOf, type Fetched } from './crawl-request.js';
import { createRecorder } from './recorder.js';
import { DEFAULT_REDACT, type RedactOptions } from '../cassette/redact.js';
import { shownUrl } from '../cassette/redact-url.js';

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_MAX_REQUESTS = 5000;

export interface CrawlOptions {
  /** The site: `https://example.com` or with a base path. */
  target: string;
  /** The cassette file: replaced, or with `append` added to. */
  out: string;
  append?: boolean;
  /** `user:password` sent as HTTP Basic. */
  auth?: string;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Stops once this many requests were sent, the index included (default 5000). */
  maxRequests?: number;
  /** How long the site may take to start answering (default 30 s). */
  timeoutMs?: number;
  redact?: RedactOptions;
  /** Called after each answer and when a wave is planned. */
  progress?(p: CrawlProgress): void;
  /** `[mock-site] ...` lines about requests that could not be recorded. */
  error?(text: string): void;
  /** Aborting stops the crawl; what was recorded is written. */
  signal?: AbortSignal;
}

export interface CrawlProgress {
  done: number;
  queued: number;
  errors: number;
}

export interface CrawlSummary {
  /** The site, without credentials. */
  target: string;
  cassette: string;
  /** Requests sent, the index included. */
  requests: number;
  /** Body bytes received. */
  bytes: number;
  /** Answers of status 400 and above by status, and `no answer` for requests that got none. */
  errors: Record<string, number>;
  skipped: SkippedRoute[];
  durationMs: number;
  /** --max-requests was reached. */
  stoppedEarly: boolean;
  /** Requests known and not sent, when the crawl stopped early or was interrupted. */
  unsent: number;
  /** The signal stopped the crawl. */
  interrupted: boolean;
  /** Interactions the cassette holds, and whether all that were recorded reached the file. */
  interactions: number;
  written: boolean;
}

/** The index could not be read: nothing to crawl. */
export class CrawlError extends Error {}

export async function crawlSite(options: CrawlOptions): Promise<CrawlSummary> {
  const started = performance.now();
  const recorder = createRecorder({
    target: options.target,
    out: options.out,
    append: options.append === true,
    ...(options.auth !== undefined ? { auth: options.auth } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.redact ? { redact: options.redact } : {}),
    ...(options.error ? { error: options.error } : {}),
  });
  const address = await recorder.listen(0, '127.0.0.1');
  const agent = crawlAgent(options.concurrency ?? DEFAULT_CONCURRENCY);
  const run = new CrawlRun(address, agent, options);
  try {
    await run.crawl(recorder.target);
  } finally {
    agent.destroy();
    await recorder.close();
  }
  return {
    target: recorder.target,
    cassette: options.out,
    requests: run.done,
    bytes: run.bytes,
    errors: run.errors,
    skipped: run.plan.skipped(!run.stoppedEarly && !run.interrupted),
    durationMs: performance.now() - started,
    stoppedEarly: run.stoppedEarly,
    unsent: run.unsent,
    interrupted: run.interrupted,
    interactions: recorder.writer.written,
    written: recorder.writer.written === recorder.writer.cassette.interactions.length,
  };
}

class CrawlRun {
  readonly plan = new CrawlPlan();
  done = 0;
  bytes = 0;
  errors: Record<string, number> = {};
  stoppedEarly = false;
  interrupted = false;
  unsent = 0;
  private sent = 0;
  private readonly maxRequests: number;
  private readonly concurrency: number;

  constructor(
    private readonly address: string,
    private readonly agent: Agent,
    private readonly options: CrawlOptions,
  ) {
    this.maxRequests = options.maxRequests ?? DEFAULT_MAX_REQUESTS;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  }

  async crawl(target: string): Promise<void> {
    const where = `${target}/?rest_route=/`;
    const index = await this.fetch('/?rest_route=/').catch((e: unknown) => {
      if (this.options.signal?.aborted) {
        this.interrupted = true;
        return undefined;
      }
      throw new CrawlError(`[mock-site] record: could not read the REST index at ${where}: ${(e as Error).message}`);
    });
    if (!index) return;
    let wave = this.plan.fromIndex(indexOf(index, where, this.options.redact ?? DEFAULT_REDACT));
    while (wave.length && !this.stopped()) {
      const { answers, sent } = await this.runWave(wave);
      const next: Visit[] = [];
      wave.forEach((visit, i) => {
        const answer = answers[i];
        if (answer) next.push(...this.plan.fromAnswer(visit, { status: answer.status, totalPages: totalPagesOf(answer), json: jsonOf(answer) }));
      });
      this.unsent = wave.length - sent + next.length;
      wave = next;
      this.report(wave.length);
    }
  }

  /** Sends the wave's requests, `concurrency` at a time; an answer stays undefined when none came. */
  private async runWave(wave: Visit[]): Promise<{ answers: (Fetched | undefined)[]; sent: number }> {
    const answers: (Fetched | undefined)[] = new Array(wave.length);
    let next = 0;
    this.report(wave.length);
    const worker = async () => {
      while (next < wave.length && !this.stopped()) {
        const i = next++;
        answers[i] = await this.fetch(pathOf(wave[i]!)).catch(() => undefined);
        this.report(wave.length - next);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, wave.length) }, worker));
    return { answers, sent: next };
  }

  private stopped(): boolean {
    if (this.options.signal?.aborted) this.interrupted = true;
    if (this.interrupted) return true;
    if (this.sent >= this.maxRequests) this.stoppedEarly = true;
    return this.stoppedEarly;
  }

  private async fetch(path: string): Promise<Fetched> {
    this.sent++;
    try {
      const answer = await get(this.address, path, this.agent, this.options.signal);
      this.bytes += answer.body.length;
      if (answer.status >= 400) this.errors[answer.status] = (this.errors[answer.status] ?? 0) + 1;
      return answer;
    } catch (e) {
      if (!this.options.signal?.aborted) this.errors['no answer'] = (this.errors['no answer'] ?? 0) + 1;
      throw e;
    } finally {
      this.done++;
    }
  }

  private report(queued: number): void {
    const errors = Object.values(this.errors).reduce((a, b) => a + b, 0);
    this.options.progress?.({ done: this.done, queued, errors });
  }
}

/** The index's routes, or a CrawlError saying why there are none to read. */
function indexOf(answer: Fetched, where: string, redact: RedactOptions): { routes: Record<string, unknown>; namespaces?: unknown } {
  const json = jsonOf(answer);
  const location = answer.headers.location;
  if (answer.status >= 300 && answer.status < 400 && location) {
    throw new CrawlError(`[mock-site] record: ${where} redirects to ${shownUrl(String(location), redact)}: give the site's own address as --target.`);
  }
  if (answer.status !== 200) {
    const detail = typeof json === 'object' && json !== null && 'message' in json ? `: ${String((json as { message: unknown }).message)}` : '';
    throw new CrawlError(
      `[mock-site] record: could not read the REST index at ${where} (HTTP ${answer.status}${detail}). Check --target${answer.status === 401 || answer.status === 403 ? ' and --auth' : ''}.`,
    );
  }
  const routes = typeof json === 'object' && json !== null ? (json as { routes?: unknown }).routes : undefined;
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes)) {
    throw new CrawlError(`[mock-site] record: ${where} did not answer a WordPress REST index (JSON with "routes"). Is --target the site's address?`);
  }
  return { routes: routes as Record<string, unknown>, namespaces: (json as { namespaces?: unknown }).namespaces };
}
