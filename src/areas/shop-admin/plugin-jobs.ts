// Scheduled plugin installs and activations (PluginsHelper::schedule_*_plugins(): an Action Scheduler action per
// job). A job is `pending` when scheduled; each status read polls it: the first sees it `in-progress`, the
// second runs it (the plugins get installed or activated) and sees it `complete`, as every later read does.
import { nextRecordId, putRecord, recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { activatePlugins, installPlugins } from './plugin-actions.js';
import { PLUGIN_JOBS } from '../../catalogue/record-sets/shop-admin.js';

export type JobHook = 'install' | 'activate';

export interface JobView {
  job_id: string;
  plugins: string[];
  status: string;
}

interface Job extends JobView {
  hook: JobHook;
  seq: number;
  polls: number;
}

const DONE = new Set(['complete', 'failed', 'canceled']);

/** uniqid(): 8 hex digits of seconds and 5 of microseconds, from the scenario clock (the sequence keeps ids apart). */
function uniqid(session: Session, seq: number): string {
  const ms = session.instant();
  const micro = ((ms % 1000) * 1000 + seq) % 0x100000;
  return (
    Math.floor(ms / 1000)
      .toString(16)
      .padStart(8, '0') + micro.toString(16).padStart(5, '0')
  );
}

/** Schedules a job and answers its id (the caller ticks the clock first and commits). */
export function scheduleJob(session: Session, hook: JobHook, plugins: readonly string[]): string {
  const seq = nextRecordId(session, PLUGIN_JOBS);
  const jobId = uniqid(session, seq);
  putRecord(session, PLUGIN_JOBS, jobId, { id: jobId, job_id: jobId, hook, plugins: [...plugins], status: 'pending', seq, polls: 0 });
  return jobId;
}

function jobOf(data: Record<string, unknown>): Job {
  return {
    job_id: String(data.job_id ?? data.id),
    plugins: Array.isArray(data.plugins) ? data.plugins.map(String) : [],
    status: String(data.status ?? 'pending'),
    hook: data.hook === 'activate' ? 'activate' : 'install',
    seq: Number(data.seq ?? 0),
    polls: Number(data.polls ?? 0),
  };
}

/** One poll of a job: moves it on, and runs it when its turn has come. */
function poll(session: Session, job: Job): Job {
  if (DONE.has(job.status)) return job;
  const polls = job.polls + 1;
  let status = 'in-progress';
  if (polls >= 2) {
    if (job.hook === 'install') installPlugins(session, job.plugins);
    else activatePlugins(session, job.plugins);
    status = 'complete';
  }
  const next = { ...job, polls, status };
  putRecord(session, PLUGIN_JOBS, next.job_id, { id: next.job_id, ...next });
  return next;
}

/**
 * The jobs of `hook`, newest first (only `jobId`'s when given), each polled once: the status routes' answer.
 * The caller commits.
 */
export function readJobs(session: Session, hook: JobHook, jobId?: string): JobView[] {
  const jobs = recordsIn(session, PLUGIN_JOBS)
    .map((r) => jobOf(r.data))
    .filter((j) => j.hook === hook && (jobId === undefined || j.job_id === jobId))
    .sort((a, b) => a.seq - b.seq);
  // Polled oldest first, as Action Scheduler runs them; listed newest first, as WooCommerce searches them.
  return jobs
    .map((j) => poll(session, j))
    .reverse()
    .map(({ job_id, plugins, status }) => ({ job_id, plugins, status }));
}
