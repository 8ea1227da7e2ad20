// What a task does when it runs (the plugin's mwai_task_<name> handlers), answering the result the runner
// records: the cleanup tasks work on the session's own records, a chatbot test moves one step per run,
// and a task nobody handles succeeds with "No handler for ...".
import { removeRecord, recordsIn } from '../../../store/records.js';
import { mysqlDate, mysqlMs } from '../mysql-time.js';
import { assistantOption } from '../settings/options.js';
import { QUERY_LOGS, TASK_LOGS, TASKS } from '../../../catalogue/record-sets/assistant.js';
import { runChatbotTest } from './chatbot-test.js';
import { allTasks, removeTask, type Task } from './task-store.js';
import type { RunContext, TaskResult } from './task-run.js';

const DAY = 86_400_000;
const done = (message: string, extra: Partial<TaskResult> = {}): TaskResult => ({ ok: true, done: true, message, ...extra });

/** Days of a retention option, or 0 when it is `Never` (or not a positive number). */
function retentionDays(value: unknown): number {
  const days = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

function cleanupDiscussions({ session, ctx }: RunContext): TaskResult {
  const days = retentionDays(assistantOption(session, ctx, 'chatbot_discussions_retention_days'));
  if (!days) return done('Discussions cleanup disabled (retention set to Never)');
  return done(`Cleanup complete. Deleted 0 discussions older than ${days} days`, { meta: { deleted_total: 0, last_id: 0 } });
}

function cleanupStatistics({ session, ctx, nowMs }: RunContext): TaskResult {
  const days = retentionDays(assistantOption(session, ctx, 'statistics_retention_days'));
  if (!days) return done('Statistics cleanup disabled (retention set to Never)');
  const cutoff = mysqlDate(nowMs - days * DAY);
  const old = recordsIn(session, QUERY_LOGS).filter((r) => String(r.data.time) < cutoff);
  for (const r of old) removeRecord(session, QUERY_LOGS, r.id);
  return done(`Cleanup complete. Deleted ${old.length} query logs older than ${days} days`);
}

const cleanupFiles = (): TaskResult =>
  done('Cleanup complete. Deleted 0 expired files (0 filesystem, 0 media library)', {
    meta: { deleted_total: 0, deleted_attachments: 0, last_id: 0, processing_attachments: false },
  });

/** handle_cleanup_tasks(): logs older than a week, tasks failed for a month, orphaned logs. */
function cleanupTasks({ session, nowMs }: RunContext): TaskResult {
  const weekAgo = mysqlDate(nowMs - 7 * DAY);
  const monthAgo = mysqlDate(nowMs - 30 * DAY);
  let logs = 0;
  for (const r of recordsIn(session, TASK_LOGS)) {
    if (String(r.data.created) < weekAgo) {
      removeRecord(session, TASK_LOGS, r.id);
      logs++;
    }
  }
  const failed = allTasks(session).filter((t) => t.status === 'error' && t.updated < monthAgo);
  for (const task of failed) removeTask(session, task, true);
  const ids = new Set(recordsIn(session, TASKS).map((r) => Number(r.data.id)));
  for (const r of recordsIn(session, TASK_LOGS)) if (!ids.has(Number(r.data.task_id))) removeRecord(session, TASK_LOGS, r.id);
  const stats = { logs_deleted: logs, failed_tasks_deleted: failed.length, expired_tasks_deleted: 0 };
  return done(`Cleaned: ${logs} logs, ${failed.length} failed tasks, 0 expired tasks`, { data: stats });
}

const JOBS: Readonly<Record<string, (run: RunContext, task: Task) => TaskResult>> = {
  cleanup_discussions: cleanupDiscussions,
  cleanup_statistics: cleanupStatistics,
  cleanup_files: cleanupFiles,
  cleanup_tasks: cleanupTasks,
};

export function runTaskJob(run: RunContext, task: Task): TaskResult {
  const job = JOBS[task.task_name];
  if (job) return job(run, task);
  if (task.task_name.startsWith('chatbot_test_')) return runChatbotTest(run, task);
  return done(`No handler for '${task.task_name}'`);
}

/** Whether a task's expiry has passed at `nowMs`. */
export const expired = (task: Task, nowMs: number): boolean => task.expires_at !== null && mysqlMs(task.expires_at) <= nowMs;
