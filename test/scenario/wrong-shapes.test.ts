import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { createMockApp } from '../../src/app.js';
import { scenarioJsonSchema } from '../../src/scenario/json-schema.js';
import { validateScenario } from '../../src/cli/validate.js';
import { documentWith, fits, schemaSlots, type Path } from './schema-slots.js';
import { scenarioFolder } from './scenario-files.js';

const SCHEMA = scenarioJsonSchema();
const folder = scenarioFolder('mock-site-wrong-shapes-');
const LEAF = 'LEAF-VALUE';

/** Wrong-typed values, as written in YAML and as they read; `reserved`: a key refused whatever the place takes. */
const VALUES: { name: string; yaml: string; value: unknown; reserved?: true }[] = [
  { name: 'a mapping', yaml: '{a: 1}', value: { a: 1 } },
  { name: 'a list of numbers', yaml: '[1, 2]', value: [1, 2] },
  { name: 'a number', yaml: '42', value: 42 },
  { name: 'a string', yaml: 'text', value: 'text' },
  { name: 'null', yaml: 'null', value: null },
  { name: 'a mapping with a __proto__ key', yaml: '{__proto__: {a: 1}}', value: null, reserved: true },
  // Plain keys where a mapping of free data fits (a query parameter may be called so): reported only where the place's
  // shape does not take them, and a scenario holding them builds without touching any prototype.
  {
    name: 'a mapping with constructor and prototype keys',
    yaml: '{constructor: 1, prototype: {polluted: 1}}',
    value: { constructor: 1, prototype: { polluted: 1 } },
  },
];

const shown = (path: Path) => (path.length ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') : 'the scenario');
const slots = schemaSlots(SCHEMA);
const cases = slots.flatMap((slot) =>
  VALUES.map((v) => ({
    slot,
    v,
    name: `${shown(slot.path)}${slot.tags.length ? ` (${slot.tags.map((t) => `${t.key}: ${String(t.value)}`).join(', ')})` : ''} as ${v.name}`,
  })),
);

const scenarioWith = (text: string, name: string): string => folder.write(`${name.replace(/[^\w.-]+/g, '-').slice(0, 150)}.yaml`, text);

describe('wrong shapes anywhere in a scenario', () => {
  it('the table covers every section and nested key of the published schema', () => {
    const top = new Set(slots.map((s) => s.path[0]));
    expect([...top].sort()).toEqual(Object.keys(SCHEMA.properties as object).sort());
    for (const deep of [
      'rules.0.respond.status',
      'rules.0.bind.store',
      'routes.0.args.name1.items.type',
      'auth.users.0.application_passwords.0.password',
      'data.records.name1',
      'machines.name1.states.0',
    ]) {
      expect(slots.map((s) => s.path.join('.'))).toContain(deep);
    }
  });

  it.each(cases)('$name is reported with file:line:col, and nothing throws', ({ slot, v, name }) => {
    const placed = stringify(documentWith(slot, LEAF));
    const line = placed.split('\n').findIndex((l) => l.includes(LEAF)) + 1;
    const file = scenarioWith(placed.replace(LEAF, v.yaml), name);
    const { problems } = validateScenario(file);
    for (const p of problems) {
      expect(p.file).toBe(file);
      expect(p.line).toBeGreaterThan(0);
      expect(p.col).toBeGreaterThan(0);
    }
    if (v.reserved || !fits(SCHEMA, slot.schema, v.value)) {
      expect(
        problems.map((p) => p.line),
        problems.map((p) => `${p.line}:${p.col}: ${p.message}`).join('\n'),
      ).toContain(line);
    } else if (!problems.length) {
      createMockApp({ scenario: file }).close(); // what validate accepts, serve builds
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(VALUES)('a whole scenario that is $name is reported at its start', (v) => {
    const file = scenarioWith(`${v.yaml}\n`, `whole-${v.name}`);
    const { problems } = validateScenario(file);
    if (v.value === null && !v.reserved)
      expect(problems).toEqual([]); // an empty file: the embedded default
    else {
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p).toMatchObject({ file, line: 1, col: expect.any(Number) });
    }
  });
});
