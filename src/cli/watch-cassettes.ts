// `serve --replay --watch`: cassettes hot-reload like scenarios. A changed, added or removed cassette (in a
// folder given to --replay too) rebuilds the replay index between requests; replay counters start over. A
// cassette that does not load keeps the previous recordings serving and prints its errors (file:line:col).
// The file `--fallback record` writes is not watched: its recordings are in the index already.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CassetteError } from '../cassette/cassette-file.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import { settledWatch } from './settled-watch.js';
import { foldersOf, withLinkTargets } from './folder-watch.js';
import { collectLoadGarbage } from './collect-garbage.js';

export interface CassetteWatcher {
  readonly reloads: number;
  close(): Promise<void>;
}

const isFolder = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** The folders to watch for the cassettes given (files, and every .yaml of a folder), and which paths in them matter. */
function cassettesGiven(paths: readonly string[], own: string | undefined) {
  const folders = new Set(paths.filter(isFolder).map((p) => resolve(p)));
  const files = withLinkTargets(paths.filter((p) => !isFolder(p)));
  const wanted = (path: string) => path !== own && (files.has(path) || (folders.has(dirname(path)) && /\.ya?ml$/.test(path)));
  return { watched: new Set([...folders, ...foldersOf(files)]), wanted };
}

export async function watchCassettes(replay: ReplaySetup, log: (line: string) => void, error: (text: string) => void, settleMs = 50): Promise<CassetteWatcher> {
  const own = replay.recordingInto && resolve(replay.recordingInto);
  let reloads = 0;
  const reload = () => {
    const started = performance.now();
    try {
      const size = replay.reload();
      collectLoadGarbage();
      reloads++;
      log(
        `[mock-site] reloaded ${replay.files.length} cassette(s) in ${Math.round(performance.now() - started)} ms: ${size} recordings; replay starts over from each request's first recording.`,
      );
    } catch (e) {
      const text = e instanceof CassetteError ? e.problems.join('\n') : (e as Error).message;
      error(`${text}\n[mock-site] the cassette change was not applied: the previous recordings keep serving. Fix the file and save it again.`);
    }
    watch();
  };
  const settled = settledWatch(settleMs, reload);
  // Again after each reload: a link may lead elsewhere now, a folder given may be back.
  const watch = () => {
    const { watched, wanted } = cassettesGiven(replay.config.paths, own);
    settled.folders.set(watched, wanted);
  };
  watch();
  return {
    get reloads() {
      return reloads;
    },
    close: () => settled.close(),
  };
}
