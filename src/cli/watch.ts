// `serve --watch`: hot reload. chokidar watches every file the scenario was read from (scenario.files: the file,
// what it extends or includes, body files); on a change the scenario is loaded and checked first, then swapped in
// between requests (app.swap: the sessions keep their state unless the seed data changed). A change that does not
// load keeps the previous scenario serving and prints its errors (file:line:col); what `validate` finds beyond
// that is printed as warnings once the new scenario serves (`check`, off the main thread). The store's own files
// (--db) are never watched, so its writes never reload anything.
import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { FSWatcher } from 'chokidar';
import { loadChokidar } from '../load-on-demand.js';
import type { MockApp } from '../app.js';
import { formatProblem, type Problem } from '../scenario/problems.js';
import type { Scenario } from '../scenario/types.js';
import { shown } from './banner.js';
import { settledWatch } from './settled-watch.js';
import { collectLoadGarbage } from './collect-garbage.js';

export interface WatchOptions {
  app: MockApp;
  /** Reads and checks the scenario again, as at start (same file, same profile); throws with the problems. */
  load: () => Scenario;
  /** The --db file: it, its journals and its temporary files never trigger a reload. */
  db?: string;
  /** Progress lines (reloaded, kept). */
  log: (line: string) => void;
  /** The problems of a change that did not load; warnings of one that did. */
  error: (text: string) => void;
  /** Quiet time after the last change before reloading (editors write in several steps). Default 50 ms. */
  settleMs?: number;
  /** What `mock-site validate` finds beyond what loading refuses, worked out after the swap (printed as warnings). */
  check?: (source: string) => Promise<Problem[]>;
}

export interface ScenarioWatcher {
  /** Reloads applied so far. */
  readonly reloads: number;
  close(): Promise<void>;
}

/** How long after adding files to the watch their modification times are checked again. */
const ADDED_RECHECK_MS = 300;

const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/** Whether a path is one of the store's files: `db`, `db.journal`, `db.journal.old`, `.db.tmp`... */
function storeFiles(db: string | undefined): (path: string) => boolean {
  if (!db) return () => false;
  const file = resolve(db);
  const temp = join(dirname(file), `.${basename(file)}.`);
  return (path) => path === file || path.startsWith(`${file}.`) || path.startsWith(temp);
}

/** Starts watching; resolves once chokidar is ready (a change made after that is seen). */
export async function watchScenario(o: WatchOptions): Promise<ScenarioWatcher> {
  const ignored = storeFiles(o.db);
  const watchable = (list: readonly string[]) => new Set(list.map((f) => resolve(f)).filter((f) => !ignored(f)));
  let files = watchable(o.app.site.scenario.files);
  const watcher: FSWatcher = loadChokidar().watch([...files], { ignoreInitial: true, ignored: (path: string) => ignored(resolve(path)) });
  let running = false;
  let again = false;
  let reloads = 0;
  /** Each file's modification time when the scenario serving was read. */
  const readAt = new Map<string, number>();

  const reload = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = performance.now();
    try {
      const scenario = o.load();
      for (const f of scenario.files) readAt.set(resolve(f), mtimeOf(f));
      const { kept } = await o.app.swap(scenario);
      collectLoadGarbage();
      reloads++;
      const ms = Math.round(performance.now() - started);
      o.log(`[mock-site] reloaded ${shown(scenario.source)} in ${ms} ms (${scenario.rules.length} rules): ${kept
        ? 'sessions keep their state'
        : 'the seed data changed, every session starts over from it'}.`);
      const next = watchable(scenario.files);
      const gone = [...files].filter((f) => !next.has(f));
      const added = [...next].filter((f) => !files.has(f));
      if (gone.length) watcher.unwatch(gone);
      if (added.length) {
        watcher.add(added);
        // chokidar takes a moment to watch new files: a change made meanwhile would go unseen, so look again then.
        setTimeout(() => {
          if (added.some((f) => mtimeOf(f) !== readAt.get(f))) schedule();
        }, ADDED_RECHECK_MS).unref();
      }
      files = next;
      if (o.check && files.has(resolve(scenario.source))) void o.check(scenario.source).then(warn, () => undefined);
    } catch (e) {
      const text = (e as Error).message;
      o.error(`${text.startsWith('[mock-site]') ? text : `[mock-site] ${text}`}\n[mock-site] the change was not applied: the previous scenario keeps serving. Fix the file and save it again.`);
    } finally {
      running = false;
      if (again) {
        again = false;
        void reload();
      }
    }
  };

  /** The problems `mock-site validate` finds beyond what loading refuses (a rule no route reaches...), as warnings. */
  const warn = (problems: Problem[]) => {
    if (!problems.length) return;
    o.error(`${problems.map((p) => `[mock-site] warning: ${formatProblem(p, shown(p.file))}`).join('\n')}\n[mock-site] the scenario was reloaded and serves; mock-site validate reports the same.`);
  };

  const settled = await settledWatch(watcher, o.settleMs ?? 50, () => void reload());
  const schedule = () => settled.schedule();
  return {
    get reloads() {
      return reloads;
    },
    close: () => settled.close(),
  };
}
