// Starts the built CLI (dist/cli/main.js) as a child process, as users run it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { ROOT } from '../helpers.js';

export const CLI = `${ROOT}dist/cli/main.js`;

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to completion. */
export async function runCli(args: string[], cwd = ROOT): Promise<CliResult> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

export interface Served {
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `command` (serve with --port 0 --quiet) and resolves with the address it printed. */
export async function serveCli(args: string[], command = [process.execPath, CLI], cwd = ROOT): Promise<Served> {
  const [bin, ...pre] = command as [string, ...string[]];
  const child = spawn(bin, [...pre, 'serve', '--port', '0', '--quiet', ...args], { cwd, env: { ...process.env, MOCK_SITE_PORT: '' } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /http:\/\/[\d.]+:\d+/.exec(out);
      if (m) {
        resolve(m[0]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return {
    url,
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode; // already gone (a signal leaves exitCode null)
      child.kill(signal);
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}
