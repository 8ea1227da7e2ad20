// Fine-tuning jobs (OpenAI's /v1/fine_tuning/jobs behind AI Engine's provider/* routes). POST
// provider/files/finetune starts one on a training file; the job's status moves each time the list is read
// (AI Engine polls by reading the list): validating_files → running → succeeded, or failed when a line of
// the training file is not a chat example. A succeeded job's model joins POST ai/models. Cancel stops a job
// still under way; delete removes a fine-tuned model, which GET finetunes/list_deleted then names.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import { getRecord, putRecord, recordsIn } from '../../store/records.js';
import { conflict, invalidParam, missingParam, notFound } from './errors.js';
import { catalogueModels, environmentOf, withoutReleaseDate } from './models.js';
import { fileContent, providerFile } from './provider-files.js';
import { answerRandom, epochNow, nextSerial, textParam } from './request-values.js';
import { FINETUNES } from '../../catalogue/record-sets/assistant-ai.js';
import { randomToken } from './writer/random.js';
import { estimateTokens } from './writer/usage.js';

export const ORGANIZATION = 'org-mockorg0000000000000';
const ORG_SLUG = 'mock-org';
const DEFAULT_EPOCHS = 3;
/** How long OpenAI estimates a small job takes once running. */
const ESTIMATED_SECONDS = 15 * 60;

type Job = Record<string, unknown> & { id: string; status: string };

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/** Whether a base model may be fine-tuned (its catalogue entry has a `finetune` price or the finetune tag). */
function tunable(session: Session, model: string): boolean {
  const entry = catalogueModels(session).find((m) => m.model === withoutReleaseDate(model));
  return Boolean(entry && (entry.finetune || entry.tags?.includes('finetune')));
}

export const startFinetune: Handler = async (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  const file = providerFile(req, ctx);
  if (file instanceof WpError) return file;
  const model = textParam(req, 'model');
  if (!model) return missingParam('model', 'the base model to fine-tune (e.g. gpt-4o-mini-2024-07-18)');
  if (!tunable(session, model)) {
    const names = catalogueModels(session)
      .filter((m) => m.finetune || m.tags?.includes('finetune'))
      .map((m) => m.model);
    return invalidParam('model', `Model ${model} is not available for fine-tuning (fine-tunable: ${names.join(', ') || 'none'}).`);
  }
  const suffix = textParam(req, 'suffix') ?? null;
  if (suffix !== null && !/^[A-Za-z0-9_-]{1,64}$/.test(suffix)) return invalidParam('suffix', 'suffix must be 1 to 64 letters, digits, - or _.');
  const epochs = Number(req.params.nEpochs) > 0 ? Math.trunc(Number(req.params.nEpochs)) : DEFAULT_EPOCHS;
  const batch = Number(req.params.batchSize) > 0 ? Math.trunc(Number(req.params.batchSize)) : 'auto';
  session.tick();
  const id = `ftjob-${randomToken(answerRandom(ctx, 'finetune', String(nextSerial(session, 'finetune')), file.id, model), 24)}`;
  const job: Job = {
    object: 'fine_tuning.job',
    id,
    model,
    created_at: epochNow(session),
    finished_at: null,
    fine_tuned_model: null,
    organization_id: ORGANIZATION,
    result_files: [],
    status: 'validating_files',
    trained_tokens: null,
    training_file: file.id,
    validation_file: null,
    user_provided_suffix: suffix,
    hyperparameters: { n_epochs: epochs, batch_size: batch, learning_rate_multiplier: 'auto' },
    estimated_finish: null,
    error: null,
  };
  putRecord(session, FINETUNES, id, job);
  await session.commit();
  return { data: { success: true, finetune: publicJob(job) } };
};

/** The job without the mock's own bookkeeping (`model_deleted`). */
const publicJob = ({ model_deleted: _deleted, ...job }: Job): Job => job as Job;

/** Why a training file cannot train a chat model, or null: each line must be a JSON object with a messages list. */
function trainingProblem(content: string): string | null {
  const lines = content.split('\n').filter((l) => l.trim() !== '');
  if (!lines.length) return 'The training file is empty.';
  for (const [i, line] of lines.entries()) {
    try {
      const example: unknown = JSON.parse(line);
      if (!example || typeof example !== 'object' || !Array.isArray((example as { messages?: unknown }).messages)) {
        return `Line ${i + 1} of the training file has no "messages" list.`;
      }
    } catch {
      return `Line ${i + 1} of the training file is not valid JSON.`;
    }
  }
  return null;
}

/** One poll of a job under way: validating_files → running (or failed) → succeeded. */
function advance(ctx: HandlerContext, session: Session, job: Job): Job {
  const now = epochNow(session);
  const content = fileContent(session, String(job.training_file));
  if (job.status === 'validating_files') {
    const problem = content ? trainingProblem(content) : null;
    if (problem) return { ...job, status: 'failed', finished_at: now, error: { code: 'invalid_training_file', message: problem, param: 'training_file' } };
    return { ...job, status: 'running', estimated_finish: now + ESTIMATED_SECONDS };
  }
  const suffix = String(job.user_provided_suffix ?? 'custom');
  const tail = randomToken(answerRandom(ctx, 'finetune-model', job.id), 8);
  const epochs = Number((job.hyperparameters as { n_epochs?: unknown } | undefined)?.n_epochs) || DEFAULT_EPOCHS;
  return {
    ...job,
    status: 'succeeded',
    finished_at: now,
    estimated_finish: null,
    fine_tuned_model: `ft:${String(job.model)}:${ORG_SLUG}:${suffix}:${tail}`,
    trained_tokens: Math.max(1, estimateTokens(content)) * epochs,
    result_files: [`file-${randomToken(answerRandom(ctx, 'finetune-result', job.id), 24)}`],
  };
}

const utc = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The job as AI Engine's list_finetunes reshapes it: suffix, createdOn, estimatedOn, base_model, model. */
function listed(job: Job): Record<string, unknown> {
  const { object: _o, hyperparameters: _h, result_files: _r, created_at, fine_tuned_model, model, model_deleted: _d, ...rest } = job;
  const estimated_finish = job.estimated_finish;
  return {
    ...rest,
    suffix: job.user_provided_suffix ?? suffixOf(fine_tuned_model),
    createdOn: utc(Number(created_at)),
    estimatedOn: typeof estimated_finish === 'number' ? utc(estimated_finish) : null,
    base_model: model,
    model: fine_tuned_model,
  };
}

/** The suffix inside a fine-tuned model's name (ft:<base>:<org>:<suffix>:<id>), or N/A. */
const suffixOf = (name: unknown): string => (typeof name === 'string' ? (/:([^:]+)(?=:[^:]+$)/.exec(name)?.[1] ?? 'N/A') : 'N/A');

const jobs = (session: Session): Job[] => recordsIn(session, FINETUNES).map((r) => r.data as Job);

/** GET provider/finetunes/list: every job, newest first; jobs under way move one step. */
export const listFinetunes: Handler = async (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  const moving = jobs(session).filter((j) => !FINISHED.has(j.status));
  if (moving.length) {
    session.tick();
    for (const job of moving) putRecord(session, FINETUNES, job.id, advance(ctx, session, job));
    await session.commit();
  }
  const all = jobs(session).sort((a, b) => Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? 1 : -1));
  return { data: { success: true, finetunes: all.map(listed) } };
};

/** GET provider/finetunes/list_deleted: the fine-tuned models of succeeded jobs that were deleted. */
export const listDeletedFinetunes: Handler = (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  const deleted = jobs(session)
    .filter((j) => j.status === 'succeeded' && j.model_deleted === true)
    .map((j) => String(j.fine_tuned_model));
  return { data: { success: true, finetunes: deleted } };
};

/** POST provider/finetunes/cancel (`finetuneId`): a job under way stops; a finished one cannot. */
export const cancelFinetune: Handler = async (req, ctx) => {
  const id = textParam(req, 'finetuneId');
  if (!id) return missingParam('finetuneId', 'the id of the fine-tuning job to cancel (ftjob-...)');
  const session = ctx.session;
  const job = getRecord(session, FINETUNES, id)?.data as Job | undefined;
  if (!job) return notFound('finetune_not_found', `No fine-tuning job has the id ${id}.`, 'finetuneId');
  if (FINISHED.has(job.status))
    return conflict(
      'finetune_finished',
      `The job ${id} has already ${job.status === 'cancelled' ? 'been cancelled' : job.status}: only a job under way can be cancelled.`,
    );
  session.tick();
  putRecord(session, FINETUNES, id, { ...job, status: 'cancelled', finished_at: epochNow(session), estimated_finish: null });
  await session.commit();
  return { data: { success: true } };
};

/** POST provider/finetunes/delete (`modelId`): deletes the fine-tuned model a succeeded job made. */
export const deleteFinetune: Handler = async (req, ctx) => {
  const modelId = textParam(req, 'modelId');
  if (!modelId) return missingParam('modelId', 'the fine-tuned model to delete (ft:...)');
  const session = ctx.session;
  const job = jobs(session).find((j) => j.fine_tuned_model === modelId && j.model_deleted !== true);
  if (!job) return notFound('model_not_found', `The model '${modelId}' does not exist.`, 'modelId');
  session.tick();
  putRecord(session, FINETUNES, job.id, { ...job, model_deleted: true });
  await session.commit();
  return { data: { success: true } };
};
