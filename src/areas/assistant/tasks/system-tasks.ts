// The tasks the plugin keeps for itself (ensure_system_tasks()): re-created by a reset, never duplicated.
import type { Session } from '../../../store/session.js';
import { createTask, putTask, taskByName, type NewTask } from './task-store.js';

export const SYSTEM_TASKS: readonly NewTask[] = [
  { task_name: 'cleanup_discussions', description: 'Remove old discussions beyond retention period.', category: 'system', schedule: '0 3 * * *' },
  { task_name: 'cleanup_statistics', description: 'Remove old query logs beyond Insights retention period.', category: 'system', schedule: '0 2 * * *' },
  { task_name: 'cleanup_files', description: 'Delete expired files based on expiration dates.', category: 'system', schedule: '0 4 * * *' },
  { task_name: 'cleanup_tasks', description: 'Clean old task logs and failed tasks.', category: 'system', schedule: '0 13 * * *' },
];

/** Tasks the list marks as not deletable (the admin shows no delete button for them). */
export const PROTECTED_TASKS: ReadonlySet<string> = new Set(['cleanup_discussions', 'cleanup_files']);

export function ensureSystemTasks(session: Session, nowMs: number): void {
  for (const spec of SYSTEM_TASKS) {
    const existing = taskByName(session, spec.task_name);
    if (!existing) createTask(session, spec, nowMs);
    else if (existing.description !== spec.description || existing.category !== spec.category) {
      putTask(session, { ...existing, description: spec.description ?? null, category: spec.category ?? 'general' });
    }
  }
}
