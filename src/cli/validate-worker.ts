// What `mock-site validate` finds in a scenario, worked out on a worker thread: after a hot reload the server keeps
// answering while the catalogue checks run (they take about as long as the reload itself on a large scenario).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Problem } from '../model/problem.js';
import { validateScenario } from './validate.js';

interface Job {
  validate: string;
}

if (!isMainThread && parentPort && typeof (workerData as Job | null)?.validate === 'string') {
  const { problems, hints } = validateScenario((workerData as Job).validate);
  parentPort.postMessage([...problems, ...hints.map((h) => ({ ...h, message: `hint: ${h.message}` }))]);
}

/** The problems and hints `mock-site validate` reports for `file`; none when the check cannot run (a build without workers). */
export function validateOffThread(file: string): Promise<Problem[]> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./validate-worker.js', import.meta.url), { workerData: { validate: file } satisfies Job });
    } catch {
      resolve([]);
      return;
    }
    worker.unref();
    worker.once('message', (problems: Problem[]) => resolve(problems));
    worker.once('error', () => resolve([]));
    worker.once('exit', () => resolve([]));
  });
}
