// `extends: mock-site/<file>` (and `include:`) names a scenario mock-site ships, from any folder; `mock-site init`
// writes a starter that does so. (test/cli/package.test.ts runs both from a project that installed the package.)
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { packageRoot, scenarioRefPath, shippedScenarioNames } from '../../src/package-files.js';
import { runCli } from '../cli/run-cli.js';
import { ROOT } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-shipped-'));
function scenarioFile(name: string, text: string): string {
  const file = join(dir, name);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('mock-site/<file> in extends and include', () => {
  it("is the package's scenarios/ folder, wherever the scenario is", () => {
    expect(packageRoot()).toBe(resolve(ROOT));
    expect(scenarioRefPath('/anywhere', 'mock-site/site.yaml')).toBe(join(ROOT, 'scenarios/site.yaml'));
    expect(scenarioRefPath('/anywhere', 'site.yaml')).toBe('/anywhere/site.yaml');
    expect(scenarioRefPath('/anywhere', './mock-site/site.yaml')).toBe('/anywhere/mock-site/site.yaml');
    expect(shippedScenarioNames()).toEqual(expect.arrayContaining(['mock-site/site.yaml', 'mock-site/shop.yaml', 'mock-site/examples/faults.yaml']));
  });

  it("extends a shipped scenario: its settings and rules come first, this file's win", () => {
    const shop = loadScenario(scenarioFile('deep/er/mine.yaml', 'extends: mock-site/shop.yaml\nsite:\n  name: Mine\n'));
    expect(shop.profile).toBe('shop');
    expect(shop.site.name).toBe('Mine');
    expect(shop.files).toContain(join(ROOT, 'scenarios/shop.yaml'));
    const faults = loadScenario(scenarioFile('faults.yaml', 'extends: mock-site/examples/faults.yaml\n'));
    expect(faults.rules.length).toBeGreaterThan(0);
  });

  it('includes a file named so too', () => {
    const file = scenarioFile('with-include.yaml', 'include: [mock-site/nothing-here.yaml]\n');
    expect(() => loadScenario(file)).toThrow(
      /with-include\.yaml:1:11: cannot read .*scenarios\/nothing-here\.yaml \(ENOENT\)\. mock-site ships .*mock-site\/shop\.yaml, mock-site\/site\.yaml\./,
    );
  });

  it('a name mock-site does not ship says which it ships; a relative path keeps its hint', () => {
    expect(() => loadScenario(scenarioFile('bad.yaml', 'extends: mock-site/sites.yaml\n'))).toThrow(
      /bad\.yaml:1:10: cannot read .*scenarios\/sites\.yaml \(ENOENT\)\. mock-site ships mock-site\/examples\/export-job\.yaml, .*mock-site\/shop\.yaml, mock-site\/site\.yaml\./,
    );
    expect(() => loadScenario(scenarioFile('bad2.yaml', 'extends: nowhere.yaml\n'))).toThrow(
      /Check the path of extends \(relative to this file, or mock-site\/<file> for a scenario mock-site ships\)\./,
    );
  });
});

describe('mock-site init', () => {
  it('writes a starter that extends the shipped scenario, names the schema relative to it, and validates', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'mock-site-init-'));
    const r = await runCli(['init'], cwd);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const schema = join(ROOT, 'scenarios/scenario.schema.json');
    const first = readFileSync(join(cwd, 'scenarios/mock-site.yaml'), 'utf8').split('\n')[0]!;
    expect(resolve(cwd, 'scenarios', first.replace('# yaml-language-server: $schema=', ''))).toBe(schema);
    // Not installed in that folder: the schema line points at the copy that ran, and it says how to do better.
    expect(r.stdout).toContain('mock-site is not installed in this project');
    expect(r.stdout).toContain('Next: npx mock-site serve --scenario scenarios/mock-site.yaml');
    expect((await runCli(['validate', 'scenarios/mock-site.yaml'], cwd)).code).toBe(0);
  });

  it('takes a file and --profile, never overwrites, and refuses bad usage with exit code 2', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'mock-site-init-'));
    mkdirSync(join(cwd, 'node_modules/mock-site/scenarios'), { recursive: true });
    writeFileSync(join(cwd, 'node_modules/mock-site/scenarios/scenario.schema.json'), '{}');
    const r = await runCli(['init', 'shop.yaml', '--profile', 'shop'], cwd);
    expect(r.stdout).toBe(
      '[mock-site] init: wrote shop.yaml (extends: mock-site/shop.yaml; $schema=./node_modules/mock-site/scenarios/scenario.schema.json)\n' +
        'Next: npx mock-site serve --scenario shop.yaml   (check it first: npx mock-site validate shop.yaml)\n',
    );
    const text = readFileSync(join(cwd, 'shop.yaml'), 'utf8');
    expect(text).toMatch(/^extends: mock-site\/shop\.yaml /m);
    expect(loadScenario(join(cwd, 'shop.yaml')).profile).toBe('shop');

    const again = await runCli(['init', 'shop.yaml'], cwd);
    expect([again.code, again.stdout, again.stderr]).toEqual([
      1,
      '',
      '[mock-site] init: shop.yaml already exists; init never overwrites a file. Name another: mock-site init my-scenario.yaml.\n',
    ]);
    expect(readFileSync(join(cwd, 'shop.yaml'), 'utf8')).toBe(text);
    const bad = await runCli(['init', '--profile', 'blog'], cwd);
    expect([bad.code, bad.stderr]).toEqual([2, '[mock-site] init: --profile must be one of site, shop (got "blog").\n']);
  });
});
