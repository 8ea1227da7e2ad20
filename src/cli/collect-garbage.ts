// Loading a large scenario or cassette leaves garbage many times its size behind (the YAML parser's document, then
// the values: 450 MB for a scenario of 10,000 posts). V8 would carry it for the whole run, since it never needs the
// room, and every minor collection would pay for it: a third of the server's throughput, measured with
// `npm run bench`. One full collection once loading is done frees it. Node offers no such call without
// --expose-gc; that flag, set at run time, gives a new context the `gc` function (the process's own global stays
// as it was).
import { runInNewContext } from 'node:vm';

/** Below this much heap there is little to free, and a full collection would only cost time. */
const WORTH_IT_BYTES = 96 * 1024 * 1024;

let gc: (() => void) | undefined;

export function collectLoadGarbage(): void {
  if (process.memoryUsage().heapUsed < WORTH_IT_BYTES) return;
  if (!gc) {
    process.getBuiltinModule('node:v8').setFlagsFromString('--expose-gc'); // node:v8 loads only here
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
