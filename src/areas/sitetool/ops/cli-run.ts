// POST /sitetool/v1/cli/run and /cli/run-approved, GET /cli/status: a WP-CLI command line run against the
// session's state, natively (no shell). Read commands run; write commands answer a dry run (what would
// change) unless confirm_write is true. Destructive commands (permanent deletions) need the user's approval:
// only cli/run-approved runs them, the endpoint a client calls after the user has approved the command.
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { CliError } from './cli-format.js';
import { failure, isOutput, type CliEnv, type CliOutput } from './cli-command.js';
import { CLI_COMMANDS, findCommand, supportedList } from './cli-commands.js';
import { CliParseError, readArgs, splitWords } from './cli-parse.js';
import { badRequest } from './errors.js';

/** WP-CLI's global parameters: harmless ones are accepted and ignored; these would escape the runner. */
const REFUSED_GLOBALS = ['exec', 'require', 'ssh', 'http', 'user', 'path', 'url'];
const IGNORED_GLOBALS = ['allow-root', 'skip-plugins', 'skip-themes', 'skip-packages', 'quiet', 'color', 'debug'];

/** A duration that grows with the output, never read from the wall clock (answers stay deterministic). */
const duration = (out: CliOutput) => 2 + Math.ceil(Buffer.byteLength(out.stdout + out.stderr) / 512);

async function guarded(run: () => CliOutput | Promise<CliOutput>): Promise<CliOutput> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof CliError) return failure(e.message);
    throw e;
  }
}

function wordsOf(line: string): string[] | WpError {
  try {
    const words = splitWords(line);
    if (words[0] === 'wp') words.shift();
    return words.length
      ? words
      : badRequest('sitetool_cli_empty_command', `command is empty: give a WP-CLI command such as "wp option get blogname". Supported: ${supportedList()}.`);
  } catch (e) {
    if (e instanceof CliParseError) return badRequest('sitetool_cli_invalid_command', `Cannot read the command: ${e.message}.`);
    throw e;
  }
}

const runCli =
  (approved: boolean): Handler =>
  async (req: RestRequest, ctx: HandlerContext) => {
    const line = String(req.params.command).trim();
    const words = wordsOf(line);
    if (words instanceof WpError) return words;
    const found = findCommand(words);
    if (!found) {
      return badRequest('sitetool_cli_command_not_supported', `"wp ${words.slice(0, 2).join(' ')}" is not a supported command. Supported: ${supportedList()}.`);
    }
    const { command, rest } = found;
    const args = readArgs(rest);
    for (const flag of IGNORED_GLOBALS) delete args.assoc[flag];
    const refused = REFUSED_GLOBALS.find((flag) => flag in args.assoc);
    if (refused)
      return badRequest('sitetool_cli_flag_not_allowed', `--${refused} is not allowed: commands run on this site, as the connected user, inside WordPress.`);
    const env: CliEnv = { req, site: ctx.site, session: ctx.session, args };
    const shownCommand = /^wp(\s|$)/.test(line) ? line : `wp ${line}`;
    const answer = (tier: string, out: CliOutput, extra: Record<string, unknown> = {}) => ({
      data: { command: shownCommand, tier, ...out, execution_time_ms: duration(out), ...extra },
    });
    if (args.positional.length < (command.positionals ?? 0)) return answer(command.tier, { exit_code: 1, stdout: '', stderr: `usage: ${command.synopsis}` });
    if (command.tier === 'read') return answer('read', await guarded(() => command.run(env)));
    const destructive = command.destructive?.(env) === true;
    if (destructive && !approved) {
      return new WpError(
        'sitetool_cli_needs_approval',
        `"${shownCommand}" deletes data for good, so it needs the user's approval: ask the user, then call cli/run-approved with the same command.`,
        { status: 403 },
      );
    }
    const tier = destructive ? 'destructive' : 'write';
    let plan: ReturnType<typeof command.plan>;
    try {
      plan = command.plan(env);
    } catch (e) {
      if (e instanceof CliError) return answer(tier, failure(e.message));
      throw e;
    }
    if (isOutput(plan)) return answer(tier, plan);
    if (req.params.confirm_write !== true) {
      return answer(
        tier,
        { exit_code: 0, stdout: '', stderr: '' },
        {
          requires_confirmation: true,
          message: `${plan.would}. Call again with confirm_write=true to proceed.`,
          dry_run: plan.changes,
        },
      );
    }
    const done = plan;
    return answer(tier, await guarded(() => done.apply()));
  };

export const cliRun = runCli(false);
export const cliRunApproved = runCli(true);

export const cliStatus: Handler = () => ({
  data: { available: true, method: 'native', commands: CLI_COMMANDS.map((c) => ({ command: `wp ${c.name}`, usage: c.synopsis, tier: c.tier })) },
});
