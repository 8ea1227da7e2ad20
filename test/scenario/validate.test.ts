// `mock-site validate` in process: the loader's problems, the rule compiler's, then what only the catalogue tells,
// each problem once, where it is written. (test/cli/validate.test.ts runs the command itself.)
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/cli/validate.js';
import { scenarioFolder } from './scenario-files.js';

const { write } = scenarioFolder('mock-site-validate-once-');

const BAD = `machines:
  flow: { states: [a, b] }
rules:
  - match: { route: '/cms/v2/posts/(?P<id' }
    respond: { body: 1 }
  - match: { route: /cms/v2/posts }
    bind: { kind: collection, store: things, perPage: ten }
  - match: { route: /cms/v2/posts }
    when: { ghost: a }
    then: { flow: c }
    respond:
      - body_file: missing.json
      - headers: { X-A: '{{request.nope}}' }
        body: { state: '{{state.machines.gone}}', n: '{{state.widgets.count}}' }
  - match: { route: /acme/v1/nowhere }
    respond: {}
`;

describe('mock-site validate', () => {
  it('reports each problem once, at what it is about, in the order of the file', () => {
    const file = write('bad.yaml', BAD);
    const { problems, hints } = validateScenario(file);
    expect(problems.map((p) => `${p.line}:${p.col}: ${p.message.replace(/(\(got [^)]*\)|; use|\. (Write|Name|Declare|Create|Check)).*$/, '')}`)).toEqual([
      '4:21: rule rules[0]: match.route is not a valid route pattern ',
      '7:55: rules[1].bind.perPage must be a whole number of at least 1 ',
      '9:13: rule rules[2] when: unknown machine "ghost"',
      '10:19: rule rules[2] then: machine "flow" has no state "c" (states: a, b)',
      `12:20: rule rules[2]: respond[0]: body_file ${file.replace(/bad\.yaml$/, 'missing.json')} does not exist`,
      '13:25: rule rules[2]: respond[1]: {{request.nope}}: unknown request part "nope"',
      '14:24: rule rules[2]: {{state.machines.gone}} names a machine the scenario does not define (machines: flow).',
      '14:54: template {{state.widgets.count}}: unknown record set "widgets" (count a table such as posts, or a record set a bind names)',
      "15:21: rule rules[3]: match.route /acme/v1/nowhere matches no route of the catalogue or of the scenario's routes",
    ]);
    expect(hints).toEqual([]);
  });

  it('a key in its old spelling is a hint, not a problem', () => {
    write('answer.json', '{"ok": true}');
    const file = write('old.yaml', 'rules:\n  - match: { route: /cms/v2/posts }\n    respond: { bodyFile: answer.json }\n');
    expect(validateScenario(file)).toMatchObject({ problems: [], hints: [{ file, line: 3, col: 16, message: expect.stringMatching(/^use "body_file" /) }] });
  });
});
