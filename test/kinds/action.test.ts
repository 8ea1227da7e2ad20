// The action kind: logs each call, sets record fields, moves machines and answers a template.
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/model/binding.js';
import { ADMIN, rest } from '../helpers.js';
import { kindSite, type Bound } from './kind-site.js';

const RUN = '/assistant/v1/helpers/task_run';
const TASKS = [
  { id: 1, name: 'Nightly digest', status: 'idle' },
  { id: 2, name: 'Cleanup', status: 'idle' },
];
const LOG: Bound = ['/my/v1/runs', { kind: 'collection', store: 'task.runs' }, 'GET'];
const TASK: Bound = ['/my/v1/tasks/{id}', { kind: 'collection', store: 'tasks' }, 'GET'];

const actions = (bind: Partial<Binding> = {}) =>
  kindSite([[RUN, { kind: 'action', store: 'task.runs', ...bind }], LOG, TASK], {
    records: { tasks: TASKS },
    machines: { runner: ['idle', 'busy'] },
  });
const run = (http: ReturnType<typeof actions>, body: object = { taskId: 1 }) => http.post(rest(RUN)).set('Authorization', ADMIN).send(body);

describe('action', () => {
  it('answers the call as logged: id, time on the scenario clock, route, method, arguments, user', async () => {
    const res = await run(actions()).expect(200);
    expect(res.body).toEqual({ id: 1, at: '2026-01-15T09:00:01', route: RUN, method: 'POST', params: { taskId: 1 }, user: 'admin' });
  });

  it('every call is kept in its record set, in order, with the next id', async () => {
    const http = actions();
    await run(http, { taskId: 1 }).expect(200);
    await run(http, { taskId: 2 }).expect(200);
    const log = await http.get(rest('/my/v1/runs')).expect(200);
    expect(log.body).toEqual([
      { id: 1, at: '2026-01-15T09:00:01', route: RUN, method: 'POST', params: { taskId: 1 }, user: 'admin' },
      { id: 2, at: '2026-01-15T09:00:02', route: RUN, method: 'POST', params: { taskId: 2 }, user: 'admin' },
    ]);
  });

  it('a bound route keeps its own permission: an anonymous call is refused and not logged', async () => {
    const http = actions();
    await http.post(rest(RUN)).send({ taskId: 1 }).expect(401);
    expect((await http.get(rest('/my/v1/runs')).expect(200)).body).toEqual([]);
  });

  it('`set` changes fields of a named record, its id from the request', async () => {
    const http = actions({ set: [{ store: 'tasks', id: '{{request.body.taskId}}', fields: { status: 'running', by: '{{request.user}}' } }] });
    await run(http, { taskId: 2 }).expect(200);
    expect((await http.get(rest('/my/v1/tasks/2')).expect(200)).body).toEqual({ id: 2, name: 'Cleanup', status: 'running', by: 'admin' });
    expect((await http.get(rest('/my/v1/tasks/1')).expect(200)).body).toEqual(TASKS[0]);
  });

  it('a `set` record that does not exist answers `notFound`, and nothing is logged or changed', async () => {
    const http = actions({
      set: [{ store: 'tasks', id: '{{request.body.taskId}}', fields: { status: 'running' } }],
      notFound: { code: 'mwai_task_not_found', message: 'Task not found.', status: 404 },
      then: { runner: 'busy' },
      body: { runner: '{{state.machines.runner}}' },
    });
    const res = await run(http, { taskId: 9 }).expect(404);
    expect(res.body).toEqual({ code: 'mwai_task_not_found', message: 'Task not found.', data: { status: 404 } });
    expect((await http.get(rest('/my/v1/runs')).expect(200)).body).toEqual([]);
    expect((await run(http, { taskId: 1 }).expect(200)).body).toEqual({ runner: 'busy' });
  });

  it('`then` moves machines; templates read them and the call', async () => {
    const http = actions({
      then: { runner: 'busy' },
      body: {
        success: true,
        run: '{{call.id}}',
        task: '{{request.body.taskId}}',
        runner: '{{state.machines.runner}}',
        at: '{{now}}',
        text: 'run {{id}} by {{call.user}}',
      },
    });
    const res = await run(http).expect(200);
    expect(res.body).toEqual({ success: true, run: 1, task: 1, runner: 'busy', at: '2026-01-15T09:00:01', text: 'run 1 by admin' });
  });

  it("`status` sets the answer's status", async () => {
    await run(actions({ status: 202 })).expect(202);
  });
});
