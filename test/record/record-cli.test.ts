import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { CLI, runCli } from '../cli/run-cli.js';
import { raw, startUpstream, type Upstream } from './fake-upstream.js';

let upstream: Upstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

/** Starts `mock-site record` on a free port and resolves with its address and a way to stop it. */
async function startRecord(args: string[]): Promise<{ url: string; output: () => string; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, [CLI, 'record', '--port', '0', '--quiet', ...args]);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const url = await addressOf(child, () => output);
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}

/** The address the recorder prints once it listens; rejects if it exits first (no deadline: the test's timeout is one). */
function addressOf(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const m = /http:\/\/[\d.]+:\d+/.exec(output());
      if (m) resolve(m[0]);
    });
    child.once('exit', (code) => reject(new Error(`the recorder exited (${code}) before listening: ${output()}`)));
  });
}

/** Resolves once `done()` holds, looking again after each turn of a short timer: an event the test waits for, however slow the machine. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 25));
}

describe('mock-site record', () => {
  it('proxies to --target, prints its address, and leaves the cassette written when stopped', async () => {
    upstream = await startUpstream();
    const out = join(mkdtempSync(join(tmpdir(), 'mock-site-cli-')), 'site.yaml');
    const rec = await startRecord(['--target', upstream.origin, '--out', out, '--auth', 'ann:cli-secret-pass']);
    const answer = await raw(`${rec.url}/wp-json/wp/v2/posts`);
    expect(answer.status).toBe(200);
    expect(await rec.stop()).toBe(0);
    const cassette = readCassette(out);
    expect(cassette.interactions.map((i) => `${i.request.method} ${i.request.route} ${i.response.status}`)).toEqual(['GET /wp/v2/posts 200']);
    expect(rec.output()).not.toContain('cli-secret-pass');
  });

  it("redacts what the scenario's record.redact names, and adds to the cassette with --append", async () => {
    upstream = await startUpstream();
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-cli-'));
    const out = join(dir, 'site.yaml');
    writeFileSync(join(dir, 's.yaml'), 'record:\n  redact: [X-Partner-Key, partner_pin]\n');
    const first = await startRecord(['--target', upstream.origin, '--out', out]);
    await raw(`${first.url}/wp-json/first`);
    expect(await first.stop()).toBe(0);
    const rec = await startRecord(['--target', upstream.origin, '--out', out, '--append', '--scenario', join(dir, 's.yaml')]);
    await raw(`${rec.url}/wp-json/echo?partner_pin=9931-7782`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Partner-Key': 'pk-live-5521-abcd' },
      body: '{"title":"x"}',
    });
    expect(await rec.stop()).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain('9931-7782');
    expect(text).not.toContain('pk-live-5521-abcd');
    expect(readCassette(out).interactions.map((i) => i.request.route)).toEqual(['/echo', '/first']);
  });

  it('leaves a valid cassette behind when killed outright mid-session', async () => {
    upstream = await startUpstream();
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-cli-'));
    const out = join(folder, 'site.yaml');
    const child = spawn(process.execPath, [CLI, 'record', '--target', upstream.origin, '--out', out, '--port', '0', '--quiet']);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    const url = await addressOf(child, () => output);
    for (let n = 0; n < 5; n++) await raw(`${url}/wp-json/echo?n=${n}`);
    // The writer has flushed the first five once the file on disk holds them (it writes a whole file, atomically):
    // the kill waits for that, however long a busy machine takes.
    await until(() => {
      try {
        return readCassette(out).interactions.length >= 5;
      } catch {
        return false;
      }
    });
    const burst = Array.from({ length: 20 }, (_, n) => raw(`${url}/wp-json/echo?burst=${n}`).catch(() => undefined));
    child.kill('SIGKILL');
    await Promise.all(burst);
    await once(child, 'exit').catch(() => undefined);
    const cassette = readCassette(out);
    expect(cassette.interactions.length).toBeGreaterThanOrEqual(5);
    expect(
      readdirSync(folder)
        .filter((f) => f !== 'site.yaml')
        .every((f) => f.endsWith('.tmp')),
    ).toBe(true);
  }, 120_000);

  it.each([
    [['record'], /--target is required/],
    [['record', '--target', 'ftp://example.com'], /--target must be an http:\/\/ or https:\/\/ URL/],
    [['record', '--target', 'http://example.com', '--auth', 'nocolon'], /--auth must be user:password/],
    [['record', '--target', 'http://example.com', '--port', 'x'], /--port must be a whole number/],
  ])('refuses %j with a [mock-site] message and exit code 2', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\[mock-site\] record: /);
    expect(result.stderr).toMatch(message);
  });
});
