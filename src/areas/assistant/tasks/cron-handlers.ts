// GET helpers/cron_events (the plugin's WP-Cron events with their last run and what is next) and POST
// helpers/run_cron (runs one of them now; the tasks runner only runs on its schedule).
import type { Handler } from '../../../dispatch/types.js';
import { unixSeconds } from '../mysql-time.js';
import { badRequest, forbidden, notFound, success } from '../reply.js';
import { cronEvent, cronEvents, SCHEDULES, TASKS_RUNNER, trackCronRun, type CronEvent } from './cron-runs.js';
import { humanTimeDiff } from './human-time.js';

const NAMES: Readonly<Record<string, [name: string, description: string]>> = {
  mwai_tasks_internal_run: ['Tasks Runner', 'Processes background tasks and queued operations.'],
  mwai_tasks_internal_dev_run: ['Tasks Runner (Dev)', 'Processes tasks in development mode (every 5 seconds).'],
  mwai_cleanup_oauth: ['OAuth Cleanup', 'Cleans up expired OAuth tokens and sessions.'],
  mwai_files_cleanup: ['Files Cleanup', 'Removes expired files based on expiration dates.'],
  mwai_discussions: ['Discussions Cleanup', 'Maintains chat discussions database and removes old entries.'],
};

/** When the event runs next, as the plugin words it (a run just made moves it one interval on). */
function nextRunOf(event: CronEvent, now: number): { next_run: number; next_run_human: string } {
  const interval = SCHEDULES[event.schedule]?.interval;
  const at = event.next_run;
  const ms = (s: number) => s * 1000;
  if (event.last_run !== null && interval !== undefined) {
    if (at < now && event.last_run > now - interval)
      return { next_run: event.last_run + interval, next_run_human: `In ${humanTimeDiff(ms(now), ms(event.last_run + interval))}` };
    if (at < now) return { next_run: at, next_run_human: `Overdue by ${humanTimeDiff(ms(now), ms(at))}` };
    return { next_run: at, next_run_human: `In ${humanTimeDiff(ms(now), ms(at))}` };
  }
  if (at < now) return { next_run: at, next_run_human: now - at > (interval ?? 3600) ? `Overdue by ${humanTimeDiff(ms(now), ms(at))}` : 'Due to run' };
  return { next_run: at, next_run_human: `In ${humanTimeDiff(ms(now), ms(at))}` };
}

export const listCronEvents: Handler = (_req, ctx) => {
  const session = ctx.session;
  const nowMs = session.instant();
  const now = unixSeconds(nowMs);
  const events = cronEvents(session)
    .filter((e) => e.hook.startsWith('mwai_'))
    .map((e) => {
      const [name, description] = NAMES[e.hook] ?? [e.hook, ''];
      return {
        hook: e.hook,
        name,
        description,
        ...nextRunOf(e, now),
        last_run: e.last_run,
        last_run_human: e.last_run !== null ? `${humanTimeDiff(e.last_run * 1000, nowMs)} ago` : 'Never',
        last_status: e.last_status,
        schedule: SCHEDULES[e.schedule]?.display ?? e.schedule,
        is_running: false,
        is_scheduled: true,
      };
    });
  return success({ events });
};

export const runCron: Handler = async (req, ctx) => {
  const hook = typeof req.params.hook === 'string' ? req.params.hook : '';
  if (!hook) return badRequest('missing_hook', 'hook is required: the hook of an event GET helpers/cron_events lists.');
  if (!hook.startsWith('mwai_')) return badRequest('invalid_hook', `Invalid cron hook "${hook}": only the assistant's own events (mwai_*) can be run here.`);
  if (hook === TASKS_RUNNER || hook === 'mwai_tasks_internal_dev_run') {
    return forbidden(
      'runner_not_manual',
      'The Tasks Runner cannot be triggered manually. It runs automatically based on its schedule; POST helpers/run_tasks runs the due tasks now.',
    );
  }
  const session = ctx.session;
  if (!cronEvent(session, hook))
    return notFound('cron_hook_not_found', `Cron hook not found: "${hook}" is not scheduled (GET helpers/cron_events lists the events).`);
  const nowMs = session.tick();
  trackCronRun(session, hook, nowMs, 'success');
  await session.commit();
  return success({ message: 'Cron executed successfully', hook });
};
