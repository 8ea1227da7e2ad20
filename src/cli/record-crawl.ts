// `mock-site record --crawl`: checks the crawl's options, shows progress on stderr, prints the summary and
// gives the exit code (0 done, 1 index unreadable / interrupted / cassette not fully written, 2 bad usage).
import { crawlReport } from '../record/crawl-report.js';
import { CrawlError, crawlSite, DEFAULT_CONCURRENCY, DEFAULT_MAX_REQUESTS } from '../record/crawl.js';
import { progressView } from '../record/progress.js';
import type { RedactOptions } from '../cassette/redact.js';
import { RecorderSetupError } from '../record/recorder.js';
import { CassetteError } from '../cassette/cassette-file.js';

export interface CrawlCliOptions {
  target: string;
  out: string;
  auth?: string;
  timeoutMs: number;
  quiet: boolean;
  concurrency?: string;
  maxRequests?: string;
  append: boolean;
  redact: RedactOptions;
}

export async function runCrawl(o: CrawlCliOptions): Promise<number> {
  const concurrency = count(o.concurrency, DEFAULT_CONCURRENCY, 64, '--concurrency');
  const maxRequests = count(o.maxRequests, DEFAULT_MAX_REQUESTS, Number.MAX_SAFE_INTEGER, '--max-requests');
  if (typeof concurrency === 'string' || typeof maxRequests === 'string') {
    process.stderr.write(`${typeof concurrency === 'string' ? concurrency : maxRequests}\n`);
    return 2;
  }
  const view = o.quiet ? undefined : progressView(process.stderr, process.stderr.isTTY === true);
  const abort = new AbortController();
  const stop = () => abort.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const summary = await crawlSite({
      target: o.target,
      out: o.out,
      append: o.append,
      redact: o.redact,
      concurrency,
      maxRequests,
      timeoutMs: o.timeoutMs,
      signal: abort.signal,
      ...(o.auth !== undefined ? { auth: o.auth } : {}),
      ...(view ? { progress: (p) => view.update(p) } : {}),
      error: (text) => (view ? view.message(text) : process.stderr.write(`${text}\n`)),
    });
    view?.finish();
    process.stdout.write(`${crawlReport(summary, maxRequests).join('\n')}\n`);
    if (!summary.written) {
      process.stderr.write(`[mock-site] record: ${o.out} does not hold everything recorded (see the message above).\n`);
      return 1;
    }
    return summary.interrupted ? 1 : 0;
  } catch (e) {
    if (e instanceof RecorderSetupError || e instanceof CassetteError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    if (e instanceof CrawlError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

/** The option's whole number from 1 to `max`, its default when absent, or the message saying what to fix. */
function count(text: string | undefined, fallback: number, max: number, name: string): number | string {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > max) {
    return `[mock-site] record: ${name} must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'} (got ${JSON.stringify(text)}).`;
  }
  return n;
}
