// A scenario a command made (import, learn) written only once it loads: checked where it will live (paths in a
// scenario are relative to it), as `validate` would, before it replaces anything.
import { unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { formatProblem } from '../model/problem.js';
import { writeAtomically } from '../store/atomic-file.js';
import { validateScenario } from './validate.js';

/** Writes `text` to `out` once it loads from there; otherwise the reason, and nothing is written. */
export function writeCheckedScenario(out: string, text: string, madeFrom: string): string | undefined {
  const draft = join(dirname(out), `.${basename(out)}.${process.pid}.yaml`);
  try {
    writeAtomically(draft, text);
    const { problems } = validateScenario(draft);
    if (problems.length) {
      const shown = problems.slice(0, 20).map((p) => `  ${formatProblem(p)}`);
      return `the scenario made from ${madeFrom} would not load, so ${out} was not written (a bug in mock-site: please report it):\n${shown.join('\n')}`;
    }
    writeAtomically(out, text);
    return undefined;
  } catch (e) {
    return `could not write ${out}: ${(e as Error).message}`;
  } finally {
    try {
      unlinkSync(draft);
    } catch {
      /* never written */
    }
  }
}
