import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema, scenarioJsonSchemaText } from '../../src/scenario/json-schema.js';
import { ROOT } from '../helpers.js';

const SCENARIOS = join(ROOT, 'scenarios');
const SCHEMA_FILE = join(SCENARIOS, 'scenario.schema.json');

/** Every shipped scenario: scenarios/*.yaml and one folder deeper (examples/...). */
function shipped(): string[] {
  const list = (dir: string) => readdirSync(dir).map((f) => join(dir, f));
  return list(SCENARIOS)
    .flatMap((f) => (statSync(f).isDirectory() ? list(f) : [f]))
    .filter((f) => f.endsWith('.yaml'));
}

type Node = Record<string, unknown>;
const props = (n: unknown) => (n as { properties: Record<string, Node> }).properties;

describe('the scenario JSON Schema', () => {
  it('scenarios/scenario.schema.json is what the shape emits (run npm run schema after changing the format)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(scenarioJsonSchemaText());
  });

  it('is a draft 2020-12 schema of a mapping with every section, refusing unknown keys', () => {
    const schema = scenarioJsonSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(props(schema))).toEqual([
      'extends',
      'include',
      'profile',
      'site',
      'auth',
      'clock',
      'seed',
      'jsonp',
      'latency',
      'record',
      'data',
      'rules',
      'machines',
      'routes',
    ]);
    expect(schema.additionalProperties).toBe(false);
  });

  it('describes every section, for editor autocomplete', () => {
    for (const [name, section] of Object.entries(props(scenarioJsonSchema()))) expect(section.description, name).toMatch(/\w/);
  });

  it('lists the values editors can offer: methods, faults, clock advances', () => {
    const rule = props(scenarioJsonSchema()).rules!.items as Node;
    const match = props(rule).match!;
    expect(props(match).method).toMatchObject({ anyOf: [{ enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }, { type: 'array' }] });
    const response = (props(rule).respond!.anyOf as Node[])[0]!;
    expect(props(response).fault).toMatchObject({ enum: ['connection-reset', 'empty-reply', 'malformed-json', 'timeout'] });
    expect(props(props(scenarioJsonSchema()).clock!).advance).toMatchObject({ enum: ['per-write', 'per-request', 'frozen'] });
  });

  it('lists a key in its canonical spelling, and its old spelling as deprecated', () => {
    const rule = props(scenarioJsonSchema()).rules!.items as Node;
    const response = props((props(rule).respond!.anyOf as Node[])[0]!);
    expect(response.body_file).toMatchObject({ type: 'string' });
    expect(response.body_file).not.toHaveProperty('deprecated');
    expect(response.bodyFile).toMatchObject({ type: 'string', deprecated: true, description: expect.stringContaining('Write body_file') });
  });

  it('offers each behaviour kind with its own options, told apart by kind', () => {
    const binding = (scenarioJsonSchema().$defs as Record<string, Node>).binding!;
    const kinds = (binding.anyOf as Node[]).map((k) => (props(k).kind as { enum: string[] }).enum[0]);
    expect(kinds).toEqual(['collection', 'singleton', 'action', 'job', 'faker', 'static']);
    expect(props((binding.anyOf as Node[])[0])).toHaveProperty('store');
  });

  it("describes route arguments in the catalogue's vocabulary, recursively", () => {
    const arg = (scenarioJsonSchema().$defs as Record<string, Node>).arg!;
    expect(Object.keys(props(arg))).toEqual(expect.arrayContaining(['type', 'enum', 'default', 'minimum', 'format', 'items', 'properties']));
    expect(props(arg).items).toEqual({ $ref: '#/$defs/arg' });
  });
});

describe('shipped scenarios', () => {
  it.each(shipped().map((f) => [relative(SCENARIOS, f), f]))('%s starts with the yaml-language-server line pointing at the schema', (_, file) => {
    const schema = relative(join(file, '..'), SCHEMA_FILE);
    const expected = `# yaml-language-server: $schema=${schema.startsWith('.') ? schema : `./${schema}`}`;
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(expected);
  });
});
