// `--replay <file or folder>`: reads the cassettes (a folder: its *.yaml / *.yml files, sorted by name) and
// builds one index over them, in the order given.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CassetteError, parseCassette } from './cassette-file.js';
import { LARGE_CASSETTE, splitLargeCassette, type LoadedCassette } from './large-cassette.js';
import { ReplayIndex, type ReplayOptions } from './replay-index.js';

/** The cassette files of --replay paths. `forRecording`: a missing file or an empty folder is where recordings will go. */
export function cassetteFiles(paths: readonly string[], forRecording = false): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      if (forRecording) continue;
      throw new Error(`[mock-site] --replay ${p}: no such file or folder.`);
    }
    if (!isDir) files.push(p);
    else {
      const found = readdirSync(p).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => join(p, f));
      if (!found.length && !forRecording) throw new Error(`[mock-site] --replay ${p}: the folder holds no .yaml cassette.`);
      files.push(...found);
    }
  }
  return files;
}

/** A cassette for replay: a large one in the recorder's layout has its responses parsed on first use. */
export function loadCassette(file: string): LoadedCassette {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CassetteError([`[mock-site] cannot read cassette ${file}: ${(e as Error).message}`]);
  }
  return (text.length >= LARGE_CASSETTE ? splitLargeCassette(text, file) : null) ?? parseCassette(text, file);
}

export function loadReplay(paths: readonly string[], options: ReplayOptions = {}): ReplayIndex {
  const cassettes = cassetteFiles(paths).map((file) => ({ name: basename(file), cassette: loadCassette(file) }));
  return new ReplayIndex(cassettes, options);
}
