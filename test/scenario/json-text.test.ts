// A scenario written as JSON is read without yaml's Document (src/scenario/json-text.ts): the same values, problems
// and positions as yaml gives the same text. A trailing YAML comment makes the text YAML-only: the reference.
import { describe, expect, it } from 'vitest';
import { parseScenarioFile } from '../../src/scenario/parse-file.js';
import { jsonText } from '../../src/scenario/json-text.js';
import { FILE_LIMITS } from '../../src/files/read-bounded.js';
import { loadScenario } from '../../src/scenario/load.js';
import { scenarioFolder } from './scenario-files.js';

const SCENARIO = {
  profile: 'site',
  site: { name: 'JSON "Site"', description: 'caf\u00e9 \\ / \u2603' },
  machines: { payment: { initial: 'new', states: ['new', 'paid'] } },
  rules: [
    { name: 'one', priority: 5, match: { method: 'GET', route: '/wp/v2/posts' }, respond: { status: 200, body: [] } },
    {
      match: { method: ['POST'], route: '/wp/v2/posts/{id}' },
      respond: [
        { status: 500, body_file: 'missing.json' },
        { status: 200, body: { a: [1, 2.5, -0, null, true] } },
      ],
    },
  ],
  routes: [{ path: '/x/v1/widgets/{id}', methods: ['GET'], bind: { kind: 'faker' } }],
  data: {
    posts: [
      { id: 5, title: 'a', categories: [1], tags: [] },
      { title: 'b', unknown_key: 1 },
    ],
    comments: [],
  },
  nonsense: { deep: [1, { x: 2 }] },
};

/** Every path of a value, keys and indexes, plus one missing key below each container. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out = [path];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...path, i]));
    out.push([...path, value.length], [...path, String(0)]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]));
    out.push([...path, 'missing'], [...path, 0]);
  }
  return out;
}

describe('a scenario written as JSON', () => {
  for (const [name, text] of [
    ['compact', JSON.stringify(SCENARIO)],
    ['indented', JSON.stringify(SCENARIO, null, 2)],
    ['indented, CRLF', JSON.stringify(SCENARIO, null, 1).replace(/\n/g, '\r\n')],
  ] as const) {
    it(`${name}: reads the values, problems and positions yaml reads`, () => {
      expect(jsonText(text)).toBeDefined();
      const fast = parseScenarioFile(text, 'f.json');
      const yaml = parseScenarioFile(`${text}\n# yaml\n`, 'f.json');
      expect(jsonText(`${text}\n# yaml\n`)).toBeUndefined();
      expect(fast.data).toEqual(yaml.data);
      expect(fast.problems).toEqual(yaml.problems);
      expect(fast.problems.length).toBeGreaterThan(0);
      const paths = pathsOf(SCENARIO);
      for (const path of [...paths, ['rules', 1, 'respond', 0, 'bodyFile'], ['rules', 0, 'respond', 'bodyFile']]) {
        for (const atKey of [false, true]) expect([path, atKey, fast.ref(path, atKey)]).toEqual([path, atKey, yaml.ref(path, atKey)]);
        expect([path, fast.broken(path)]).toEqual([path, yaml.broken(path)]);
      }
    });
  }

  it('goes the YAML way where the two readers could differ', () => {
    expect(jsonText('{"a": 1, "a": 2}')).toBeUndefined(); // yaml refuses a duplicate key
    expect(jsonText('{"a": {"b": 1, "c": [{"b": 1}], "\\u0062": 2}}')).toBeUndefined();
    expect(jsonText('{"__proto__": {}}')).toBeUndefined();
    expect(jsonText('{\t"a": 1}')).toBeUndefined();
    expect(jsonText('[1]')).toBeUndefined();
    expect(jsonText('{"a": [{"b": 1}, {"b": 1}], "c": {"b": 1}}')).toBeDefined();
    expect(parseScenarioFile('{"site": {"name": "a", "name": "b"}}', 'f.json').problems[0]?.message).toMatch(/invalid YAML/);
  });

  it('loads past the scenario limit when the file is JSON (a crawled site), and only then', () => {
    const { write } = scenarioFolder();
    const content = 'x'.repeat(4096);
    const count = Math.ceil(FILE_LIMITS.scenario / content.length) + 10;
    const posts = Array.from({ length: count }, (_, i) => ({ id: 100 + i, title: `post ${i}`, content }));
    const text = JSON.stringify({ site: { name: 'Crawled' }, data: { posts } });
    expect(text.length).toBeGreaterThan(FILE_LIMITS.scenario);
    const scenario = loadScenario(write('crawled.json', text));
    expect(scenario.site.name).toBe('Crawled');
    expect(scenario.data.posts.length).toBe(count);
    expect(scenario.data.posts[count - 1]).toEqual({ id: 100 + count - 1, title: `post ${count - 1}`, content });
    // the same size, not JSON both read alike: refused before it is parsed, as before
    expect(() => loadScenario(write('crawled-dup.json', `{"site": {}, ${text.slice(1)}`))).toThrow(/a scenario may be at most 32 MB/);
    expect(() => loadScenario(write('crawled.yaml', `site: {name: x}\n# ${text}`))).toThrow(/a scenario may be at most 32 MB/);
  });
});
