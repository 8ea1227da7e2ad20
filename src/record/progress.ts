// A long command's progress on stderr (the crawl's, learn's): in a terminal one line rewritten in place, elsewhere
// (CI logs, pipes) a plain line at the start and every so often after, so a log shows it moving without a line per
// request.
import type { CrawlProgress } from './crawl.js';

/** What a progress line counts: `done` is what the plain view paces its lines by. */
export interface Progress {
  done: number;
}

export interface ProgressView<P extends Progress = CrawlProgress> {
  update(p: P): void;
  /** Prints a line of its own (a failure) without tearing the progress line. */
  message(text: string): void;
  /** The last state, on its own line. */
  finish(): void;
}

/** A plain line at least every this many requests (and at the end). */
export const PLAIN_EVERY = 25;
const PLAIN_MAX_SILENCE_MS = 10_000;
const TTY_REDRAW_MS = 100;

export function progressLine(p: CrawlProgress): string {
  return `[mock-site] crawl: ${p.done} done, ${p.queued} queued, ${p.errors} error${p.errors === 1 ? '' : 's'}`;
}

export function progressView<P extends Progress = CrawlProgress>(
  stream: { write(text: string): unknown },
  tty: boolean,
  line: (p: P) => string = progressLine as unknown as (p: P) => string,
): ProgressView<P> {
  return tty ? terminalView(stream, line) : plainView(stream, line);
}

function terminalView<P extends Progress>(stream: { write(text: string): unknown }, line: (p: P) => string): ProgressView<P> {
  let last: P | undefined;
  let drawnAt = 0;
  let shown = false;
  const draw = () => {
    if (!last) return;
    stream.write(`\r\x1b[K${line(last)}`);
    drawnAt = Date.now();
    shown = true;
  };
  return {
    update(p) {
      last = p;
      if (Date.now() - drawnAt >= TTY_REDRAW_MS) draw();
    },
    message(text) {
      stream.write(`${shown ? '\r\x1b[K' : ''}${text}\n`);
      if (shown) draw();
    },
    finish() {
      draw();
      if (shown) stream.write('\n');
    },
  };
}

function plainView<P extends Progress>(stream: { write(text: string): unknown }, line: (p: P) => string): ProgressView<P> {
  let last: P | undefined;
  let printedDone = -1; // nothing printed yet
  let printedAt = Date.now();
  const print = () => {
    if (!last) return;
    stream.write(`${line(last)}\n`);
    printedDone = last.done;
    printedAt = Date.now();
  };
  return {
    update(p) {
      last = p;
      if (p.done === printedDone) return;
      if (printedDone < 0 || Math.floor(p.done / PLAIN_EVERY) > Math.floor(printedDone / PLAIN_EVERY) || Date.now() - printedAt >= PLAIN_MAX_SILENCE_MS)
        print();
    },
    message(text) {
      stream.write(`${text}\n`);
    },
    finish() {
      if (last && last.done !== printedDone) print();
    },
  };
}
