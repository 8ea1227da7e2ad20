// What the hot-reload tests share: saving a file as editors and tools do, and waiting for what the server makes of it.
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Served } from './run-cli.js';

let saves = 0;

/** Saves as vim, JetBrains' safe write, formatters and `git checkout` do: a new file beside it, renamed over it. */
export function saveByRename(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${saves++}.tmp`);
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** `sed -i`: a new file renamed over the old one. BSD sed (macOS) takes the backup suffix, here none, as a separate argument. */
export function sedInPlace(file: string, from: string, to: string): void {
  const inPlace = process.platform === 'darwin' ? ['-i', ''] : ['-i'];
  execFileSync('sed', [...inPlace, `s/${from}/${to}/`, file]);
}

/** Polls `probe` until it returns true (at most 10 s). */
export async function until(probe: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** How often the server has printed `text` so far. */
export const printed = (served: Served, text: string): number => served.output().split(text).length - 1;

/** Waits until the server prints `text` once more than it had when `before` was counted. */
export const printedAgain = (served: Served, text: string, before: number): Promise<void> =>
  until(() => printed(served, text) > before, `"${text}" to be printed again`);
