// What both hot reloads (scenarios, cassettes) share: a change, an addition or a removal of a watched file
// runs `reload` once the files have been quiet for `settleMs` (editors write in several steps).
import type { FSWatcher } from 'chokidar';

export interface SettledWatch {
  /** Runs `reload` after the quiet time, as a change would. */
  schedule(): void;
  close(): Promise<void>;
}

/** Resolves once chokidar is ready: a change made after that is seen. */
export async function settledWatch(watcher: FSWatcher, settleMs: number, reload: () => void): Promise<SettledWatch> {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, settleMs);
  };
  watcher.on('all', (event) => {
    if (event === 'change' || event === 'add' || event === 'unlink') schedule();
  });
  await new Promise<void>((ready) => watcher.once('ready', () => ready()));
  return {
    schedule,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
