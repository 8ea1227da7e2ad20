// The browser's heap-limit.ts: browsers do not say (Chromium's performance.memory is non-standard and coarse), so a
// tab is taken to have the 2 GB heap most desktop browsers give one.
export const heapLimit = (): number => 2 * 1024 * 1024 * 1024;
