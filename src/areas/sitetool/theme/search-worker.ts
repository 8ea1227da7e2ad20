// Runs file/search off the main thread: a regular expression from a request may backtrack for minutes
// (`^(a+)+$`), and PHP stops it at pcre.backtrack_limit while JavaScript has no such limit. One worker thread,
// started on the first search, runs the searches one after another; each gets SEARCH_TIME_LIMIT_MS from the
// moment the worker holds it, then the worker is terminated (the next search starts a fresh one) and the search
// answers `{ok: false, reason: 'time'}`. The server keeps answering meanwhile; a worker never keeps the process
// alive while it has nothing to do.
import type { Worker } from 'node:worker_threads';
import { SEARCH_TIME_LIMIT_MS, SEARCH_WORKER_SOURCE } from './search-worker-source.js';

export { SEARCH_TIME_LIMIT_MS };

export interface SearchJob {
  pattern: string;
  caseSensitive: boolean;
  max: number;
  /** The texts to search, copied from the session before the search is queued. */
  files: { path: string; content: string }[];
}

export interface SearchMatch {
  file: string;
  line: number;
  content: string;
}

export type SearchOutcome =
  | { ok: true; mode: 'regex' | 'text'; matches: SearchMatch[]; total: number }
  /** `time`: the time limit; `crash`: the worker itself failed; otherwise what the regular expression engine threw. */
  | { ok: false; failure: 'time' | 'engine' | 'crash'; reason: string };

interface Queued {
  job: SearchJob;
  resolve: (outcome: SearchOutcome) => void;
}

let worker: Worker | undefined;
let online = false;
const queue: Queued[] = [];
let running: { id: number; item: Queued; timer?: NodeJS.Timeout } | undefined;
let lastId = 0;
let stopWhenIdle = false;

function spawn(): Worker {
  // node:worker_threads loads when a search first needs the worker.
  const w = new (process.getBuiltinModule('node:worker_threads').Worker)(SEARCH_WORKER_SOURCE, { eval: true, name: 'mock-site file/search' });
  online = false;
  w.on('online', () => {
    if (w !== worker) return;
    online = true;
    if (running && !running.timer) startClock();
  });
  w.on('message', (reply: { id: number } & ({ ok: true; mode: 'regex' | 'text'; matches: SearchMatch[]; total: number } | { ok: false; reason: string })) => {
    if (w !== worker || running?.id !== reply.id) return;
    finish(reply.ok ? { ok: true, mode: reply.mode, matches: reply.matches, total: reply.total } : { ok: false, failure: 'engine', reason: reply.reason });
  });
  w.on('error', (e) => lost(w, e.message));
  w.on('exit', (code) => lost(w, `the search thread exited with code ${code}`));
  return w;
}

/** The current worker failed or stopped on its own: the search it held fails, the next one gets a new worker. */
function lost(w: Worker, reason: string) {
  if (w !== worker) return;
  worker = undefined;
  if (running) finish({ ok: false, failure: 'crash', reason });
}

function startClock() {
  const current = running!;
  current.timer = setTimeout(() => {
    if (running !== current) return;
    const w = worker!;
    worker = undefined;
    void w.terminate();
    finish({ ok: false, failure: 'time', reason: `it ran for ${SEARCH_TIME_LIMIT_MS} ms` });
  }, SEARCH_TIME_LIMIT_MS);
}

function finish(outcome: SearchOutcome) {
  const done = running!;
  clearTimeout(done.timer);
  running = undefined;
  done.item.resolve(outcome);
  next();
}

function next() {
  const item = queue.shift();
  if (!item) {
    worker?.unref();
    if (stopWhenIdle) stopSearchWorker();
    return;
  }
  running = { id: ++lastId, item };
  try {
    worker ??= spawn();
    worker.ref();
    worker.postMessage({ id: running.id, ...item.job });
  } catch (e) {
    void worker?.terminate();
    worker = undefined;
    finish({ ok: false, failure: 'crash', reason: (e as Error).message });
    return;
  }
  if (online) startClock();
}

/** Searches `job.files` in the worker; never rejects. */
export function runSearch(job: SearchJob): Promise<SearchOutcome> {
  return new Promise((resolve) => {
    queue.push({ job, resolve });
    if (!running) next();
  });
}

/** Ends the worker now when idle, else once the queued searches are done (the app's close()). */
export function stopSearchWorker(): void {
  if (running || queue.length) {
    stopWhenIdle = true;
    return;
  }
  stopWhenIdle = false;
  const w = worker;
  worker = undefined;
  void w?.terminate();
}
