// The browser's search-worker.ts: the same search program (search-worker-source.ts) run in this thread, one search
// at a time. A browser has no worker_threads to terminate, so there is no deadline: a runaway pattern (`^(a+)+$`)
// holds the page until it ends. (Evaluating the program needs a Content-Security-Policy that allows 'unsafe-eval'.)
import { SEARCH_TIME_LIMIT_MS, SEARCH_WORKER_SOURCE } from '../search-worker-source.js';
import type { SearchJob, SearchMatch, SearchOutcome } from '../search-worker.js';

export type { SearchJob, SearchMatch, SearchOutcome } from '../search-worker.js';

export { SEARCH_TIME_LIMIT_MS };

type Reply = { id: number } & ({ ok: true; mode: 'regex' | 'text'; matches: SearchMatch[]; total: number } | { ok: false; reason: string });

let program: ((job: SearchJob & { id: number }) => Reply) | undefined;

/** The worker program, its parentPort played by this module: a message in is a call, its reply the result. */
function searchProgram(): (job: SearchJob & { id: number }) => Reply {
  let onMessage: ((job: unknown) => void) | undefined;
  let reply: Reply | undefined;
  const parentPort = {
    on: (_event: 'message', listener: (job: unknown) => void) => (onMessage = listener),
    postMessage: (message: Reply) => (reply = message),
  };
  new Function('require', SEARCH_WORKER_SOURCE)(() => ({ parentPort }));
  return (job) => {
    reply = undefined;
    onMessage!(job);
    return reply!;
  };
}

let lastId = 0;

/** Searches `job.files` in this thread; never rejects. */
export async function runSearch(job: SearchJob): Promise<SearchOutcome> {
  try {
    const reply = (program ??= searchProgram())({ id: ++lastId, ...job });
    return reply.ok ? { ok: true, mode: reply.mode, matches: reply.matches, total: reply.total } : { ok: false, failure: 'engine', reason: reply.reason };
  } catch (e) {
    return { ok: false, failure: 'crash', reason: (e as Error).message };
  }
}

/** Nothing to stop: no worker. */
export const stopSearchWorker = (): void => {};
