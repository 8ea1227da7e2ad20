// A task as helpers/tasks_list shows it (rest_tasks_list()): the row plus whether it may be deleted, its last
// log message and log count, the next three runs of a recurring task, and times in the short human form. A task
// that is not scheduled to run (done, error) shows no next run. Logs are wpdb rows: every column a string.
import type { Session } from '../../../store/session.js';
import { mysqlDate, mysqlMs } from '../mysql-time.js';
import { nextCronRun } from './cron-expression.js';
import { shortTimeDiff } from './human-time.js';
import { PROTECTED_TASKS } from './system-tasks.js';
import { logsOf, type Task, type TaskLog } from './task-store.js';

/** PHP's json_decode() of an empty object answers an empty array. */
const phpJson = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0 ? [] : v);

/** Newest first: by start time, then id. */
export const newestFirst = (logs: TaskLog[]): TaskLog[] => [...logs].sort((a, b) => (a.started < b.started ? 1 : a.started > b.started ? -1 : b.id - a.id));

export function taskView(session: Session, task: Task, nowMs: number): Record<string, unknown> {
  const logs = newestFirst(logsOf(session, task.id));
  let { status, next_run: nextRun } = task;
  if (task.error_count >= task.max_retries && status === 'pending') [status, nextRun] = ['error', null];
  const previews: string[] = [];
  if (task.schedule !== 'once' && status === 'pending') {
    let at = nextRun ? mysqlMs(nextRun) : nowMs;
    for (let i = 0; i < 3; i++) previews.push(mysqlDate((at = nextCronRun(task.schedule, at))));
  }
  const scheduled = nextRun !== null && ['pending', 'running', 'paused'].includes(status);
  return {
    id: String(task.id),
    task_name: task.task_name,
    description: task.description,
    category: task.category,
    schedule: task.schedule,
    status,
    next_run: scheduled ? nextRun : null,
    last_run: task.last_run,
    expires_at: task.expires_at,
    step: task.step,
    step_name: task.step_name,
    step_data: task.step_data ?? null,
    data: phpJson(task.data),
    meta: phpJson(task.meta),
    error_count: task.error_count,
    max_retries: task.max_retries,
    created: task.created,
    updated: task.updated,
    deletable: PROTECTED_TASKS.has(task.task_name) ? 0 : 1,
    last_message: logs[0]?.message ?? null,
    log_count: logs.length,
    next_runs_preview: previews,
    last_run_human: task.last_run ? shortTimeDiff(mysqlMs(task.last_run), nowMs) : 'Never',
    next_run_human: scheduled ? shortTimeDiff(mysqlMs(nextRun!), nowMs) : null,
  };
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A mwai_tasklogs row as wpdb answers it (SELECT *: strings, NULL as null). */
export const logView = (log: TaskLog): Record<string, unknown> => ({
  id: String(log.id),
  task_id: String(log.task_id),
  started: log.started,
  ended: log.ended,
  status: log.status,
  message: log.message,
  time_taken: text(log.time_taken),
  memory_peak: text(log.memory_peak),
  step: text(log.step),
  created: log.created,
});
