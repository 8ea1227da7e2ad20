// The plugin's WP-Cron events (_get_cron_array() filtered to mwai_* hooks), one record per hook: when it is
// scheduled next, its recurrence, and what its last run left (the mwai_cron_last_run transient).
import { getRecord, putRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { unixSeconds } from '../mysql-time.js';
import { CRON_EVENTS } from '../../../catalogue/record-sets/assistant.js';

export const TASKS_RUNNER = 'mwai_tasks_internal_run';

export interface CronEvent {
  hook: string;
  /** The recurrence's name in wp_get_schedules(). */
  schedule: string;
  /** Unix seconds of the scheduled run. */
  next_run: number;
  last_run: number | null;
  last_status: string;
}

/** wp_get_schedules(): WordPress's recurrences and the plugin's own every-minute one. */
export const SCHEDULES: Readonly<Record<string, { interval: number; display: string }>> = {
  one_minute: { interval: 60, display: 'Every Minute' },
  five_seconds: { interval: 5, display: 'Every 5 Seconds' },
  hourly: { interval: 3600, display: 'Once Hourly' },
  twicedaily: { interval: 43200, display: 'Twice Daily' },
  daily: { interval: 86400, display: 'Once Daily' },
  weekly: { interval: 604800, display: 'Once Weekly' },
};

export const cronEvents = (session: Session): CronEvent[] =>
  recordsIn(session, CRON_EVENTS)
    .map((r) => r.data as unknown as CronEvent)
    .sort((a, b) => a.next_run - b.next_run || (a.hook < b.hook ? -1 : 1));

export const cronEvent = (session: Session, hook: string): CronEvent | undefined => getRecord(session, CRON_EVENTS, hook)?.data as CronEvent | undefined;

const put = (session: Session, event: CronEvent) => putRecord(session, CRON_EVENTS, event.hook, { id: event.hook, ...event });

/** track_cron_end(): the hook's last run and how it went. */
export function trackCronRun(session: Session, hook: string, nowMs: number, status: string): void {
  const event = cronEvent(session, hook);
  if (event) put(session, { ...event, last_run: unixSeconds(nowMs), last_status: status });
}

/** wp_schedule_event() after wp_clear_scheduled_hook(): scheduled afresh, no last run. */
export function scheduleCron(session: Session, hook: string, schedule: string, firstRunMs: number): void {
  put(session, { hook, schedule, next_run: unixSeconds(firstRunMs), last_run: null, last_status: 'unknown' });
}
