// What the section readers (rule-sections.ts, route-sections.ts) share for one file, and what they give back.
import type { ParsedFile } from './parse-file.js';
import type { Problem } from '../model/problem.js';
import type { ExtraRoute, Machine, Rule, SourceRef } from '../model/rule.js';
import type { Binding } from '../model/binding.js';

/** Where a part of an entry was written: `locate(['match', 'route'])` of a rule. */
export type Locate = (path: (string | number)[], atKey?: boolean) => SourceRef;

/** What the section readers share for one file. */
export interface SectionContext {
  parsed: ParsedFile;
  out: Sections;
  problem(path: (string | number)[], message: string, atKey?: boolean): void;
  /** Reports what the kind of a binding refuses beyond the shape; true when it refuses something. */
  bindingProblems(bind: Binding, path: (string | number)[]): boolean;
  locator(where: (string | number)[]): Locate;
}

export interface Sections {
  rules: Rule[];
  machines: Machine[];
  routes: ExtraRoute[];
  problems: Problem[];
  /** Keys written in a spelling that still works but has a better one (`use "body_file"`): warnings, not problems. */
  hints: Problem[];
  /** Positions inside each rule, response and route, for later checks (machines, templates, body files...). */
  locate: Map<object, Locate>;
}
