// The Plugins controller: install and activate (at once, or as a job with `async`), the jobs' status, and the
// installed and active plugin lists. `plugins` is a comma-separated string of slugs, as WooCommerce reads it.
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import type { WpError } from '../../wp/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import { shopAdminErrors } from './errors.js';
import { activatePlugins, installPlugins, wpErrorJson } from './plugin-actions.js';
import { readJobs, scheduleJob, type JobHook } from './plugin-jobs.js';
import { activeSlugs, installedSlugs } from '../plugins/plugin-store.js';

/** PHP's truthiness, as `$request['async']` is tested. */
const truthy = (v: unknown): boolean => !(v === undefined || v === null || v === false || v === 0 || v === '' || v === '0' || (Array.isArray(v) && !v.length));

/** explode( ',', $request['plugins'] ), refusing what WooCommerce cannot use. */
function requestedPlugins(req: RestRequest): string[] | WpError {
  const raw = req.params.plugins;
  if (Array.isArray(raw) || isPlainObject(raw)) return shopAdminErrors.pluginsNotText();
  if (!truthy(raw)) return shopAdminErrors.noPlugins();
  return String(raw === true ? 1 : raw).split(',');
}

const SCHEDULED: Record<JobHook, string> = { install: 'Plugin installation has been scheduled.', activate: 'Plugin activation has been scheduled.' };

async function schedule(session: Session, hook: JobHook, plugins: string[]): Promise<HandlerOutcome> {
  session.tick();
  const jobId = scheduleJob(session, hook, plugins);
  await session.commit();
  return { data: { data: { job_id: jobId, plugins }, message: SCHEDULED[hook] } };
}

/** POST plugins/install. */
export const installHandler: Handler = async (req, ctx) => {
  const plugins = requestedPlugins(req);
  if (!Array.isArray(plugins)) return plugins;
  if (truthy(req.params.async)) return schedule(ctx.session, 'install', plugins);
  const session = ctx.session;
  session.tick();
  const done = installPlugins(session, plugins);
  await session.commit();
  const ok = !Object.keys(done.errors).length;
  return {
    data: {
      data: {
        installed: done.installed,
        results: Object.keys(done.results).length ? done.results : [],
        install_time: Object.keys(done.time).length ? done.time : [],
      },
      errors: wpErrorJson(done.errors),
      success: ok,
      message: ok ? 'Plugins were successfully installed.' : 'There was a problem installing some of the requested plugins.',
    },
  };
};

/** POST plugins/activate. */
export const activateHandler: Handler = async (req, ctx) => {
  const plugins = requestedPlugins(req);
  if (!Array.isArray(plugins)) return plugins;
  if (truthy(req.params.async)) return schedule(ctx.session, 'activate', plugins);
  const session = ctx.session;
  session.tick();
  const done = activatePlugins(session, plugins);
  await session.commit();
  const ok = !Object.keys(done.errors).length;
  return {
    data: {
      data: { activated: done.activated, active: done.active },
      errors: wpErrorJson(done.errors),
      success: ok,
      message: ok ? 'Plugins were successfully activated.' : 'There was a problem activating some of the requested plugins.',
    },
  };
};

/** GET plugins/{install,activate}/status[/{job_id}]: every job of the kind, newest first, or the one named (false when none is). */
const jobStatus =
  (hook: JobHook): Handler =>
  async (req, ctx) => {
    const session = ctx.session;
    const jobId = req.urlParams.job_id;
    const jobs = readJobs(session, hook, jobId);
    await session.commit();
    return { data: jobId === undefined ? jobs : (jobs[0] ?? false) };
  };

export const installStatusHandler = jobStatus('install');
export const activateStatusHandler = jobStatus('activate');

/** GET plugins/active. */
export const activePluginsHandler: Handler = (_req, ctx) => ({ data: { plugins: activeSlugs(ctx.session) } });

/** GET plugins/installed. */
export const installedPluginsHandler: Handler = (_req, ctx) => ({ data: { plugins: installedSlugs(ctx.session) } });
