// POST ai/models (`envId`): the models of that environment's provider (the catalogue, then the fine-tuned
// models that succeeded), and POST ai/test_connection (`env_id`): the connection check of an environment
// (Meow_MWAI_Engines_*::connection_check, here always answered by the mock's own catalogue).
import type { Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import { missingParam } from './errors.js';
import { allModels, environmentOf, type ModelDef } from './models.js';
import { textParam } from './request-values.js';

/** The provider a model belongs to (`provider` in its entry; OpenAI when it names none). */
const providerOf = (m: ModelDef): string => (typeof m.provider === 'string' ? m.provider : 'openai');
const withoutProvider = ({ provider: _provider, ...m }: ModelDef): ModelDef => m as ModelDef;

export const aiModels: Handler = (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(session, ctx, req.params.envId);
  if (env instanceof WpError) return env;
  const models = allModels(session)
    .filter((m) => providerOf(m) === env.type)
    .map(withoutProvider);
  return { data: { success: true, models } };
};

const SERVICES: Record<string, { service: string; endpoint: string }> = {
  openai: { service: 'OpenAI', endpoint: 'https://api.openai.com/v1/models' },
  anthropic: { service: 'Anthropic', endpoint: 'https://api.anthropic.com/v1/models' },
  google: { service: 'Google', endpoint: 'https://generativelanguage.googleapis.com/v1beta/models' },
  mistral: { service: 'Mistral', endpoint: 'https://api.mistral.ai/v1/models' },
};

export const testConnection: Handler = (req, ctx) => {
  const envId = textParam(req, 'env_id') ?? textParam(req, 'envId');
  if (!envId) return missingParam('env_id', 'the id of the AI environment to test (one of ai_envs in settings/options)');
  const session = ctx.session;
  const env = environmentOf(session, ctx, envId);
  if (env instanceof WpError) return env;
  const models = allModels(session)
    .filter((m) => providerOf(m) === env.type)
    .map((m) => m.model);
  const { service, endpoint } = SERVICES[env.type] ?? { service: env.name, endpoint: '' };
  return {
    data: {
      success: true,
      provider: env.type,
      name: env.name,
      data: {
        success: true,
        service,
        message: `Connection successful. Found ${models.length} models.`,
        details: { endpoint, model_count: models.length, sample_models: models.slice(0, 3), organization: null },
      },
    },
  };
};
