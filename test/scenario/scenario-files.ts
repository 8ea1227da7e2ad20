// Scenario files written to a fresh temporary folder, for the loader, validate and CLI tests.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function scenarioFolder(prefix = 'mock-site-scenario-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    /** Writes `text` to `<dir>/<name>` and returns the path. */
    write(name: string, text: string): string {
      const file = join(dir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    },
  };
}
