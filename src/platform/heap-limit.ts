// How much memory the JavaScript heap may grow to: node:v8's limit here; web/heap-limit.ts guesses for browsers.
export const heapLimit = (): number => process.getBuiltinModule('node:v8').getHeapStatistics().heap_size_limit;
