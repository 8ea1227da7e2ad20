// `mock-site record` (the built CLI) as a child process: started with --port 0 --quiet, it prints its address
// line; SIGTERM stops it and writes the cassette.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { CLI } from '../cli/run-cli.js';
import { ROOT } from '../helpers.js';

export interface RecordProcess {
  url: string;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export async function startRecording(args: string[]): Promise<RecordProcess> {
  const child = spawn(process.execPath, [CLI, 'record', '--port', '0', '--quiet', ...args], { cwd: ROOT });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /http:\/\/[\d.]+:\d+/.exec(out);
      if (m) resolve(m[0]);
    });
    child.once('exit', (code) => reject(new Error(`record exited with ${code}: ${out}`)));
  });
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}
