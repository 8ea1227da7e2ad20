// `--replay <file or folder>`: reads the cassettes (a folder: its *.yaml / *.yml files, sorted by name) and
// builds one index over them, in the order given, holding no more interactions than the process has memory for.
import { readdirSync, statSync } from '../platform/files.js';
import { heapLimit } from '../platform/heap-limit.js';
import { basename, join } from '../platform/path.js';
import { LARGE_CASSETTE } from '../cassette/large-cassette.js';
import { loadCassette } from '../cassette/read-cassette.js';
import { ReplayIndex, type ReplayOptions } from './replay-index.js';
import type { Cassette } from '../cassette/types.js';

export { loadCassette } from '../cassette/read-cassette.js';

/** A cassette read by its caller, named as the index names its recordings. */
export interface GivenCassette {
  name: string;
  cassette: Cassette;
}

/**
 * The most interactions replayed at once: 2,000,000, fewer when Node's heap limit is under 4 GB. Each takes about
 * 1 KB of heap once indexed (1,000,000 recorder-written interactions: 1.1 GB); one per 2 KB of the limit leaves
 * room for the file text, the server and its sessions. Worked out when replay loads (node:v8 is not loaded at start).
 */
export const maxReplayInteractions = (): number => Math.min(2_000_000, Math.floor(heapLimit() / 2048));

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
      const found = readdirSync(p)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => join(p, f));
      if (!found.length && !forRecording) throw new Error(`[mock-site] --replay ${p}: the folder holds no .yaml cassette.`);
      files.push(...found);
    }
  }
  return files;
}

/** `maxInteractions`: the most interactions of all the cassettes together (default maxReplayInteractions()). */
/** `given`: cassettes already read (createMockSite's cassette text or objects), after the files. */
export function loadReplay(
  paths: readonly string[],
  options: ReplayOptions & { maxInteractions?: number; given?: readonly GivenCassette[] } = {},
): ReplayIndex {
  const total = options.maxInteractions ?? maxReplayInteractions();
  let left = total;
  const files = cassetteFiles(paths);
  // Many small files together take the fast path of one large file (100 files of 10,000 interactions load in 13 s
  // rather than 110 s); their responses are then checked on first replay, as a large file's are.
  const large = files.reduce((sum, file) => sum + sizeOf(file), 0) >= LARGE_CASSETTE;
  const cassettes = files.map((file) => {
    const cassette = loadCassette(file, { left, total }, large);
    left -= cassette.raw ? cassette.raw.length : cassette.interactions.length;
    return { name: basename(file), cassette };
  });
  return new ReplayIndex([...cassettes, ...(options.given ?? [])], options);
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0; // reading it says what is wrong
  }
}
