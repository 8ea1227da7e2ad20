import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRules, RulesError } from '../../src/rules/compile-rules.js';
import { ScenarioError, type Problem } from '../../src/model/problem.js';
import type { Locate } from '../../src/scenario/section-context.js';
import { rest, site } from '../helpers.js';
import { RULE_DIR, RULE_FILE, ruleScenario, type RuleInput } from './rule-scenario.js';

writeFileSync(join(RULE_DIR, 'thing.json'), JSON.stringify({ id: '{{request.params.id}}', name: 'Thing {{request.params.id}}', tags: ['a'] }));
writeFileSync(join(RULE_DIR, 'page.html'), '<h1>{{request.query.title}}</h1>\n');
writeFileSync(join(RULE_DIR, 'broken.json'), '{"id": 1,');

describe('rules: body files', () => {
  it("a JSON body file is parsed, relative to the rule's file, and its strings are templates", async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/things/v1/things/{id}' }, respond: [{ bodyFile: 'thing.json' }] }]) });
    await http.get(rest('/things/v1/things/9')).expect(200, { id: '9', name: 'Thing 9', tags: ['a'] });
  });

  it('another body file is sent as text with its content type, even with _envelope', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/things/v1/page' }, respond: [{ bodyFile: join(RULE_DIR, 'page.html') }] }]) });
    const res = await http.get(rest('/things/v1/page', '&title=Hi&_envelope')).expect(200);
    expect(res.text).toBe('<h1>Hi</h1>\n');
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
  });

  it("a rule's Content-Type header replaces the server's, whatever its case", async () => {
    const http = site({
      scenario: ruleScenario([{ match: { route: '/things/v1/page' }, respond: [{ bodyFile: 'page.html', headers: { 'content-type': 'text/plain' } }] }]),
    });
    const res = await http.get(rest('/things/v1/page')).expect(200);
    expect(res.headers['content-type']).toBe('text/plain');
  });
});

describe('rules: problems at load time', () => {
  const at = (line: number) => `${RULE_FILE}:${line}:3: rule rules[${line - 1}]`;
  it.each<[string, RuleInput, string]>([
    [
      'a missing body file',
      { respond: [{ bodyFile: 'nope.json' }] },
      `respond[0]: body_file ${join(RULE_DIR, 'nope.json')} does not exist. Create it, or fix the path`,
    ],
    ['a body file that is not JSON', { respond: [{ bodyFile: 'broken.json' }] }, `respond[0]: body_file ${join(RULE_DIR, 'broken.json')} is not valid JSON`],
    ['a bad template in a body', { respond: [{ body: { a: '{{request.cookie}}' } }] }, 'respond[0]: {{request.cookie}}: unknown request part "cookie"'],
    ['a bad template in a header', { respond: [{}, { headers: { X: '{{fake.nope}}' } }] }, 'respond[1]: {{fake.nope}}: unknown fake value "nope"'],
    [
      'an unknown machine in a template',
      { respond: [{ body: '{{state.machines.ghost}}' }] },
      '{{state.machines.ghost}} names a machine the scenario does not define (machines: flow)',
    ],
    ['a route that is no pattern', { match: { route: '/x/(?P<id>[\\d+' }, respond: [{}] }, 'match.route is not a valid route pattern'],
  ])('%s is a problem with file:line:col', (_, rule, message) => {
    const scenario = ruleScenario([{ respond: [{}] }, rule], { flow: ['new', 'done'] });
    expect(() => compileRules(scenario)).toThrow(RulesError);
    expect(() => compileRules(scenario)).toThrow(`[mock-site] ${at(2)}: ${message}`);
  });

  it('every problem is reported at once, and is a ScenarioError', () => {
    const scenario = ruleScenario([{ respond: [{ body: '{{x}}' }] }, { respond: [{ body: '{{y}}' }] }]);
    let error: unknown;
    try {
      compileRules(scenario);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect((error as RulesError).problems).toHaveLength(2);
  });

  it('problems can be collected instead of thrown', () => {
    const problems: Problem[] = [];
    const rules = compileRules(ruleScenario([{ respond: [{ body: '{{x}}' }] }, { match: { route: '/ok/v1' }, respond: [{}] }]), { problems });
    expect(problems).toEqual([
      { file: RULE_FILE, line: 1, col: 3, message: expect.stringContaining('rule rules[0]: respond[0]: {{x}}: unknown template value "x"') },
    ]);
    expect(rules.size).toBe(1);
  });

  it('what the loader refuses is not checked again: when/then names and a rule without an answer compile', () => {
    const scenario = ruleScenario([{ when: { ghost: 'on' }, then: { flow: 'gone' }, respond: [{}] }, { match: { route: '/x/v1' } }], { flow: ['new', 'done'] });
    expect(compileRules(scenario).size).toBe(2);
  });

  it('with the places of the loader, each problem is placed at what it is about, in the same words', () => {
    const scenario = ruleScenario([{ match: { route: '/x/(?P<id' }, respond: [{ headers: { A: 'ok', B: '{{nope}}' } }, { bodyFile: 'nope.json' }] }]);
    const rule = scenario.rules[0]!;
    const placed = (name: string) => (path: (string | number)[]) => ({ file: RULE_FILE, line: 50, col: path.length, name: `${name} ${path.join('.')}` });
    const locate = new Map<object, Locate>([
      [rule, placed('rule')],
      [rule.respond![0]!, placed('respond 0')],
      [rule.respond![1]!, placed('respond 1')],
    ]);
    const problems: Problem[] = [];
    compileRules(scenario, { problems, locate });
    expect(problems).toEqual([
      expect.objectContaining({
        name: 'rule match.route',
        message: expect.stringMatching(/^rule rules\[0\]: match\.route is not a valid route pattern \(got "\/x\/\(\?P<id"/),
      }),
      expect.objectContaining({
        name: 'respond 0 headers.B',
        message: expect.stringMatching(/^rule rules\[0\]: respond\[0\]: \{\{nope\}\}: unknown template value "nope"/),
      }),
      expect.objectContaining({
        name: 'respond 1 body_file',
        message: `rule rules[0]: respond[1]: body_file ${join(RULE_DIR, 'nope.json')} does not exist. Create it, or fix the path (relative to the scenario file that names it).`,
      }),
    ]);
  });

  it('a scenario whose rules do not compile serves nothing', () => {
    expect(() => site({ scenario: ruleScenario([{ respond: [{ body: '{{x}}' }] }]) })).toThrow(ScenarioError);
  });
});
