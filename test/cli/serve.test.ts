import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, serveCli, type Served } from './run-cli.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

describe('mock-site serve', () => {
  it('answers the index on the address it prints and stops cleanly on SIGTERM', async () => {
    served = await serveCli([]);
    const res = await fetch(`${served.url}/index.php?rest_route=/`);
    expect(res.status).toBe(200);
    const index = (await res.json()) as { name: string; namespaces: string[] };
    expect(index.name).toBe('Mock Site');
    expect(index.namespaces).toContain('sitetool/v1');
    expect(await served.stop('SIGTERM')).toBe(0);
    expect(served.output()).toContain('SIGTERM: shutting down');
  });

  it('stops cleanly on SIGINT', async () => {
    served = await serveCli([]);
    expect(await served.stop('SIGINT')).toBe(0);
  });

  it('serves the shop deployment with --profile shop', async () => {
    served = await serveCli(['--profile', 'shop']);
    const index = (await (await fetch(`${served.url}/index.php?rest_route=/`)).json()) as { namespaces: string[] };
    expect(index.namespaces).toContain('agentproto/v1');
    expect(index.namespaces).not.toContain('sitetool/v1');
  });

  it('uses the scenario given with --scenario', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-cli-'));
    writeFileSync(join(dir, 'mine.yaml'), 'site:\n  name: CLI Scenario Site\n');
    served = await serveCli(['--scenario', join(dir, 'mine.yaml')]);
    const index = (await (await fetch(`${served.url}/?rest_route=/`)).json()) as { name: string };
    expect(index.name).toBe('CLI Scenario Site');
  });

  it('answers the health check', async () => {
    served = await serveCli([]);
    const health = (await (await fetch(`${served.url}/__mock/health`)).json()) as { status: string; profile: string };
    expect(health).toMatchObject({ status: 'ok', profile: 'site' });
  });

  it('prints a banner with the address, profile, credentials and where to look next', async () => {
    const { spawn } = await import('node:child_process');
    const { CLI } = await import('./run-cli.js');
    const child = spawn(process.execPath, [CLI, 'serve', '--port', '0']);
    let out = '';
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => {
        out += d;
        if (out.includes('stop')) resolve();
      }),
    );
    child.kill('SIGTERM');
    expect(out).toMatch(/mock-site\s+http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toContain('profile    site');
    expect(out).toContain('admin / mock-site-password');
    expect(out).toContain('/__mock/health');
  });
});

describe('mock-site command line', () => {
  it('prints usage with --help and the version with --version', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('serve');
    const version = await runCli(['--version']);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const serveHelp = await runCli(['serve', '--help']);
    expect(serveHelp.stdout).toContain('--scenario');
  });

  it.each([
    [['nope'], 2, 'unknown command "nope"'],
    [['serve', '--port', 'abc'], 2, '--port must be a whole number'],
    [['serve', '--profile', 'blog'], 2, '--profile must be one of site, shop'],
    [['serve', '--bogus'], 2, "Unknown option '--bogus'"],
    [['serve', '--scenario', '/nonexistent/x.yaml'], 1, 'cannot read scenario /nonexistent/x.yaml'],
  ])('refuses %j with exit code %i and a message saying what to fix', async (args, code, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(code);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toMatch(/^\[mock-site\]/);
  });

  it('reports a bad scenario with its file, line and column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-cli-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'site:\n  name: ok\n  page_on_front: front\n');
    const r = await runCli(['serve', '--scenario', file, '--port', '0']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}:3:18: site.page_on_front must be a whole number`);
  });
});
