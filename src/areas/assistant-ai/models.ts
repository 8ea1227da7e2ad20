// The provider's models (the `assistant.models` store: entries of AI Engine's constants/models.php, plus the
// fine-tuned models that succeeded, as the OpenAI engine's get_models adds them) and the AI environments and
// default models of the assistant's settings (`ai_envs`, `ai_default_model`...: src/areas/assistant/settings).
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import { recordsIn } from '../../store/records.js';
import { assistantOptions } from '../assistant/settings/options.js';
import { FINETUNES, MODELS } from '../../catalogue/record-sets/assistant-ai.js';

export interface ModelDef {
  model: string;
  name?: string;
  /** `completion`, `text-to-image`, `speech-to-text`, `realtime`... */
  features?: string[];
  /** Per `unit` of input and output (tokens), or one price per `unit` (seconds of audio). */
  price?: { in?: number; out?: number } | number;
  unit?: number;
  tags?: string[];
  resolutions?: { name: string }[];
  /** Whether (and at what price) the model can be fine-tuned. */
  finetune?: unknown;
  [field: string]: unknown;
}

export interface Environment {
  id: string;
  name: string;
  type: string;
}

export type ModelKind = 'text' | 'fast' | 'vision' | 'json' | 'image' | 'audio' | 'realtime';

/** The setting naming each kind's default model, and the plugin's fallback when it is empty. */
const DEFAULTS: Record<ModelKind, [option: string, fallback: string]> = {
  text: ['ai_default_model', 'gpt-5-mini'],
  fast: ['ai_fast_default_model', 'gpt-5-mini'],
  vision: ['ai_vision_default_model', 'gpt-5-mini'],
  json: ['ai_json_default_model', 'gpt-5-mini'],
  image: ['ai_images_default_model', 'gpt-image-1'],
  audio: ['ai_audio_default_model', 'whisper-1'],
  realtime: ['ai_realtime_default_model', 'gpt-realtime'],
};

/** A model name without its release date (`gpt-4o-mini-2024-07-18` → `gpt-4o-mini`), as AI Engine compares them. */
export const withoutReleaseDate = (model: string): string => model.replace(/-\d{4}-\d{2}-\d{2}$/, '');

/** The catalogue's own entries (the store's `id` is only its key). */
export const catalogueModels = (session: Session): ModelDef[] => recordsIn(session, MODELS).map(({ data: { id: _id, ...model } }) => model as ModelDef);

/** The catalogue and, after it, each succeeded fine-tune whose model still exists, as a copy of its base model. */
export function allModels(session: Session): ModelDef[] {
  const models = catalogueModels(session);
  const tuned: ModelDef[] = [];
  for (const { data: job } of recordsIn(session, FINETUNES)) {
    if (job.status !== 'succeeded' || job.model_deleted === true || typeof job.fine_tuned_model !== 'string') continue;
    const base = models.find((m) => m.model === withoutReleaseDate(String(job.model)));
    if (base) tuned.push({ ...base, model: job.fine_tuned_model, name: String(job.user_provided_suffix ?? job.fine_tuned_model) });
  }
  return [...models, ...tuned];
}

export const findModel = (session: Session, name: string): ModelDef | undefined => allModels(session).find((m) => m.model === name);

const settings = (session: Session, ctx: HandlerContext) => assistantOptions(session, ctx);

/** The environments of the settings (`ai_envs`), without their keys. */
export function environments(session: Session, ctx: HandlerContext): Environment[] {
  const envs = settings(session, ctx).ai_envs;
  return (Array.isArray(envs) ? envs : [])
    .filter(isPlainObject)
    .filter((e) => typeof e.id === 'string' && e.id !== '')
    .map((e) => ({ id: String(e.id), name: String(e.name ?? e.id), type: String(e.type ?? 'openai') }));
}

/**
 * The environment a request names (`envId`), or the default one (`ai_default_env`, else the first) when it
 * names none. An unknown id is refused, as Meow_MWAI_Engines_Factory::get refuses it.
 */
export function environmentOf(session: Session, ctx: HandlerContext, envId: unknown): Environment | WpError {
  const all = environments(session, ctx);
  const given = envId !== undefined && envId !== null && envId !== '';
  const wanted = String((given ? envId : settings(session, ctx).ai_default_env) ?? '');
  const found = all.find((e) => e.id === wanted) ?? (given ? undefined : all[0]);
  if (found) return found;
  if (!all.length)
    return new WpError('assistant_no_environment', 'No AI environment is set up: add one to ai_envs with POST settings/update.', { status: 400 });
  return new WpError('assistant_unknown_environment', `The AI environment "${String(envId)}" does not exist (known: ${all.map((e) => e.id).join(', ')}).`, {
    status: 404,
    param: 'envId',
  });
}

/**
 * The model a query runs on: the one it names, else the default of its kind from the settings. A named model
 * that is not in the catalogue is refused (the provider answers "The model ... does not exist"); a default the
 * catalogue lacks still answers, without a price.
 */
export function modelOf(session: Session, ctx: HandlerContext, named: unknown, kind: ModelKind): ModelDef | WpError {
  if (typeof named === 'string' && named !== '') {
    return (
      findModel(session, named) ??
      new WpError('assistant_unknown_model', `The model "${named}" does not exist: use one that POST ai/models lists.`, { status: 400, param: 'model' })
    );
  }
  const [option, fallback] = DEFAULTS[kind];
  const configured = settings(session, ctx)[option];
  const name = typeof configured === 'string' && configured !== '' ? configured : fallback;
  return findModel(session, name) ?? { model: name };
}
