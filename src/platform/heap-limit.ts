// How much memory the JavaScript heap may grow to: node:v8's limit here; web/heap-limit.ts guesses for browsers.
import { getHeapStatistics } from 'node:v8';

export const heapLimit = (): number => getHeapStatistics().heap_size_limit;
