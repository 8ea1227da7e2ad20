// The browser's timers.ts: a page has no process to keep alive and no setImmediate; a zero timeout runs after the
// current task, which is what afterThisTurn promises.

export function afterThisTurn(fn: () => void): void {
  setTimeout(fn, 0);
}

export function quietTimeout(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(fn, ms);
}
