// What createMockSite() replays: cassette file paths (Node), cassette YAML text, or cassettes as objects — each
// checked against the cassette schema as `serve --replay` checks a file.
import { checkSchema, cassetteJsonSchema } from '../cassette/schema.js';
import { CassetteError, parseCassette } from '../cassette/cassette-parse.js';
import type { Cassette } from '../cassette/types.js';
import type { Scenario } from '../model/scenario.js';
import { ReplaySetup } from '../replay/replay-setup.js';

export type CassetteInput = string | Cassette;

/** A path ends in .yaml or .yml and holds no line break; any other string is the cassette's YAML. */
const PATH = /^[^\n\r]*\.ya?ml$/i;

export function replayOf(inputs: readonly CassetteInput[], options: { fallback?: 'fake' | 'error'; strict?: boolean }, scenario: Scenario): ReplaySetup {
  const paths: string[] = [];
  const given: { name: string; cassette: Cassette }[] = [];
  inputs.forEach((input, i) => {
    const name = `cassette-${i + 1}.yaml`;
    if (typeof input === 'string' && PATH.test(input.trim())) paths.push(input.trim());
    else given.push({ name, cassette: typeof input === 'string' ? parseCassette(input, name) : checked(input, name) });
  });
  return new ReplaySetup(
    { paths, cassettes: given, ...(options.fallback ? { fallback: options.fallback } : {}), ...(options.strict ? { strict: true } : {}) },
    scenario.record,
  );
}

function checked(cassette: Cassette, name: string): Cassette {
  const problems = checkSchema(cassette, cassetteJsonSchema());
  if (problems.length) throw new CassetteError(problems.slice(0, 20).map((p) => `[mock-site] ${name}: ${p.path.join('.') || 'the cassette'} ${p.message}.`));
  return cassette;
}
