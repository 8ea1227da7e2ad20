// What the commands that produce a document share: one-line `[mock-site] <command>: ...` failures with their exit
// code, and the document printed, or written whole (atomically) to --out with a line saying what was written.
import { writeAtomically } from '../store/atomic-file.js';

export interface CommandOutput {
  /** Prints `[mock-site] <command>: <line>` on stderr and returns `code` (2 bad usage, 1 failure). */
  fail(line: string, code: number): number;
  /** `text` to stdout, or to the file `out` followed by `wrote <out><what>`; 0, or 1 when the file cannot be written. */
  emit(text: string, out: string | undefined, what?: string): number;
}

export function commandOutput(command: string): CommandOutput {
  const prefix = `[mock-site] ${command}:`;
  const fail = (line: string, code: number) => {
    process.stderr.write(`${prefix} ${line}\n`);
    return code;
  };
  return {
    fail,
    emit(text, out, what = '') {
      if (out === undefined) {
        process.stdout.write(text);
        return 0;
      }
      try {
        writeAtomically(out, text);
      } catch (e) {
        return fail(`could not write ${out}: ${(e as Error).message}`, 1);
      }
      process.stdout.write(`${prefix} wrote ${out}${what}\n`);
      return 0;
    },
  };
}

/** `--port`: a whole number from 0 to 65535, or undefined (the caller refuses it with the command's own line). */
export function portOption(text: string): number | undefined {
  const port = Number(text);
  return /^\d+$/.test(text) && port <= 65535 ? port : undefined;
}

/**
 * A reader that goes away (`mock-site openapi | head`) ends any command quietly, with exit code 0: it took what it
 * wanted, and the command did nothing wrong. (Not 141, the SIGPIPE convention: `set -o pipefail`, the default of
 * GitHub Actions' bash steps, would fail the step over it.) A command that stops cleanly on SIGTERM (`serve`,
 * `record`: the --db snapshot, the cassette written) is stopped that way; any other ends at once. Stdout and stderr
 * both: `2>&1 | head` closes both. Any other error on them is no closed reader, and stays as loud as it was.
 */
export function endQuietlyWhenOutputCloses(): void {
  let closed = false;
  const closing = (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    if (closed) return;
    closed = true;
    if (process.listenerCount('SIGTERM') > 0) process.emit('SIGTERM', 'SIGTERM');
    else process.exit(0);
  };
  process.stdout.on('error', closing);
  process.stderr.on('error', closing);
}
