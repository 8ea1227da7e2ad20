// The `job` kind: a background job's life. Start answers a job id (`job-1`...; `[a-z0-9_-]+`, the
// catalogue's `{job_id}` form) with the job `queued`; each status poll counts (per job), the job is
// `running` until poll `polls`, then `done` with its `result`. Cancel stops it (a done job stays done);
// delete forgets it. Without `op`, a route that captures the job id polls on GET and deletes on DELETE;
// a route without one lists the jobs on GET (newest first) and starts one otherwise.
import type { Handler, HandlerContext } from '../dispatch/types.js';
import type { HandlerOutcome } from '../wp/rest-result.js';
import { doc } from '../model/shape-check.js';
import type { Session } from '../store/session.js';
import type { RestRequest } from '../wp/request.js';
import { renderAnswer, type KindValues } from './answer-template.js';
import { missingParams, notFoundError, notFoundOption } from './errors.js';
import { kindScope, methodOf, type Kind } from './kind.js';
import { bodyOption, FIELDS, kindOptions, option, RECORD_SET, statusOption } from './options.js';
import { getRecord, nextRecordId, putRecord, readCounter, removeRecord, recordsIn, writeCounter } from '../store/records.js';
import { idArgument, writtenFields } from './request-fields.js';

const OPS = ['start', 'status', 'list', 'cancel', 'delete'] as const;
type Op = (typeof OPS)[number];
const ROOTS = ['job', 'jobs', 'id'];
const STATE_NAMES = ['queued', 'running', 'done', 'cancelled'] as const;
type JobState = (typeof STATE_NAMES)[number];
const ID_PREFIX = /^[a-z0-9_-]*$/;

const options = kindOptions('job', 'A background job: start answers its id; polls see it queued, running, then done with its result.', {
  store: RECORD_SET,
  op: option.oneOf(OPS, 'The operation, whatever the method (default: status/delete on a route with the job id, list/start otherwise).'),
  idParam: option.string("The argument that names the job (default job_id: the catalogue's {job_id} capture).", 'job_id'),
  idField: option.string('The field of the job that holds its id (default job_id).', 'job_id'),
  idPrefix: {
    ...option.string('Job ids are this prefix and a number counted per record set (default job-); lower-case letters, digits, _ and - only.', 'job-'),
    check: (prefix, path) =>
      typeof prefix === 'string' && !ID_PREFIX.test(prefix)
        ? [{ path, message: `idPrefix may hold only lower-case letters, digits, _ and - (got ${JSON.stringify(prefix)}), so job ids fit [a-z0-9_-]+` }]
        : [],
  },
  polls: option.integer('The status poll that sees the job done (default 2; earlier polls see it running; 0: done at start).', { min: 0 }, 2),
  states: option.shaped<Partial<Record<JobState, string>>, Record<JobState, string>>(
    doc('The names of the states, as the plugin spells them (default queued, running, done, cancelled).', {
      object: { queued: 'string', running: 'string', done: 'string', cancelled: 'string' },
    }),
    (names) => ({ queued: 'queued', running: 'running', done: 'done', cancelled: 'cancelled', ...names }),
  ),
  result: option.template("The job's `result` once done: any JSON value; strings may hold {{...}} templates (job, request.*, now...).", ['job']),
  fields: FIELDS,
  notFound: notFoundOption('How an unknown job id is answered (default 404 rest_invalid_id "Invalid ID.").'),
  status: statusOption(200),
  body: bodyOption(ROOTS, 'the job (a list of jobs for list; {deleted: true, previous} for delete)'),
});

type Options = ReturnType<typeof options.read>;

function opOf(o: Options, req: RestRequest): Op {
  if (o.op) return o.op;
  const method = methodOf(req);
  if (req.urlParams[o.idParam] !== undefined) return method === 'DELETE' ? 'delete' : 'status';
  return method === 'GET' ? 'list' : 'start';
}

interface Call {
  req: RestRequest;
  ctx: HandlerContext;
  session: Session;
  o: Options;
}

const pollsKey = (recordSet: string, id: string) => `${recordSet}/${id}#polls`;

function answer({ req, ctx, session, o }: Call, fallback: unknown, values: KindValues): HandlerOutcome {
  return { status: o.status, data: renderAnswer(o.body, fallback, values, () => kindScope(req, ctx, session)) };
}

/** The job with its `result` once done. */
function finished(call: Call, job: Record<string, unknown>): Record<string, unknown> {
  const { req, ctx, session, o } = call;
  const done: Record<string, unknown> = { ...job, status: o.states.done };
  if (o.result) done.result = renderAnswer(o.result, null, { job: done }, () => kindScope(req, ctx, session));
  return done;
}

async function start(call: Call): Promise<HandlerOutcome> {
  const { req, session, o } = call;
  session.tick();
  const id = `${o.idPrefix}${nextRecordId(session, o.store)}`;
  const queued = { [o.idField]: id, ...writtenFields(req, [o.idParam, o.idField, 'status'], o.fields), status: o.states.queued };
  const job = o.polls === 0 ? finished(call, queued) : queued;
  putRecord(session, o.store, id, job);
  await session.commit();
  return answer(call, job, { job, id });
}

async function existing(call: Call, op: 'status' | 'cancel' | 'delete'): Promise<HandlerOutcome> {
  const { req, session, o } = call;
  const id = idArgument(req, o.idParam);
  if (id === undefined) return missingParams([o.idParam]);
  const record = getRecord(session, o.store, id);
  if (!record) return notFoundError(o.notFound);
  let job = record.data;
  const over = job.status === o.states.done || job.status === o.states.cancelled;
  if (op === 'delete') {
    session.tick();
    removeRecord(session, o.store, id);
    if (readCounter(session, pollsKey(o.store, id)) !== undefined) session.remove('counters', pollsKey(o.store, id));
    await session.commit();
    return answer(call, { deleted: true, previous: job }, { job, id });
  }
  if (op === 'cancel' && !over) {
    session.tick();
    job = putRecord(session, o.store, id, { ...job, status: o.states.cancelled }).data;
  } else if (op === 'status' && !over) {
    const polls = writeCounter(session, pollsKey(o.store, id), (readCounter(session, pollsKey(o.store, id)) ?? 0) + 1);
    job = putRecord(session, o.store, id, polls >= o.polls ? finished(call, job) : { ...job, status: o.states.running }).data;
  }
  await session.commit();
  return answer(call, job, { job, id });
}

export const jobKind: Kind = {
  shape: options.shape,
  check: options.check,
  create(binding): Handler {
    const o = options.read(binding);
    return async (req, ctx) => {
      const call: Call = { req, ctx, session: ctx.session, o };
      const op = opOf(o, req);
      if (op === 'start') return start(call);
      if (op !== 'list') return existing(call, op);
      const jobs = recordsIn(call.session, o.store)
        .map((r) => r.data)
        .reverse();
      return answer(call, jobs, { jobs });
    };
  },
};
