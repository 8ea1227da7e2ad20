// The WP-CLI subset the site-tool runner supports, and finding a command by its words.
import type { CliCommand } from './cli-command.js';
import { OPTION_COMMANDS } from './cli-option.js';
import { POST_COMMANDS } from './cli-post.js';
import { SITE_COMMANDS } from './cli-site.js';

export const CLI_COMMANDS: readonly CliCommand[] = [...OPTION_COMMANDS, ...POST_COMMANDS, ...SITE_COMMANDS];

/** The command the words start with, and the words after its name. */
export function findCommand(words: readonly string[]): { command: CliCommand; rest: string[] } | null {
  const command = CLI_COMMANDS.find((c) => c.name.split(' ').every((w, i) => words[i] === w));
  return command ? { command, rest: words.slice(command.name.split(' ').length) } : null;
}

/** `wp option get, wp option list, ...` for messages. */
export const supportedList = (): string => CLI_COMMANDS.map((c) => `wp ${c.name}`).join(', ');
