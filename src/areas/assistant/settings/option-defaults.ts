// The assistant's settings as a fresh install has them (MWAI_OPTIONS, the keys clients read), and the values
// get_all_options() computes on every read.
import { CHATBOT_DEFAULTS, DEFAULT_MODEL } from './chatbot-defaults.js';

/** The AI environment a fresh install has (its key is set by the site owner; never answered here). */
export const DEFAULT_ENV = { id: 'x8r2kq1m', name: 'OpenAI', type: 'openai', apikey: '' };

export const LIMITS = {
  enabled: true,
  guests: { credits: 3, creditType: 'queries', timeFrame: 'day', isAbsolute: false, overLimitMessage: 'You have reached the limit.' },
  users: {
    credits: 10,
    creditType: 'price',
    timeFrame: 'month',
    isAbsolute: false,
    overLimitMessage: 'You have reached the limit.',
    ignoredUsers: 'administrator,editor',
  },
  system: {
    credits: 20,
    creditType: 'price',
    timeFrame: 'month',
    isAbsolute: false,
    overLimitMessage: 'The website has reached its limits.',
    ignoredUsers: '',
  },
};

export function optionDefaults(): Record<string, unknown> {
  return structuredClone({
    module_addons: true,
    module_suggestions: true,
    module_chatbots: true,
    module_search: false,
    module_forms: false,
    forms_editor: true,
    module_blocks: false,
    module_assistant: true,
    module_playground: true,
    module_generator_content: true,
    module_generator_images: true,
    module_generator_videos: false,
    module_moderation: false,
    module_statistics: false,
    statistics_retention_days: 'Never',
    module_embeddings: false,
    module_transcription: false,
    module_advisor: false,
    module_orchestration: false,
    module_mcp: false,
    module_workspace: false,
    chatbot_typewriter: false,
    chatbot_discussions: false,
    chatbot_discussions_retention_days: 90,
    chatbot_moderation: false,
    public_api: false,
    event_logs: false,
    privacy_first: false,
    limits: LIMITS,
    image_local_upload: 'uploads',
    image_remote_upload: 'data',
    image_expires: 3600,
    ai_models: [],
    ai_streaming: true,
    ai_default_env: DEFAULT_ENV.id,
    ai_default_model: DEFAULT_MODEL,
    ai_envs: [DEFAULT_ENV],
    mcp_envs: [],
    ai_images_default_model: 'gpt-image-2',
    ai_audio_default_model: 'whisper-1',
    context_max_length: 16384,
    languages: { en: 'English', de: 'German', fr: 'French' },
    intro_message: true,
  });
}

/** What get_all_options() adds on every read, whatever is stored. */
export const computedOptions = (): Record<string, unknown> => ({
  chatbot_defaults: structuredClone(CHATBOT_DEFAULTS),
  default_limits: structuredClone(LIMITS),
});
