// `serve --watch`: hot reload. Every file the scenario was read from is watched (scenario.files: the file, what it
// extends or includes, body files), through its folder so that saves by rename are seen too (folder-watch.ts). On a
// change the scenario is loaded and checked first, then swapped in between requests (app.swap: the sessions keep
// their state unless the seed data changed). A change that does not load keeps the previous scenario serving and
// prints its errors (file:line:col); what `validate` finds beyond that is printed as warnings once the new scenario
// serves (`check`, off the main thread). The store's own files (--db) are never watched, so its writes never reload
// anything.
import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { MockApp } from '../app.js';
import { formatProblem, type Problem } from '../model/problem.js';
import type { Scenario } from '../model/scenario.js';
import { shown } from './banner.js';
import { settledWatch } from './settled-watch.js';
import { foldersOf, withLinkTargets } from './folder-watch.js';
import { collectLoadGarbage } from './collect-garbage.js';

export interface WatchOptions {
  app: MockApp;
  /** Reads and checks the scenario again, as at start (same file, same profile); throws with the problems. */
  load: () => Scenario;
  /** The --db file: it, its write log files and its temporary files never trigger a reload. */
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

const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/** Whether a path is one of the store's files: `db`, `db.journal`, `db.journal.old` (the write log), `.db.tmp`... */
function storeFiles(db: string | undefined): (path: string) => boolean {
  if (!db) return () => false;
  const file = resolve(db);
  const temp = join(dirname(file), `.${basename(file)}.`);
  return (path) => path === file || path.startsWith(`${file}.`) || path.startsWith(temp);
}

/** Starts watching; resolves once the watch is in place (a change made after that is seen). */
export async function watchScenario(o: WatchOptions): Promise<ScenarioWatcher> {
  const ignored = storeFiles(o.db);
  const watchable = (list: readonly string[]) => new Set([...withLinkTargets(list)].filter((f) => !ignored(f)));
  let files = watchable(o.app.site.scenario.files);
  const settled = settledWatch(o.settleMs ?? 50, () => void reload());
  const watch = () => settled.folders.set(foldersOf(files), (path) => files.has(path));
  watch();
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
      for (const f of withLinkTargets(scenario.files)) readAt.set(f, mtimeOf(f));
      const { kept } = await o.app.swap(scenario);
      collectLoadGarbage();
      reloads++;
      const ms = Math.round(performance.now() - started);
      o.log(
        `[mock-site] reloaded ${shown(scenario.source)} in ${ms} ms (${scenario.rules.length} rules): ${
          kept ? 'sessions keep their state' : 'the seed data changed, every session starts over from it'
        }.`,
      );
      const next = watchable(scenario.files);
      const added = [...next].filter((f) => !files.has(f));
      files = next;
      watch();
      // A file this load read first was not watched while it was read: a change made meanwhile would go unseen.
      if (added.some((f) => mtimeOf(f) !== readAt.get(f))) settled.schedule();
      if (o.check && files.has(resolve(scenario.source))) void o.check(scenario.source).then(warn, () => undefined);
    } catch (e) {
      const text = (e as Error).message;
      o.error(
        `${text.startsWith('[mock-site]') ? text : `[mock-site] ${text}`}\n[mock-site] the change was not applied: the previous scenario keeps serving. Fix the file and save it again.`,
      );
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
    o.error(
      `${problems.map((p) => `[mock-site] warning: ${formatProblem(p, shown(p.file))}`).join('\n')}\n[mock-site] the scenario was reloaded and serves; mock-site validate reports the same.`,
    );
  };

  return {
    get reloads() {
      return reloads;
    },
    close: () => settled.close(),
  };
}
