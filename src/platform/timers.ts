// Timers that never keep the process alive, and a callback after this event-loop turn's I/O: Node's unref() and
// setImmediate here; web/timers.ts has the browser's plain setTimeout for both.

/** Runs `fn` once the I/O this event-loop turn read has been handled (setImmediate). */
export function afterThisTurn(fn: () => void): void {
  setImmediate(fn);
}

/** setTimeout that does not keep the process alive (a timer left when the server stops is dropped). */
export function quietTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return timer;
}
