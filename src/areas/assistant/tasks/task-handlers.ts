// The helpers/task* routes of the tasks module: list, run now, pause, resume, delete, logs, logs deletion, reset,
// and helpers/run_tasks (one tick of the runner). Tasks are named by `task_name`.
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { HandlerOutcome } from '../../../wp/rest-result.js';
import type { Session } from '../../../store/session.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { mysqlDate } from '../mysql-time.js';
import { badRequest, notFound, success } from '../reply.js';
import { scheduleCron, TASKS_RUNNER } from './cron-runs.js';
import { ensureSystemTasks } from './system-tasks.js';
import { tick } from './task-runner.js';
import { allTasks, logsOf, nextRunOf, putTask, removeLogs, removeTask, taskByName, truncateTasks, type Task } from './task-store.js';
import { logView, newestFirst, taskView } from './task-view.js';

const LOG_LIMIT = 50;

/** The task `task_name` names, or the error saying what is missing. */
function namedTask(req: RestRequest, session: Session): Task | WpError {
  const name = typeof req.params.task_name === 'string' ? req.params.task_name : '';
  if (!name) return badRequest('missing_task_name', 'task_name is required: the name of a task GET helpers/tasks_list lists.');
  return taskByName(session, name) ?? notFound('task_not_found', `Task not found: no task is named "${name}" (GET helpers/tasks_list lists them).`);
}

/** A write on one named task: the session ticks once, `change` runs, the session commits. */
function taskWrite(change: (task: Task, session: Session, nowMs: number, ctx: HandlerContext) => string): Handler {
  return async (req, ctx): Promise<HandlerOutcome> => {
    const session = ctx.session;
    const task = namedTask(req, session);
    if (task instanceof WpError) return task;
    const nowMs = session.tick();
    const message = change(task, session, nowMs, ctx);
    await session.commit();
    return success({ message });
  };
}

export const listTasks: Handler = (_req, ctx) => {
  const session = ctx.session;
  const nowMs = session.instant();
  const tasks = allTasks(session).sort((a, b) => (a.task_name < b.task_name ? -1 : a.task_name > b.task_name ? 1 : 0));
  return success({ tasks: tasks.map((t) => taskView(session, t, nowMs)) });
};

/** run_now(): due at once, then one tick of the runner (which runs every due task). */
export const runTask = taskWrite((task, session, nowMs, ctx) => {
  putTask(session, { ...task, status: 'pending', next_run: mysqlDate(nowMs), updated: mysqlDate(nowMs) });
  tick({ session, ctx, nowMs });
  return 'Task scheduled to run';
});

export const pauseTask = taskWrite((task, session, nowMs) => {
  putTask(session, { ...task, status: 'paused', updated: mysqlDate(nowMs) });
  return 'Task paused';
});

/** resume(): pending again, next run from its schedule. */
export const resumeTask = taskWrite((task, session, nowMs) => {
  putTask(session, { ...task, status: 'pending', next_run: nextRunOf(task.schedule, nowMs), updated: mysqlDate(nowMs) });
  return 'Task resumed';
});

export const deleteTask: Handler = (req, ctx) => {
  const withLogs = req.params.delete_logs === undefined || ![false, 'false', '0', 0].includes(req.params.delete_logs as never);
  return taskWrite((task, session) => {
    removeTask(session, task, withLogs);
    return 'Task deleted';
  })(req, ctx);
};

export const taskLogs: Handler = (req, ctx) => {
  const session = ctx.session;
  const task = namedTask(req, session);
  if (task instanceof WpError) return task;
  return success({ logs: newestFirst(logsOf(session, task.id)).slice(0, LOG_LIMIT).map(logView) });
};

export const deleteTaskLogs = taskWrite((task, session) => {
  removeLogs(session, task.id);
  return 'Logs deleted successfully';
});

/** rest_tasks_reset(): every task and log gone, the runner scheduled afresh, the system tasks re-created. */
export const resetTasks: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const nowMs = session.tick();
  truncateTasks(session);
  scheduleCron(session, TASKS_RUNNER, 'one_minute', nowMs + 60_000);
  ensureSystemTasks(session, nowMs);
  await session.commit();
  return success({ message: 'Tasks system has been reset. All tasks and logs have been cleared, and system tasks have been re-created.' });
};

/** POST helpers/run_tasks: the runner's tick now (the due tasks run). */
export const runTasks: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const nowMs = session.tick();
  tick({ session, ctx, nowMs });
  await session.commit();
  return success();
};
