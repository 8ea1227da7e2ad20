// assistant/v1 scheduled tasks and cron (AI Engine's tasks module): the list with its decorations, run now,
// pause/resume, the runner's tick over due tasks, a multi-step chatbot test task, logs and their deletion, the
// reset, the WP-Cron events and run_cron, and the errors and permissions of those routes.
import { describe, expect, it } from 'vitest';
import { advanceClock, EDITOR, expectSchema, fresh, get, post, SUBSCRIBER } from './assistant-client.js';

interface TaskView {
  id: string;
  task_name: string;
  category: string;
  schedule: string;
  status: string;
  next_run: string | null;
  last_run: string | null;
  expires_at: string | null;
  step: number;
  step_name: string | null;
  data: Record<string, unknown>;
  log_count: number;
  last_message: string | null;
  next_runs_preview: string[];
  last_run_human: string;
  next_run_human: string | null;
  deletable: number;
}

const DISCUSSIONS_DONE = 'Cleanup complete. Deleted 0 discussions older than 90 days';

async function tasks(session: string): Promise<TaskView[]> {
  const res = await get(session, '/helpers/tasks_list').expect(200);
  expectSchema('/helpers/tasks_list', 'GET', res.body);
  return res.body.tasks;
}

const task = async (session: string, name: string) => (await tasks(session)).find((t) => t.task_name === name);

async function logs(session: string, name: string) {
  const res = await get(session, '/helpers/task_logs', `&task_name=${name}`).expect(200);
  expectSchema('/helpers/task_logs', 'GET', res.body);
  return res.body.logs as { id: string; task_id: string; status: string; message: string; started: string; step: string | null }[];
}

describe('the tasks list', () => {
  it('lists the seeded tasks by name with their last message, log count, next runs and short human times', async () => {
    const s = fresh('list');
    const list = await tasks(s);
    expect(list.map((t) => t.task_name)).toEqual(['cleanup_discussions', 'cleanup_files', 'cleanup_statistics', 'cleanup_tasks', 'sync_product_descriptions']);
    expect(list[0]).toMatchObject({
      id: '1',
      category: 'system',
      schedule: '0 3 * * *',
      status: 'pending',
      last_run: '2026-01-15 03:00:04',
      next_run: '2026-01-16 03:00:00',
      log_count: 2,
      last_message: DISCUSSIONS_DONE,
      deletable: 0,
      last_run_human: '6h ago',
      next_run_human: '18h',
      next_runs_preview: ['2026-01-17 03:00:00', '2026-01-18 03:00:00', '2026-01-19 03:00:00'],
      data: [],
    });
    expect(list.find((t) => t.task_name === 'cleanup_tasks')?.deletable).toBe(1);
    expect(list[4]).toMatchObject({ status: 'paused', next_run: '2026-01-14 18:00:00', next_run_human: '15h ago', next_runs_preview: [] });
  });

  it("answers a task's logs newest first as wpdb rows of strings", async () => {
    const list = await logs(fresh('logs'), 'cleanup_discussions');
    expect(list.map((l) => l.started)).toEqual(['2026-01-15 03:00:04', '2026-01-14 03:00:03']);
    expect(list[0]).toMatchObject({ id: '5', task_id: '1', status: 'success', message: DISCUSSIONS_DONE, step: null });
  });
});

describe('running, pausing and resuming', () => {
  it('runs a task now: a new log, its last run, and its next run from the schedule', async () => {
    const s = fresh('run');
    const res = await post(s, '/helpers/task_run', { task_name: 'cleanup_discussions' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Task scheduled to run' });
    expectSchema('/helpers/task_run', 'POST', res.body);
    expect(await task(s, 'cleanup_discussions')).toMatchObject({
      status: 'pending',
      last_run: '2026-01-15 09:00:01',
      next_run: '2026-01-16 03:00:00',
      log_count: 3,
      last_run_human: '0s',
    });
    const [latest] = await logs(s, 'cleanup_discussions');
    expect(latest).toMatchObject({ started: '2026-01-15 09:00:01', status: 'success', message: DISCUSSIONS_DONE });
    // Only the task asked for was due: the others keep their last run.
    expect((await task(s, 'cleanup_files'))?.last_run).toBe('2026-01-15 04:00:02');
  });

  it('pauses a task and resumes it with its next run computed from its schedule', async () => {
    const s = fresh('pause');
    expect((await post(s, '/helpers/task_pause', { task_name: 'cleanup_files' }).expect(200)).body.message).toBe('Task paused');
    expect(await task(s, 'cleanup_files')).toMatchObject({ status: 'paused', next_run: '2026-01-16 04:00:00', next_runs_preview: [] });
    expect((await post(s, '/helpers/task_resume', { task_name: 'sync_product_descriptions' }).expect(200)).body.message).toBe('Task resumed');
    expect(await task(s, 'sync_product_descriptions')).toMatchObject({
      status: 'pending',
      next_run: '2026-01-15 09:30:00',
      next_runs_preview: ['2026-01-15 10:00:00', '2026-01-15 10:30:00', '2026-01-15 11:00:00'],
    });
  });

  it('runs the tasks that came due when run_tasks ticks the runner, and not before', async () => {
    const s = fresh('tick');
    await post(s, '/helpers/task_resume', { task_name: 'sync_product_descriptions' }).expect(200);
    await post(s, '/helpers/run_tasks').expect(200, { success: true });
    expect((await task(s, 'sync_product_descriptions'))?.log_count).toBe(1);
    await advanceClock(s, 1800);
    await post(s, '/helpers/run_tasks').expect(200, { success: true });
    const synced = await task(s, 'sync_product_descriptions');
    expect(synced).toMatchObject({ status: 'pending', last_run: '2026-01-15 09:30:03', next_run: '2026-01-15 10:00:00', log_count: 2 });
    expect(synced?.last_message).toBe("No handler for 'sync_product_descriptions'");
  });
});

describe('a chatbot test task', () => {
  it('is created for a minute later and moves one step per run until its summary is written', async () => {
    const s = fresh('chatbot-test');
    const created = await post(s, '/helpers/task_create_test', { chatbot_ids: ['default', 'support'], question: 'Do you ship abroad?' }).expect(200);
    expectSchema('/helpers/task_create_test', 'POST', created.body);
    expect(created.body).toMatchObject({ message: 'Test task created successfully', next_run: '2026-01-15 09:01:01' });
    const name = created.body.task_name as string;
    expect(name).toMatch(/^chatbot_test_[0-9a-f]{13}$/);
    expect(await task(s, name)).toMatchObject({
      category: 'test',
      schedule: 'once',
      status: 'pending',
      step: 0,
      step_name: 'Initializing',
      expires_at: '2026-01-15 10:00:01',
      description: 'Test 2 chatbots: Do you ship abroad?...',
    });

    const steps: [number, string | null, string][] = [];
    for (let i = 0; i < 4; i++) {
      await post(s, '/helpers/task_run', { task_name: name }).expect(200);
      const t = (await task(s, name))!;
      steps.push([t.step, t.step_name, t.status]);
    }
    expect(steps).toEqual([
      [1, 'Querying chatbot 1 of 2', 'pending'],
      [2, 'Querying chatbot 2 of 2', 'pending'],
      [3, 'Generating comparison summary', 'pending'],
      [3, 'Generating comparison summary', 'done'],
    ]);
    const done = (await task(s, name))!;
    expect(done.next_run).toBeNull();
    const data = done.data as { responses: { chatbot_name: string; question: string }[]; summary: { analysis: string } };
    expect(data.responses.map((r) => r.chatbot_name)).toEqual(['Default', 'Support']);
    expect(data.summary.analysis).toContain('Do you ship abroad?');
    expect((await logs(s, name)).map((l) => [l.status, l.message])).toEqual([
      ['success', 'Test completed successfully'],
      ['partial', 'All chatbots queried'],
      ['partial', 'Chatbot 1 of 2 queried'],
      ['partial', 'Starting test of 2 chatbots'],
    ]);
  });

  it('refuses a test without chatbots or question, or with a chatbot that does not exist', async () => {
    const s = fresh('chatbot-test-errors');
    const missing = await post(s, '/helpers/task_create_test', { question: 'Hi?' }).expect(400);
    expect(missing.body.code).toBe('assistant_missing_test_params');
    const unknown = await post(s, '/helpers/task_create_test', { chatbot_ids: ['default', 'sales'], question: 'Hi?' }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'assistant_unknown_chatbot', data: { status: 400 } });
    expect(unknown.body.message).toContain('"sales"');
    expect(unknown.body.message).toContain('default, support');
  });
});

describe('deleting and resetting', () => {
  it("deletes a task's logs but keeps the task, and deletes a task with its logs", async () => {
    const s = fresh('delete');
    expect((await post(s, '/helpers/task_logs_delete', { task_name: 'cleanup_discussions' }).expect(200)).body.message).toBe('Logs deleted successfully');
    expect(await task(s, 'cleanup_discussions')).toMatchObject({ log_count: 0, last_message: null });
    expect(await logs(s, 'cleanup_discussions')).toEqual([]);
    expect((await post(s, '/helpers/task_delete', { task_name: 'sync_product_descriptions' }).expect(200)).body.message).toBe('Task deleted');
    expect(await task(s, 'sync_product_descriptions')).toBeUndefined();
    expect((await get(s, '/helpers/task_logs', '&task_name=sync_product_descriptions').expect(404)).body.code).toBe('assistant_task_not_found');
  });

  it('resets the tasks system: every task and log gone, the system tasks re-created, the runner scheduled afresh', async () => {
    const s = fresh('reset');
    await post(s, '/helpers/task_create_test', { chatbot_ids: ['default'], question: 'Hello?' }).expect(200);
    const res = await post(s, '/helpers/tasks_reset').expect(200);
    expect(res.body.message).toBe('Tasks system has been reset. All tasks and logs have been cleared, and system tasks have been re-created.');
    const list = await tasks(s);
    expect(list.map((t) => [t.id, t.task_name, t.log_count, t.last_run_human])).toEqual([
      ['1', 'cleanup_discussions', 0, 'Never'],
      ['3', 'cleanup_files', 0, 'Never'],
      ['2', 'cleanup_statistics', 0, 'Never'],
      ['4', 'cleanup_tasks', 0, 'Never'],
    ]);
    expect(list[0]?.next_run).toBe('2026-01-16 03:00:00');
    const runner = (await get(s, '/helpers/cron_events').expect(200)).body.events.find((e: { hook: string }) => e.hook === 'mwai_tasks_internal_run');
    expect(runner).toMatchObject({ last_run: null, last_run_human: 'Never', last_status: 'unknown', next_run: 1768467662 });
  });
});

describe('task errors and permissions', () => {
  it('asks for task_name and names the task it does not know', async () => {
    const s = fresh('errors');
    expect((await post(s, '/helpers/task_run', {}).expect(400)).body).toMatchObject({ code: 'assistant_missing_task_name', data: { status: 400 } });
    const unknown = await post(s, '/helpers/task_pause', { task_name: 'nightly_backup' }).expect(404);
    expect(unknown.body.message).toContain('"nightly_backup"');
    expect((await get(s, '/helpers/task_logs').expect(400)).body.code).toBe('assistant_missing_task_name');
  });

  it('keeps the tasks to administrators and the cron list to editors and administrators', async () => {
    const s = fresh('permissions');
    expect((await get(s, '/helpers/tasks_list', '', EDITOR).expect(403)).body.code).toBe('rest_forbidden');
    await get(s, '/helpers/cron_events', '', EDITOR).expect(200);
    await get(s, '/helpers/cron_events', '', SUBSCRIBER).expect(403);
    await get(s, '/helpers/cron_events', '', null).expect(401);
  });
});

describe('cron events', () => {
  it("lists the assistant's WP-Cron events soonest first with their last run", async () => {
    const res = await get(fresh('cron'), '/helpers/cron_events').expect(200);
    expectSchema('/helpers/cron_events', 'GET', res.body);
    expect(res.body.events.map((e: { hook: string }) => e.hook)).toEqual(['mwai_tasks_internal_run', 'mwai_files_cleanup', 'mwai_discussions']);
    expect(res.body.events[0]).toEqual({
      hook: 'mwai_tasks_internal_run',
      name: 'Tasks Runner',
      description: 'Processes background tasks and queued operations.',
      next_run: 1768467660,
      next_run_human: 'In 1 min',
      last_run: 1768467540,
      last_run_human: '1 min ago',
      last_status: 'success',
      schedule: 'Every Minute',
      is_running: false,
      is_scheduled: true,
    });
  });

  it('runs a scheduled cleanup event now and shows its run, but never the tasks runner', async () => {
    const s = fresh('run-cron');
    const res = await post(s, '/helpers/run_cron', { hook: 'mwai_files_cleanup' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Cron executed successfully', hook: 'mwai_files_cleanup' });
    expectSchema('/helpers/run_cron', 'POST', res.body);
    const events = (await get(s, '/helpers/cron_events').expect(200)).body.events;
    expect(events.find((e: { hook: string }) => e.hook === 'mwai_files_cleanup')).toMatchObject({ last_run: 1768467601, last_status: 'success' });
    expect((await post(s, '/helpers/run_cron', { hook: 'mwai_tasks_internal_run' }).expect(403)).body.code).toBe('assistant_runner_not_manual');
    expect((await post(s, '/helpers/run_cron', { hook: 'wp_version_check' }).expect(400)).body.code).toBe('assistant_invalid_hook');
    expect((await post(s, '/helpers/run_cron', { hook: 'mwai_cleanup_oauth' }).expect(404)).body.code).toBe('assistant_cron_hook_not_found');
    expect((await post(s, '/helpers/run_cron', {}).expect(400)).body.code).toBe('assistant_missing_hook');
  });
});
