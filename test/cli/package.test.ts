import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';
import { serveCli } from './run-cli.js';

// npm pack → install the tarball as a dev dependency of a fresh project → run `npx mock-site`.
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'mock-site-pack-'));
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', project], { cwd: ROOT, stdio: 'pipe' });
  const tarball = readdirSync(project).find((f) => f.endsWith('.tgz'))!;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-mock-site', version: '1.0.0', private: true }));
  execFileSync('npm', ['install', '--save-dev', '--no-audit', '--no-fund', `./${tarball}`], { cwd: project, stdio: 'pipe' });
}, 180_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the npm package', () => {
  it('runs with npx from a project that installed the tarball as a dev dependency', () => {
    const version = execFileSync('npx', ['--no-install', 'mock-site', '--version'], { cwd: project, encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the index and its shipped scenarios from the installed package', async () => {
    const served = await serveCli(['--scenario', join(project, 'node_modules/mock-site/scenarios/shop.yaml')], ['npx', '--no-install', 'mock-site'], project);
    try {
      const index = (await (await fetch(`${served.url}/index.php?rest_route=/`)).json()) as { name: string };
      expect(index.name).toBe('Mock Shop');
    } finally {
      await served.stop();
    }
  });
});

describe('the repository itself', () => {
  it('runs its own bin with npx after a build (the bin is executable)', () => {
    const version = execFileSync('npx', ['--no-install', 'mock-site', '--version'], { cwd: ROOT, encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
