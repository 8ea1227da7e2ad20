// The tasks (mwai_tasks rows, one record each, numeric ids as the table's AUTO_INCREMENT) and their run logs
// (mwai_tasklogs). Times are MySQL DATETIME text in GMT.
import { getRecord, idCounterKey, nextRecordId, putRecord, removeRecord, recordsIn, writeCounter } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { mysqlDate } from '../mysql-time.js';
import { TASK_LOGS, TASKS } from '../../../catalogue/record-sets/assistant.js';
import { nextCronRun } from './cron-expression.js';

export interface Task {
  id: number;
  task_name: string;
  description: string | null;
  category: string;
  /** A cron expression, or `once`. */
  schedule: string;
  /** pending, running, paused, done, error (expired tasks are deleted). */
  status: string;
  next_run: string | null;
  last_run: string | null;
  expires_at: string | null;
  step: number;
  step_name: string | null;
  step_data: unknown;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
  error_count: number;
  max_retries: number;
  created: string;
  updated: string;
}

export interface TaskLog {
  id: number;
  task_id: number;
  started: string;
  ended: string | null;
  /** running, success, partial (a step of a multi-step task) or error. */
  status: string;
  message: string | null;
  time_taken: number | null;
  memory_peak: number | null;
  step: number | null;
  created: string;
}

export const allTasks = (session: Session): Task[] => recordsIn(session, TASKS).map((r) => r.data as unknown as Task);

export const taskByName = (session: Session, name: string): Task | undefined => allTasks(session).find((t) => t.task_name === name);

export const putTask = (session: Session, task: Task): void => void putRecord(session, TASKS, task.id, { ...task });

export const logsOf = (session: Session, taskId: number): TaskLog[] =>
  recordsIn(session, TASK_LOGS)
    .map((r) => r.data as unknown as TaskLog)
    .filter((l) => Number(l.task_id) === taskId);

export function putLog(session: Session, log: Omit<TaskLog, 'id'> & { id?: number }): TaskLog {
  const row = { ...log, id: log.id ?? nextRecordId(session, TASK_LOGS) } as TaskLog;
  putRecord(session, TASK_LOGS, row.id, { ...row });
  return row;
}

export function removeLogs(session: Session, taskId: number): number {
  const logs = logsOf(session, taskId);
  for (const log of logs) removeRecord(session, TASK_LOGS, log.id);
  return logs.length;
}

export function removeTask(session: Session, task: Task, withLogs: boolean): void {
  if (withLogs) removeLogs(session, task.id);
  if (getRecord(session, TASKS, task.id)) removeRecord(session, TASKS, task.id);
}

/** TRUNCATE of both tables: every task and log gone, the ids start over. */
export function truncateTasks(session: Session): void {
  for (const r of recordsIn(session, TASKS)) removeRecord(session, TASKS, r.id);
  for (const r of recordsIn(session, TASK_LOGS)) removeRecord(session, TASK_LOGS, r.id);
  writeCounter(session, idCounterKey(TASKS), 0);
  writeCounter(session, idCounterKey(TASK_LOGS), 0);
}

/** calculate_next_run(): now for `once`, else the schedule's next minute after `afterMs`. */
export const nextRunOf = (schedule: string, afterMs: number): string => mysqlDate(schedule === 'once' ? afterMs : nextCronRun(schedule, afterMs));

export interface NewTask {
  task_name: string;
  description?: string | null;
  category?: string;
  schedule: string;
  next_run?: string | null;
  expires_at?: string | null;
  step_name?: string | null;
  data?: Record<string, unknown>;
}

/** create_task(): a pending task due at next_run (the schedule's next run when not given). */
export function createTask(session: Session, fields: NewTask, nowMs: number): Task {
  const now = mysqlDate(nowMs);
  const task: Task = {
    id: nextRecordId(session, TASKS),
    task_name: fields.task_name,
    description: fields.description ?? null,
    category: fields.category ?? 'general',
    schedule: fields.schedule,
    status: 'pending',
    next_run: fields.next_run ?? nextRunOf(fields.schedule, nowMs),
    last_run: null,
    expires_at: fields.expires_at ?? null,
    step: 0,
    step_name: fields.step_name ?? null,
    step_data: null,
    data: fields.data ?? {},
    meta: {},
    error_count: 0,
    max_retries: 3,
    created: now,
    updated: now,
  };
  putTask(session, task);
  return task;
}
