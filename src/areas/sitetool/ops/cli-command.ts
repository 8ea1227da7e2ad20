// What a supported WP-CLI command is: read commands run at once; write commands first say what they would
// change (a plan, shown as the dry run) and change the state only when confirmed. Some writes are
// destructive (permanent deletions): only cli/run-approved runs those.
import type { Site } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { RestRequest } from '../../../wp/request.js';
import type { CliArgs } from './cli-parse.js';

export interface CliEnv {
  req: RestRequest;
  site: Site;
  session: Session;
  args: CliArgs;
}

export interface CliOutput {
  exit_code: number;
  stdout: string;
  stderr: string;
}

export interface Plan {
  /** One sentence: what the command would do (`Would update option 'blogname' ...`). */
  would: string;
  /** The values before and after, per object. */
  changes: Record<string, unknown>;
  apply(): Promise<CliOutput> | CliOutput;
}

interface Base {
  /** The command's words after `wp` (`option get`). */
  name: string;
  /** Its usage line, as WP-CLI prints it. */
  synopsis: string;
  /** The fewest positional arguments it takes. */
  positionals?: number;
}

export interface ReadCommand extends Base {
  tier: 'read';
  run(env: CliEnv): CliOutput | Promise<CliOutput>;
}

export interface WriteCommand extends Base {
  tier: 'write';
  destructive?(env: CliEnv): boolean;
  /** The plan, or the error WP-CLI would stop with before changing anything. */
  plan(env: CliEnv): Plan | CliOutput;
}

export type CliCommand = ReadCommand | WriteCommand;

export const output = (stdout: string, stderr = ''): CliOutput => ({ exit_code: 0, stdout, stderr });
export const success = (message: string): CliOutput => output(`Success: ${message}`);
export const failure = (message: string): CliOutput => ({ exit_code: 1, stdout: '', stderr: `Error: ${message}` });

export const isOutput = (v: Plan | CliOutput): v is CliOutput => 'exit_code' in v;

/** A value as a dry run quotes it: short, on one line. */
export function shown(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  const line = s.replace(/\s+/g, ' ');
  return `'${line.length > 80 ? `${line.slice(0, 77)}...` : line}'`;
}
