import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/model/scenario.js';

function mock() {
  const base = loadScenario();
  const scenario: Scenario = {
    ...base,
    machines: [{ name: 'job', initial: 'queued', states: ['queued', 'running', 'done'], source: { file: 'job.yaml', line: 3, col: 3 } }],
  };
  const app = createMockApp({ scenario });
  return { app, http: request(app.express) };
}

describe('admin API: GET /__mock/machines', () => {
  it('lists each machine with its states, its initial and current state in a session, and where it is declared', async () => {
    const { http } = mock();
    const fresh = [{ name: 'job', states: ['queued', 'running', 'done'], initial: 'queued', current: 'queued', source: { file: 'job.yaml', line: 3, col: 3 } }];
    expect((await http.get('/__mock/machines').expect(200)).body).toEqual(fresh);
    await http.put('/__mock/machines/job').send({ state: 'done', session: 'w' }).expect(200);
    expect((await http.get('/__mock/machines?session=w').expect(200)).body[0].current).toBe('done');
    expect((await http.get('/__mock/machines').expect(200)).body).toEqual(fresh);
  });
});

describe('admin API: PUT /__mock/machines/{name}', () => {
  it('sets a machine of the default session and answers the state it left', async () => {
    const { http, app } = mock();
    const res = await http.put('/__mock/machines/job').send({ state: 'running' }).expect(200);
    expect(res.body).toEqual({ machine: 'job', session: 'default', state: 'running', previous: 'queued' });
    expect(app.site.store.state('default')!.machines).toEqual({ job: 'running' });
    expect((await http.put('/__mock/machines/job').send({ state: 'done' }).expect(200)).body.previous).toBe('running');
  });

  it('sets it in the session the body names, leaving the others alone', async () => {
    const { http, app } = mock();
    await http.put('/__mock/machines/job').send({ state: 'done', session: 'w' }).expect(200);
    expect(app.site.store.state('w')!.machines).toEqual({ job: 'done' });
    expect(app.site.store.state('default')).toBeUndefined();
  });

  it('refuses a state the machine does not have with 400, listing the states', async () => {
    const { http } = mock();
    const res = await http.put('/__mock/machines/job').send({ state: 'exploded' }).expect(400);
    expect(res.body).toEqual({
      code: 'mock_site_invalid_param',
      message: '[mock-site] machine job has no state "exploded". Use one of queued, running, done.',
      data: { status: 400, params: { state: 'must be one of queued, running, done' } },
    });
    await http.put('/__mock/machines/job').send({}).expect(400);
  });

  it('answers 404 mock_site_no_machine for a machine the scenario does not declare', async () => {
    const { http } = mock();
    const res = await http.put('/__mock/machines/payment').send({ state: 'done' }).expect(404);
    expect(res.body).toMatchObject({ code: 'mock_site_no_machine', data: { status: 404 } });
    expect(res.body.message).toContain('machines: job');
  });
});
