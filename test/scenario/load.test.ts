import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/model/problem.js';
import { ROOT } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-scenario-'));
function scenarioFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('scenario files', () => {
  it.each(readdirSync(`${ROOT}scenarios`).filter((f) => f.endsWith('.yaml')))('the shipped scenario %s loads', (name) => {
    const s = loadScenario(`${ROOT}scenarios/${name}`);
    expect(s.auth.users.length).toBeGreaterThan(0);
  });

  it('the embedded default fakes the site profile with admin and its application password', () => {
    const s = loadScenario();
    expect(s.profile).toBe('site');
    expect(s.auth.users[0]).toMatchObject({ id: 1, username: 'admin', applicationPasswords: [{ password: 'mock-site-password' }] });
    expect(s.auth.users[0]!.capabilities.has('manage_options')).toBe(true);
  });

  it('a scenario keeps the default values it leaves out', () => {
    const s = loadScenario(scenarioFile('partial.yaml', 'site:\n  name: Partial\n'));
    expect(s.site.name).toBe('Partial');
    expect(s.site.description).toBe(loadScenario().site.description);
  });

  it('extends composes scenarios, the child winning', () => {
    scenarioFile('parent.yaml', 'profile: shop\nsite:\n  name: Parent\n  description: from parent\n');
    const s = loadScenario(scenarioFile('child.yaml', 'extends: parent.yaml\nsite:\n  name: Child\n'));
    expect(s).toMatchObject({ profile: 'shop', site: { name: 'Child', description: 'from parent' } });
  });

  it.each([
    ['a wrong type', 'seed: many\n', 'bad-type.yaml:1:7: seed must be a whole number (got string "many")'],
    ['an unknown key', 'site:\n  nmae: x\n', 'bad-key.yaml:2:3: unknown key "nmae" in site (valid keys: name, description'],
    ['an unknown profile', 'profile: blog\n', 'bad-profile.yaml:1:10: profile must be one of site, shop'],
    ['broken YAML', 'site: [unclosed\n', 'broken.yaml:'],
    ['an as_user who is not a user', 'auth:\n  as_user: ghost\n', 'auth.as_user "ghost" is not one of the users'],
  ])('%s is refused with file:line:col and what to fix', (_, text, message) => {
    const name = message.split(':')[0]!.includes('.yaml') ? message.split(':')[0]! : 'other.yaml';
    const file = scenarioFile(name, text);
    expect(() => loadScenario(file)).toThrow(ScenarioError);
    expect(() => loadScenario(file)).toThrow(message);
  });

  it('an extends loop is refused', () => {
    scenarioFile('loop-a.yaml', 'extends: loop-b.yaml\n');
    scenarioFile('loop-b.yaml', 'extends: loop-a.yaml\n');
    expect(() => loadScenario(join(dir, 'loop-a.yaml'))).toThrow('extends loops back to itself');
  });
});
