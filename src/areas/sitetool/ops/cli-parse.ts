// A WP-CLI command line, split the way a POSIX shell splits it (single and double quotes, backslash
// escapes) and then read the way WP-CLI reads it: positional arguments and `--key=value` / `--flag` /
// `--no-flag`. Nothing runs in a shell, so shell operators outside quotes are refused, not interpreted.

export interface CliArgs {
  positional: string[];
  assoc: Record<string, string | boolean>;
}

export class CliParseError extends Error {}

const OPERATORS = new Set([';', '|', '&', '>', '<', '`']);

/** The words of `line`, or a CliParseError saying what is wrong. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new CliParseError('a single quote is not closed');
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        let ch = line[j]!;
        if (ch === '\\' && j + 1 < line.length && '"\\$`\n'.includes(line[j + 1]!)) ch = line[++j]!;
        else if (ch === '`' || (ch === '$' && line[j + 1] === '('))
          throw new CliParseError('command substitution is not supported: run one WP-CLI command at a time');
        word += ch;
      }
      if (j >= line.length) throw new CliParseError('a double quote is not closed');
      inWord = true;
      i = j;
    } else if (c === '\\') {
      if (i + 1 < line.length) word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (OPERATORS.has(c) || (c === '$' && line[i + 1] === '(')) {
      throw new CliParseError(
        `the shell operator "${c === '$' ? '$(' : c}" is not supported: run one WP-CLI command at a time, without pipes, redirects or substitutions`,
      );
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** WP-CLI's reading of the words after the command name. */
export function readArgs(words: readonly string[]): CliArgs {
  const args: CliArgs = { positional: [], assoc: {} };
  for (const word of words) {
    const flag = /^--([^=]+)(?:=([\s\S]*))?$/.exec(word);
    if (!flag) args.positional.push(word);
    else if (flag[2] !== undefined) args.assoc[flag[1]!] = flag[2];
    else if (flag[1]!.startsWith('no-')) args.assoc[flag[1]!.slice(3)] = false;
    else args.assoc[flag[1]!] = true;
  }
  return args;
}
