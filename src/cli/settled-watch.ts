// What both hot reloads (scenarios, cassettes) share: a change, an addition or a removal of a watched file
// runs `reload` once the files have been quiet for `settleMs` (editors write in several steps).
import { watchFolders, type FolderWatch } from './folder-watch.js';

export interface SettledWatch {
  /** What is watched: set it to the files read, again whenever they change. */
  readonly folders: FolderWatch;
  /** Runs `reload` after the quiet time, as a change would. */
  schedule(): void;
  close(): Promise<void>;
}

/** Watches nothing until `folders.set()`; a change made after that call returns is seen. */
export function settledWatch(settleMs: number, reload: () => void): SettledWatch {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, settleMs);
  };
  const folders = watchFolders(schedule);
  return {
    folders,
    schedule,
    close: async () => {
      clearTimeout(timer);
      folders.close();
    },
  };
}
