// mock-site's own files wherever it is installed: the package folder (the nearest package.json named mock-site above
// this module: src/ and dist/ sit below it, the bundled CLI two levels down) and the scenarios it ships, which a
// user's scenario names as `mock-site/<file>` (`extends: mock-site/site.yaml`) from any folder.
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The prefix that names a scenario mock-site ships: `mock-site/site.yaml` is `<package>/scenarios/site.yaml`. */
export const SHIPPED_PREFIX = 'mock-site/';

let root: string | null | undefined;

/** The package folder (holding package.json, scenarios/, dist/), or null when this module runs outside it. */
export function packageRoot(): string | null {
  if (root !== undefined) return root;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === 'mock-site') return (root = dir);
    } catch {
      // no package.json here (or not ours): look one level up
    }
    if (dirname(dir) === dir) return (root = null);
  }
}

/** The folder of the shipped scenarios and their JSON Schema (`scenarios/scenario.schema.json`). */
export function shippedScenariosDir(): string | null {
  const dir = packageRoot();
  return dir === null ? null : join(dir, 'scenarios');
}

/** Whether an `extends:`/`include:` value names a shipped scenario rather than a path relative to its file. */
export const isShippedRef = (name: string): boolean => name.startsWith(SHIPPED_PREFIX);

/** The file an `extends:`/`include:` value names: `mock-site/<file>` in the package's scenarios/, else relative to `here`. */
export function scenarioRefPath(here: string, name: string): string {
  const dir = isShippedRef(name) ? shippedScenariosDir() : null;
  return dir === null ? resolve(here, name) : join(dir, name.slice(SHIPPED_PREFIX.length));
}

/** Every shipped scenario as a user names it (`mock-site/site.yaml`, `mock-site/examples/faults.yaml`...), sorted. */
export function shippedScenarioNames(): string[] {
  const dir = shippedScenariosDir();
  if (dir === null) return [];
  const names: string[] = [];
  const walk = (sub: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(dir, sub), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(`${sub}${e.name}/`);
      else if (/\.ya?ml$/.test(e.name)) names.push(`${SHIPPED_PREFIX}${sub}${e.name}`);
    }
  };
  walk('');
  return names.sort();
}
