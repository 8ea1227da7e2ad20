import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { rest, site } from '../helpers.js';
import { ruleScenario, type RuleInput } from './rule-scenario.js';

/** A payment onboarding flow: start moves it to pending, two polls later it is active. */
const onboarding: RuleInput[] = [
  {
    match: { route: '/pay/v1/onboard', method: 'POST' },
    when: { onboarding: 'new' },
    then: { onboarding: 'pending' },
    respond: [{ status: 202, body: { state: 'pending' } }],
  },
  { match: { route: '/pay/v1/onboard', method: 'POST' }, respond: [{ status: 409, body: { code: 'already_started' } }] },
  { match: { route: '/pay/v1/status' }, when: { onboarding: 'pending' }, then: { onboarding: 'active' }, respond: [{ body: { state: 'pending' } }] },
  { match: { route: '/pay/v1/status' }, respond: [{ body: { state: '{{state.machines.onboarding}}' } }] },
];
const machines = { onboarding: ['new', 'pending', 'active'] };

describe('rules: state machines', () => {
  it('a machine starts in its initial state, and rules move it', async () => {
    const http = site({ scenario: ruleScenario(onboarding, machines) });
    await http.get(rest('/pay/v1/status')).expect(200, { state: 'new' });
    await http.post(rest('/pay/v1/onboard')).expect(202, { state: 'pending' });
    await http.post(rest('/pay/v1/onboard')).expect(409);
    await http.get(rest('/pay/v1/status')).expect(200, { state: 'pending' });
    await http.get(rest('/pay/v1/status')).expect(200, { state: 'active' });
    await http.get(rest('/pay/v1/status')).expect(200, { state: 'active' });
  });

  it('each session has its own machines', async () => {
    const http = site({ scenario: ruleScenario(onboarding, machines) });
    await http.post(rest('/pay/v1/onboard')).set('X-Mock-Session', 'a').expect(202);
    await http.get(rest('/pay/v1/status')).set('X-Mock-Session', 'b').expect(200, { state: 'new' });
  });

  it('a session reset puts its machines back to their initial states', async () => {
    const http = site({ scenario: ruleScenario(onboarding, machines) });
    await http.post(rest('/pay/v1/onboard')).set('X-Mock-Session', 'r').expect(202);
    await http.post('/__mock/sessions/r/reset').expect(200);
    await http.get(rest('/pay/v1/status')).set('X-Mock-Session', 'r').expect(200, { state: 'new' });
  });

  it('a rule may require several machines at once', async () => {
    const http = site({
      scenario: ruleScenario(
        [
          { match: { route: '/x/v1/go' }, when: { a: 'on', b: 'on' }, respond: [{ body: 'both' }] },
          { match: { route: '/x/v1/a' }, then: { a: 'on' }, respond: [{ body: 'a' }] },
          { match: { route: '/x/v1/b' }, then: { b: 'on' }, respond: [{ body: 'b' }] },
          { match: { route: '/x/v1/go' }, respond: [{ body: 'not yet' }] },
        ],
        { a: ['off', 'on'], b: ['off', 'on'] },
      ),
    });
    await http.get(rest('/x/v1/a')).expect(200);
    await http.get(rest('/x/v1/go')).expect(200, '"not yet"');
    await http.get(rest('/x/v1/b')).expect(200);
    await http.get(rest('/x/v1/go')).expect(200, '"both"');
  });

  it('machine states and sequence places survive a restart with --db', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'mock-site-rules-db-')), 'db.json');
    const scenario = ruleScenario([...onboarding, { match: { route: '/pay/v1/seq' }, respond: [{ body: 1 }, { body: 2 }, { body: 3 }] }], machines);
    const first = createMockApp({ scenario, db });
    await request(first.express).post(rest('/pay/v1/onboard')).expect(202);
    await request(first.express).get(rest('/pay/v1/seq')).expect(200, '1');
    first.close();
    const second = createMockApp({ scenario, db });
    await request(second.express).get(rest('/pay/v1/status')).expect(200, { state: 'pending' });
    await request(second.express).get(rest('/pay/v1/seq')).expect(200, '2');
    second.close();
  });
});
