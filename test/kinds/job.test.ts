// The job kind: start answers a job id; polls see it queued, running, then done with its result.
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/model/binding.js';
import { ADMIN, rest } from '../helpers.js';
import { kindSite } from './kind-site.js';

// The shop-admin plugin install routes, with the states as wc-admin spells them.
const START = '/shop-admin/plugins/install';
const STATUS = (id: string) => `/shop-admin/plugins/install/status/${id}`;
const LIST = '/shop-admin/plugins/install/status';
const JOB = { kind: 'job', store: 'plugin.installs', states: { queued: 'pending', running: 'in-progress', done: 'complete', cancelled: 'canceled' } } as const;

const jobs = (bind: Partial<Binding> = {}) =>
  kindSite([
    [START, { ...JOB, ...bind }],
    ['/shop-admin/plugins/install/status/(?P<job_id>[a-z0-9_-]+)', { ...JOB, ...bind }],
    [LIST, { ...JOB, ...bind }],
    ['/my/v1/jobs/cancel', { ...JOB, ...bind, op: 'cancel' }],
  ]);
const start = (http: ReturnType<typeof jobs>, plugins = ['jetpack']) => http.post(rest(START)).set('Authorization', ADMIN).send({ plugins });
const poll = (http: ReturnType<typeof jobs>, id: string) => http.get(rest(STATUS(id))).set('Authorization', ADMIN);

describe('job', () => {
  it("start answers a job id of the catalogue's {job_id} form, queued, with the arguments given", async () => {
    const res = await start(jobs()).expect(200);
    expect(res.body).toEqual({ job_id: 'job-1', plugins: ['jetpack'], status: 'pending' });
    expect(res.body.job_id).toMatch(/^[a-z0-9_-]+$/);
  });

  it('polls see the job running, then done with its result from poll `polls` on', async () => {
    const http = jobs({ polls: 3, result: { installed: '{{job.plugins}}' } });
    await start(http).expect(200);
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await poll(http, 'job-1').expect(200)).body);
    expect(seen.map((j) => j.status)).toEqual(['in-progress', 'in-progress', 'complete', 'complete']);
    expect(seen[2]).toEqual({ job_id: 'job-1', plugins: ['jetpack'], status: 'complete', result: { installed: ['jetpack'] } });
  });

  it('each job counts its own polls', async () => {
    const http = jobs();
    await start(http).expect(200);
    await poll(http, 'job-1').expect(200);
    await start(http, ['mailpoet']).expect(200);
    expect((await poll(http, 'job-1').expect(200)).body.status).toBe('complete');
    expect((await poll(http, 'job-2').expect(200)).body.status).toBe('in-progress');
  });

  it('polls: 0 makes a job done at start', async () => {
    expect((await start(jobs({ polls: 0 })).expect(200)).body.status).toBe('complete');
  });

  it('the list answers every job, newest first, without moving them', async () => {
    const http = jobs();
    for (let i = 0; i < 10; i++) await start(http, [`p${i}`]).expect(200);
    const res = await http.get(rest(LIST)).set('Authorization', ADMIN).expect(200);
    expect(res.body.map((j: { job_id: string }) => j.job_id)).toEqual([
      'job-10',
      'job-9',
      'job-8',
      'job-7',
      'job-6',
      'job-5',
      'job-4',
      'job-3',
      'job-2',
      'job-1',
    ]);
    expect(res.body.every((j: { status: string }) => j.status === 'pending')).toBe(true);
  });

  it('cancel stops a job: later polls see it canceled; a done job stays done', async () => {
    const http = jobs({ polls: 1 });
    await start(http).expect(200);
    await start(http).expect(200);
    expect((await http.post(rest('/my/v1/jobs/cancel')).send({ job_id: 'job-1' }).expect(200)).body.status).toBe('canceled');
    expect((await poll(http, 'job-1').expect(200)).body.status).toBe('canceled');
    await poll(http, 'job-2').expect(200);
    expect((await http.post(rest('/my/v1/jobs/cancel')).send({ job_id: 'job-2' }).expect(200)).body.status).toBe('complete');
  });

  it('DELETE forgets a job: {deleted: true, previous}, then 404', async () => {
    const http = jobs();
    await start(http).expect(200);
    const res = await http.delete(rest(STATUS('job-1'))).expect(200);
    expect(res.body).toEqual({ deleted: true, previous: { job_id: 'job-1', plugins: ['jetpack'], status: 'pending' } });
    expect((await poll(http, 'job-1').expect(404)).body).toEqual({ code: 'rest_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
  });

  it('an unknown job answers the `notFound` error; a cancel without job_id answers 400', async () => {
    const http = jobs({ notFound: { code: 'woocommerce_rest_invalid_job', message: 'Invalid job ID.' } });
    expect((await poll(http, 'nope').expect(404)).body).toEqual({ code: 'woocommerce_rest_invalid_job', message: 'Invalid job ID.', data: { status: 404 } });
    const missing = await http.post(rest('/my/v1/jobs/cancel')).send({}).expect(400);
    expect(missing.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): job_id', data: { status: 400, params: ['job_id'] } });
  });

  it("idPrefix, idField and a body template shape the plugin's answer", async () => {
    const http = jobs({ idPrefix: 'install_', idField: 'id', body: { success: true, job: '{{job}}', id: '{{id}}' } });
    const res = await start(http).expect(200);
    expect(res.body).toEqual({ success: true, job: { id: 'install_1', plugins: ['jetpack'], status: 'pending' }, id: 'install_1' });
    expect((await poll(http, 'install_1').expect(200)).body.job.status).toBe('in-progress');
  });
});
