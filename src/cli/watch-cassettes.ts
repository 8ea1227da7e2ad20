// `serve --replay --watch`: cassettes hot-reload like scenarios. A changed, added or removed cassette (in a
// folder given to --replay too) rebuilds the replay index between requests; replay counters start over. A
// cassette that does not load keeps the previous recordings serving and prints its errors (file:line:col).
// The file `--fallback record` writes is not watched: its recordings are in the index already.
import { resolve } from 'node:path';
import { loadChokidar } from '../load-on-demand.js';
import { CassetteError } from '../replay/cassette-file.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import { settledWatch } from './settled-watch.js';
import { collectLoadGarbage } from './collect-garbage.js';

export interface CassetteWatcher {
  readonly reloads: number;
  close(): Promise<void>;
}

export async function watchCassettes(replay: ReplaySetup, log: (line: string) => void, error: (text: string) => void, settleMs = 50): Promise<CassetteWatcher> {
  const own = replay.recordingInto && resolve(replay.recordingInto);
  const watched = [...new Set([...replay.config.paths, ...replay.files].map((p) => resolve(p)))];
  const watcher = loadChokidar().watch(watched, {
    ignoreInitial: true,
    ignored: (path: string, stats?: { isFile(): boolean }) => resolve(path) === own || (stats?.isFile() === true && !/\.ya?ml$/.test(path)),
  });
  let reloads = 0;
  const reload = () => {
    const started = performance.now();
    try {
      const size = replay.reload();
      collectLoadGarbage();
      reloads++;
      log(`[mock-site] reloaded ${replay.files.length} cassette(s) in ${Math.round(performance.now() - started)} ms: ${size} recordings; replay starts over from each request's first recording.`);
    } catch (e) {
      const text = e instanceof CassetteError ? e.problems.join('\n') : (e as Error).message;
      error(`${text}\n[mock-site] the cassette change was not applied: the previous recordings keep serving. Fix the file and save it again.`);
    }
  };
  const settled = await settledWatch(watcher, settleMs, reload);
  return {
    get reloads() {
      return reloads;
    },
    close: () => settled.close(),
  };
}
