import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { rest, site } from '../helpers.js';
import { RULE_DIR } from './rule-scenario.js';

const file = join(RULE_DIR, 'from-yaml.yaml');
writeFileSync(join(RULE_DIR, 'receipt.json'), '{"receipt": "{{request.body.order}}", "at": "{{now}}"}');
writeFileSync(
  file,
  `machines:
  order:
    states: [open, paid]
rules:
  - name: pay
    match: { route: /shop-demo/v1/pay, method: POST, body: { order: 7 } }
    when: { order: open }
    then: { order: paid }
    respond: { status: 201, body_file: receipt.json }
  - name: paid-twice
    match: { route: /shop-demo/v1/pay, method: POST }
    respond: { status: 409, body: { code: already_paid, state: '{{state.machines.order}}' } }
  - name: poll
    priority: 1
    match: { route: '/shop-demo/v1/orders/{id}' }
    respond:
      - body: { id: '{{request.params.id}}', status: pending }
      - body: { id: '{{request.params.id}}', status: complete }
`,
);

describe('rules: from a scenario file', () => {
  it("a YAML scenario's rules, machines, sequences and body files answer as written", async () => {
    const http = site({ scenario: loadScenario(file) });
    await http.post(rest('/shop-demo/v1/pay')).send({ order: 7 }).expect(201, { receipt: 7, at: '2026-01-15T09:00:00' });
    await http.post(rest('/shop-demo/v1/pay')).send({ order: 7 }).expect(409, { code: 'already_paid', state: 'paid' });
    expect((await http.get(rest('/shop-demo/v1/orders/3'))).body).toEqual({ id: '3', status: 'pending' });
    expect((await http.get(rest('/shop-demo/v1/orders/3'))).body).toEqual({ id: '3', status: 'complete' });
  });
});
