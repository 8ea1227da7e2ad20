// The crawl's progress on stderr: in a terminal one line rewritten in place, elsewhere (CI logs, pipes) a plain
// line when the index is read and every so often after, so a log shows the crawl moving without a line per request.
import type { CrawlProgress } from './crawl.js';

export interface ProgressView {
  update(p: CrawlProgress): void;
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

export function progressView(stream: { write(text: string): unknown }, tty: boolean): ProgressView {
  return tty ? terminalView(stream) : plainView(stream);
}

function terminalView(stream: { write(text: string): unknown }): ProgressView {
  let last: CrawlProgress = { done: 0, queued: 0, errors: 0 };
  let drawnAt = 0;
  let shown = false;
  const draw = () => {
    stream.write(`\r\x1b[K${progressLine(last)}`);
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
      stream.write('\n');
    },
  };
}

function plainView(stream: { write(text: string): unknown }): ProgressView {
  let last: CrawlProgress = { done: 0, queued: 0, errors: 0 };
  let printedDone = -1; // nothing printed yet
  let printedAt = Date.now();
  const print = () => {
    stream.write(`${progressLine(last)}\n`);
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
      if (last.done !== printedDone) print();
    },
  };
}
