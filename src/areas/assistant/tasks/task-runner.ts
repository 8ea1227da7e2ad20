// The tasks runner (tick()): every due task runs once (at most five a tick, the earliest first), each run logged
// with its outcome; then the task moves on (finish_from_result()): the next step soon, the next scheduled run,
// done for a one-off, a retry five minutes later after an error, `error` after three failures, and deleted
// with its logs once expired. The cron list shows the runner's last tick.
import { hash32 } from '../../../store/seeded-hash.js';
import { mysqlDate, mysqlMs } from '../mysql-time.js';
import { trackCronRun, TASKS_RUNNER } from './cron-runs.js';
import { expired, runTaskJob } from './task-jobs.js';
import type { RunContext, TaskResult } from './task-run.js';
import { allTasks, nextRunOf, putLog, putTask, removeTask, type Task } from './task-store.js';

const MAX_PER_TICK = 5;
const RETRY_DELAY_MS = 300_000;

/** A believable, repeatable duration in seconds (the clock does not move while a task runs). */
const timeTaken = (task: Task, logId: number) => (20 + (hash32(`${task.task_name}#${logId}`) % 1800)) / 1000;

function logStatus(result: TaskResult): string {
  if (!result.ok) return 'error';
  return result.done ? 'success' : 'partial';
}

function finish(run: RunContext, task: Task, result: TaskResult): void {
  const now = mysqlDate(run.nowMs);
  const next: Task = {
    ...task,
    data: { ...task.data, ...result.data },
    meta: { ...task.meta, ...result.meta },
    last_run: now,
    updated: now,
    ...(result.step !== undefined ? { step: result.step } : {}),
    ...(result.step_name !== undefined ? { step_name: result.step_name } : {}),
  };
  if (result.ok) {
    next.error_count = 0;
    if (!result.done) {
      next.status = 'pending';
      next.next_run = mysqlDate(run.nowMs + Math.max(1, result.next_run_delay ?? 10) * 1000);
    } else if (task.schedule === 'once') {
      next.status = 'done';
      next.next_run = null;
    } else {
      Object.assign(next, { status: 'pending', next_run: nextRunOf(task.schedule, run.nowMs), step: 0, step_name: null });
    }
  } else {
    next.error_count = task.error_count + 1;
    const exhausted = next.error_count >= task.max_retries;
    next.status = exhausted ? 'error' : 'pending';
    next.next_run = exhausted ? null : mysqlDate(run.nowMs + RETRY_DELAY_MS);
  }
  if (expired(task, run.nowMs)) removeTask(run.session, task, true);
  else putTask(run.session, next);
}

/** Runs one task now and records its log. */
export function executeTask(run: RunContext, task: Task): void {
  const now = mysqlDate(run.nowMs);
  const log = putLog(run.session, {
    task_id: task.id,
    started: now,
    ended: null,
    status: 'running',
    message: null,
    time_taken: null,
    memory_peak: null,
    step: null,
    created: now,
  });
  let result: TaskResult;
  try {
    result = runTaskJob(run, { ...task, status: 'running' });
  } catch (e) {
    result = { ok: false, done: true, message: `Exception: ${(e as Error).message}` };
  }
  putLog(run.session, {
    ...log,
    ended: now,
    status: logStatus(result),
    message: result.message.slice(0, 255),
    time_taken: timeTaken(task, log.id),
    memory_peak: 23068672 + (log.id % 16) * 262144,
    step: result.step ?? null,
  });
  finish(run, task, result);
}

/** Whether a task is due at `nowMs`: pending (or retrying after an error), its next run passed, not expired. */
const isDue = (task: Task, nowMs: number) =>
  (task.status === 'pending' || task.status === 'error') && task.next_run !== null && mysqlMs(task.next_run) <= nowMs && !expired(task, nowMs);

/** One tick of the runner; answers how many tasks ran. */
export function tick(run: RunContext): number {
  const due = allTasks(run.session)
    .filter((t) => isDue(t, run.nowMs))
    .sort((a, b) => (a.next_run! < b.next_run! ? -1 : a.next_run! > b.next_run! ? 1 : a.id - b.id))
    .slice(0, MAX_PER_TICK);
  for (const task of due) executeTask(run, task);
  trackCronRun(run.session, TASKS_RUNNER, run.nowMs, 'success');
  return due.length;
}
