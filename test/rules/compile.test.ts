import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRules, RulesError } from '../../src/rules/compile-rules.js';
import { ScenarioError } from '../../src/scenario/load.js';
import { rest, site } from '../helpers.js';
import { RULE_DIR, RULE_FILE, ruleScenario, type RuleInput } from './rule-scenario.js';

writeFileSync(join(RULE_DIR, 'thing.json'), JSON.stringify({ id: '{{request.params.id}}', name: 'Thing {{request.params.id}}', tags: ['a'] }));
writeFileSync(join(RULE_DIR, 'page.html'), '<h1>{{request.query.title}}</h1>\n');
writeFileSync(join(RULE_DIR, 'broken.json'), '{"id": 1,');

describe('rules: body files', () => {
  it('a JSON body file is parsed, relative to the rule\'s file, and its strings are templates', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/things/v1/things/{id}' }, respond: [{ bodyFile: 'thing.json' }] }]) });
    await http.get(rest('/things/v1/things/9')).expect(200, { id: '9', name: 'Thing 9', tags: ['a'] });
  });

  it('another body file is sent as text with its content type, even with _envelope', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/things/v1/page' }, respond: [{ bodyFile: join(RULE_DIR, 'page.html') }] }]) });
    const res = await http.get(rest('/things/v1/page', '&title=Hi&_envelope')).expect(200);
    expect(res.text).toBe('<h1>Hi</h1>\n');
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
  });

  it('a rule\'s Content-Type header replaces the server\'s, whatever its case', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/things/v1/page' }, respond: [{ bodyFile: 'page.html', headers: { 'content-type': 'text/plain' } }] }]) });
    const res = await http.get(rest('/things/v1/page')).expect(200);
    expect(res.headers['content-type']).toBe('text/plain');
  });
});

describe('rules: problems at load time', () => {
  const at = (line: number) => `${RULE_FILE}:${line}:3: rule rules[${line - 1}]`;
  it.each<[string, RuleInput, string]>([
    ['a missing body file', { respond: [{ bodyFile: 'nope.json' }] }, `respond[0]: bodyFile ${join(RULE_DIR, 'nope.json')} cannot be read (ENOENT)`],
    ['a body file that is not JSON', { respond: [{ bodyFile: 'broken.json' }] }, `respond[0]: bodyFile ${join(RULE_DIR, 'broken.json')} is not valid JSON`],
    ['a bad template in a body', { respond: [{ body: { a: '{{request.cookie}}' } }] }, 'respond[0]: {{request.cookie}}: unknown request part "cookie"'],
    ['a bad template in a header', { respond: [{}, { headers: { X: '{{fake.nope}}' } }] }, 'respond[1]: {{fake.nope}}: unknown fake value "nope"'],
    ['an unknown machine in a template', { respond: [{ body: '{{state.machines.ghost}}' }] }, '{{state.machines.ghost}} names a machine the scenario does not define (machines: flow)'],
    ['an unknown machine', { when: { ghost: 'on' }, respond: [{}] }, 'when names machine "ghost", which the scenario does not define'],
    ['a state the machine does not have', { then: { flow: 'gone' }, respond: [{}] }, 'then.flow is "gone", not a state of machine flow (new, done)'],
    ['a route that is no pattern', { match: { route: '/x/(?P<id>[\\d+' }, respond: [{}] }, 'match.route is not a valid route pattern'],
    ['no respond and no bind', {}, 'it has neither respond nor bind'],
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
    const problems: string[] = [];
    const rules = compileRules(ruleScenario([{ respond: [{ body: '{{x}}' }] }, { match: { route: '/ok/v1' }, respond: [{}] }]), { problems });
    expect(problems).toEqual([expect.stringContaining(`${at(1)}: respond[0]: {{x}}: unknown template value "x"`)]);
    expect(rules.size).toBe(1);
  });

  it('a scenario whose rules do not compile serves nothing', () => {
    expect(() => site({ scenario: ruleScenario([{ respond: [{ body: '{{x}}' }] }]) })).toThrow(ScenarioError);
  });
});
