import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/compile-rules.js';
import type { Problem } from '../../src/model/problem.js';
import { ADMIN, rest, site } from '../helpers.js';
import { RULE_FILE, ruleScenario, type RuleInput } from './rule-scenario.js';

const forms: RuleInput[] = [
  { id: 'forms', match: { route: '/my-forms/v1/forms' }, bind: { kind: 'collection', store: 'forms' } },
  { id: 'form', match: { route: '/my-forms/v1/forms/{id}' }, bind: { kind: 'collection', store: 'forms' } },
];

describe('rules: bind', () => {
  it('binds paths no catalogue route has to a collection: create, list, read', async () => {
    const http = site({ scenario: ruleScenario(forms) });
    const created = await http.post(rest('/my-forms/v1/forms')).send({ title: 'Contact' }).expect(201);
    expect(created.body).toMatchObject({ id: 1, title: 'Contact' });
    const list = await http.get(rest('/my-forms/v1/forms')).expect(200);
    expect(list.body).toEqual([created.body]);
    await http.get(rest('/my-forms/v1/forms/1')).expect(200, created.body);
  });

  it("a bound collection keeps each session's records apart", async () => {
    const http = site({ scenario: ruleScenario(forms) });
    await http.post(rest('/my-forms/v1/forms')).set('X-Mock-Session', 'a').send({ title: 'A' }).expect(201);
    await http.get(rest('/my-forms/v1/forms')).set('X-Mock-Session', 'b').expect(200, []);
  });

  it('binds a catalogue route, before its permission check', async () => {
    await site().get(rest('/cms/v2/users/me')).expect(401);
    const http = site({ scenario: ruleScenario([{ match: { route: '/cms/v2/users/me' }, bind: { kind: 'static', status: 203, body: { name: 'Static' } } }]) });
    await http.get(rest('/cms/v2/users/me')).expect(203, { name: 'Static' });
  });

  it("a bound faker answers from the catalogue route's response schema", async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/cms/v2/users/me' }, bind: { kind: 'faker' } }]) });
    const res = await http.get(rest('/cms/v2/users/me')).set('Authorization', ADMIN).expect(200);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('bound rules follow when and then like any rule', async () => {
    const http = site({
      scenario: ruleScenario(
        [
          { match: { route: '/theme/v1/draft', method: 'POST' }, then: { theme: 'draft' }, bind: { kind: 'static', body: 'started' } },
          { match: { route: '/theme/v1/draft' }, when: { theme: 'draft' }, bind: { kind: 'static', body: 'editing' } },
          { match: { route: '/theme/v1/draft' }, respond: [{ body: 'none' }] },
        ],
        { theme: ['none', 'draft'] },
      ),
    });
    await http.get(rest('/theme/v1/draft')).expect(200, '"none"');
    await http.post(rest('/theme/v1/draft')).expect(200, '"started"');
    await http.get(rest('/theme/v1/draft')).expect(200, '"editing"');
  });

  it('a binding the kind refuses is a problem with file:line:col', () => {
    const problems: Problem[] = [];
    compileRules(ruleScenario([{ match: { route: '/x/v1/y' }, bind: { kind: 'collection' } }]), { problems });
    expect(problems).toEqual([{ file: RULE_FILE, line: 1, col: 3, message: expect.stringMatching(/^rule rules\[0\]: bind: .*store/) }]);
  });
});
