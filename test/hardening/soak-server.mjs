// The soak's server: the built mock (dist/, as `npm run build` leaves it) in a process of its own, started with
// --expose-gc, so the heap it keeps can be read after full collections. It tells its parent its URL, and answers
// each 'heap' message with the heap in use after two full collections.
import { startMockSite } from '../../dist/index.js';

const site = await startMockSite({ port: 0 });
process.on('message', (message) => {
  if (message === 'heap') {
    globalThis.gc();
    globalThis.gc();
    process.send({ heap: process.memoryUsage().heapUsed });
  } else if (message === 'close') {
    void site.close().then(() => process.exit(0));
  }
});
process.send({ url: site.url });
