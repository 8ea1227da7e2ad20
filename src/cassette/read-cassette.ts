// Reads a cassette file from disk (a regular file, within the cassette size limit): a large one in the recorder's
// layout is cut into interactions without a full parse (large-cassette.ts); any other is parsed whole, which takes
// about 100 MB of memory per MB of YAML, so such a file is held to a smaller limit and refused before parsing.
import { FILE_LIMITS, FileRefused, readBounded } from '../files/read-bounded.js';
import { humanBytes } from '../files/human-bytes.js';
import { CassetteError, parseCassette } from './cassette-parse.js';
import { LARGE_CASSETTE, overBudget, splitLargeCassette, type Budget, type LoadedCassette } from './large-cassette.js';
import type { Cassette } from './types.js';

/**
 * The largest cassette the YAML parser reads whole (one not in the recorder's layout): about 110 MB of memory and a
 * second per MB (8 MB: under 1 GB; 16 MB: 1.8 GB at its peak, past the heap of a machine with 8 GB).
 */
export const CASSETTE_PARSED_WHOLE = 8 * 1024 * 1024;

/**
 * For replay: a large cassette in the recorder's layout has its responses parsed on first use; `large`: so has a
 * small one (it is one of many files that are large together).
 */
export function loadCassette(file: string, budget?: Budget, large = false): LoadedCassette {
  const bytes = readCassetteBytes(file);
  // Cut from the bytes, which stay (a Buffer, outside the heap the garbage collector walks): no text of the whole file.
  const split = large || bytes.length >= LARGE_CASSETTE ? splitLargeCassette(bytes, file, budget) : null;
  if (split) return split;
  refuseWholeParse(file, bytes.length);
  const whole = parseCassette(bytes.toString('utf8'), file);
  if (budget && whole.interactions.length > budget.left) throw new CassetteError([overBudget(file, budget)]);
  return whole;
}

/** Every interaction, responses parsed: what import, export, generate and verify-recordings work on. */
export function readCassette(file: string): Cassette {
  const loaded = loadCassette(file);
  return {
    ...(loaded.$schema !== undefined ? { $schema: loaded.$schema } : {}),
    cassette: loaded.cassette,
    interactions: loaded.interactions.map(({ request, response }) => ({ request, response: typeof response === 'function' ? response() : response })),
  };
}

function readCassetteBytes(file: string): Buffer {
  try {
    return readBounded(file, 'cassette');
  } catch (e) {
    throw new CassetteError([e instanceof FileRefused ? e.message : `[mock-site] cannot read cassette ${file} (${String(e)}). Check the path.`]);
  }
}

function refuseWholeParse(file: string, size: number): void {
  if (size <= CASSETTE_PARSED_WHOLE) return;
  throw new CassetteError([
    `[mock-site] cannot read cassette ${file} (it is ${humanBytes(size)} in a layout other than the one mock-site record writes, ` +
      `which is parsed whole: at most ${humanBytes(CASSETTE_PARSED_WHOLE)}). Split its interactions over cassettes of at most ${humanBytes(CASSETTE_PARSED_WHOLE)} ` +
      `in one folder and replay the folder (--replay <folder>), or write it as the recorder does (block style, \`interactions:\` then \`  - request:\` items), ` +
      `which loads up to ${humanBytes(FILE_LIMITS.cassette)}.`,
  ]);
}
