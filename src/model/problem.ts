// A problem found in a scenario: where it was written and what to do about it.
import type { SourceRef } from './rule.js';

export interface Problem extends SourceRef {
  /** A whole sentence (or two: what is wrong, then what to do). */
  message: string;
}

/** `file:line:col` (only `file` without a position); `file` may be shown relative to where the user is. */
export const place = (r: SourceRef, file = r.file): string => (r.line ? `${file}:${r.line}:${r.col}` : file);

/** `file:line:col: message`, as compilers and editors print problems. */
export const formatProblem = (p: Problem, file = p.file): string => `${place(p, file)}: ${p.message}`;

/** A hint (the scenario loads, but says it better another way) as validate and serve print it. */
export const formatHint = (p: Problem, file = p.file): string => `[mock-site] ${formatProblem({ ...p, message: `hint: ${p.message}` }, file)}`;

/** Ends a message with a full stop unless it has one. */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** No position: a whole file, or settings given in code. */
export const NOWHERE = (file: string): SourceRef => ({ file, line: 0, col: 0 });

/** A scenario that cannot be served: every problem, each `[mock-site] file:line:col: message`, one a line. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
}
