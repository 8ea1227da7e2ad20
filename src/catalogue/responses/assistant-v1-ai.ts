// Response schemas of assistant/v1 /ai/*, /provider/* (OpenAI files and fine-tunes) and the public
// "simple" API (AI Engine's Meow_MWAI_API: simpleTextQuery, listChatbots...). The answers are written by
// src/areas/assistant-ai (generated text, images in the uploads, moderation from word lists...).
import type { ResponseSchema } from '../../model/catalogue.js';
import { envId, few, flag, imageUrl, maybe, model, nil, none, ok, record, reply, text, whole } from './assistant-common.js';

const count = (example: number): ResponseSchema => ({ type: 'integer', minimum: 0, examples: [example] });
const list = (items: unknown, max?: number): ResponseSchema => ({ type: 'array', items, ...(max ? { maxItems: max } : {}) });

/** Meow_MWAI_Reply::$usage: tokens estimated as AI Engine estimates them, the price from the model's prices. */
export const tokenUsage = record({
  prompt_tokens: count(14),
  completion_tokens: count(86),
  total_tokens: count(100),
  price: { type: ['number', 'null'], minimum: 0, examples: [0.0001755] },
  accuracy: { enum: ['none', 'estimated', 'tokens', 'price', 'full'] },
});

/** `{ success, data: <the model's text> }`: transcriptions, vision, the simple text queries. */
export const textAnswer: ResponseSchema = ok({ data: reply });
/** ai/completions adds the usage of the reply. */
export const completion: ResponseSchema = ok({ data: reply, usage: tokenUsage });
/** ai/images and ai/image_edit: the generated image URLs (Meow_MWAI_Reply::$results) and usage. */
export const images: ResponseSchema = ok({ data: few(imageUrl, 4), usage: tokenUsage });
/** simpleImageQuery / simpleImageEditQuery: the (last) image URL. */
export const imageAnswer: ResponseSchema = ok({ data: imageUrl });

/** An image added to the media library (imageQueryForMediaLibrary). */
const libraryMedia = record({
  id: whole(1, 100000),
  url: imageUrl,
  title: text('Winter Sale'),
  caption: text(''),
  alt: text(''),
});

/** ai/copilot: the new content (action text) or `{media}` (action image). */
export const copilotAnswer: ResponseSchema = ok({ data: { oneOf: [reply, record({ media: libraryMedia })] } });

/** ai/json and simpleJsonQuery: the decoded JSON the model produced, of the shape the prompt asks for. */
export const jsonAnswer: ResponseSchema = ok({
  data: {
    type: ['object', 'array'],
    examples: [
      { title: 'Getting Started With The Store', summary: 'A clear goal makes the store easier to plan and easier to measure.', tags: ['store', 'guide'] },
    ],
  },
});

const wandText = record({
  mode: { const: 'replace' },
  type: { enum: ['text', 'json'] },
  result: { type: ['string', 'object'], examples: ['Our store ships worldwide within three business days.'] },
  results: list({ type: ['string', 'object'] }),
});
const wandSuggest = record({
  mode: { const: 'suggest' },
  type: { const: 'text' },
  result: text('excellent'),
  results: few(text('excellent', 'superb', 'outstanding'), 5),
});
const wandMedia = record({ mode: { const: 'insertMedia' }, type: { const: 'image' }, media: libraryMedia });
/** ai/magic_wand (Meow_MWAI_Modules_Wand actions): a replacement, suggestions, or an image to insert. */
export const magicWand: ResponseSchema = ok({ data: { oneOf: [wandText, wandSuggest, wandMedia] } });

const CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];
const byCategory = (schema: unknown): ResponseSchema => record(Object.fromEntries(CATEGORIES.map((c) => [c, schema])));
/** OpenAI's moderation object (POST /v1/moderations, omni-moderation-latest), returned as-is by ai/moderate. */
const moderation = record({
  id: text('modr-9a7c2e1f4b6d8a03Qw2ErT5y'),
  model: { const: 'omni-moderation-latest' },
  results: few(
    record({
      flagged: flag,
      categories: byCategory(flag),
      category_scores: byCategory({ type: 'number', minimum: 0, maximum: 1 }),
      category_applied_input_types: byCategory(list({ const: 'text' }, 1)),
    }),
    1,
  ),
});
export const moderate: ResponseSchema = ok({ results: moderation });
/** moderationCheck: whether the text was flagged. */
export const flagged: ResponseSchema = ok({ data: flag });

/** A model definition (constants/models.php) as the engines' get_models answer them; fine-tuned models are copies of their base. */
const modelDef = record(
  {
    model,
    name: text('GPT-5 Mini', 'GPT Image 1', 'support-bot'),
    family: text('gpt-5', 'gpt-image', 'whisper'),
    features: few(text('completion', 'text-to-image', 'speech-to-text'), 3),
    price: { type: ['number', 'object'], examples: [{ in: 0.25, out: 2 }] },
    type: { enum: ['token', 'second', 'image'] },
    unit: { type: 'number' },
    maxCompletionTokens: { type: 'integer' },
    maxContextualTokens: { type: 'integer' },
    finetune: { type: ['boolean', 'object'] },
    tags: few(text('core', 'chat', 'vision'), 10),
    resolutions: list(record({ name: text('1024x1024'), label: text('1024x1024') })),
    mode: { const: 'image' },
  },
  ['maxCompletionTokens', 'maxContextualTokens', 'resolutions', 'mode', 'family', 'finetune', 'tags'],
);
export const models: ResponseSchema = ok({ models: few(modelDef, 20, 0) });

export const connection: ResponseSchema = ok({
  provider: text('openai'),
  name: text('OpenAI'),
  data: record({
    success: { const: true },
    service: text('OpenAI'),
    message: text('Connection successful. Found 8 models.'),
    details: record({
      endpoint: text('https://api.openai.com/v1/models'),
      model_count: count(8),
      sample_models: list(text('gpt-5-mini', 'gpt-5', 'gpt-4.1-mini'), 3),
      organization: nil,
    }),
  }),
});

/** An OpenAI file object (GET /v1/files). */
const file = record({
  id: text('file-4Xq2mB7tRz9LcA1eKp3sWq7N', 'file-9KpL3vN0sYw6QdE2mR8tYu1B'),
  object: { const: 'file' },
  bytes: count(1200),
  created_at: whole(1767000000, 1800000000),
  filename: text('support-conversations.jsonl', 'faq-training.jsonl'),
  purpose: { const: 'fine-tune' },
  status: { const: 'processed' },
  status_details: nil,
});
/** GET provider/files/list: OpenAI's list object, newest first. */
export const filesList: ResponseSchema = ok({ files: record({ object: { const: 'list' }, data: few(file, 100, 0), has_more: { const: false } }) });
export const fileUploaded: ResponseSchema = ok({ file });
/** provider/files/download: the file's content. */
export const fileContent: ResponseSchema = ok({
  data: text(
    '{"messages":[{"role":"user","content":"Do you ship abroad?"},{"role":"assistant","content":"Yes, we ship worldwide within three business days."}]}\n',
  ),
});

const ftStatus = { enum: ['validating_files', 'running', 'succeeded', 'failed', 'cancelled'] };
const ftId = text('ftjob-Q2w3E4r5T6y7U8i9O0p1A2s3');
const ftError = maybe(
  record({ code: text('invalid_training_file'), message: text('Line 2 of the training file is not valid JSON.'), param: text('training_file') }),
);
/** A fine-tuning job as list_finetunes reshapes it (suffix, createdOn, estimatedOn, base_model, model = fine_tuned_model). */
const finetune = record({
  id: ftId,
  organization_id: text('org-mockorg0000000000000'),
  status: ftStatus,
  trained_tokens: maybe(count(1872)),
  training_file: text('file-4Xq2mB7tRz9LcA1eKp3sWq7N'),
  validation_file: nil,
  user_provided_suffix: maybe(text('support-bot')),
  finished_at: maybe(whole(1767000000, 1800000000)),
  estimated_finish: maybe(whole(1767000000, 1800000000)),
  error: ftError,
  suffix: text('support-bot'),
  createdOn: text('2026-01-09 10:00:00 UTC'),
  estimatedOn: maybe(text('2026-01-15 09:15:00 UTC')),
  base_model: text('gpt-4o-mini-2024-07-18'),
  model: maybe(text('ft:gpt-4o-mini-2024-07-18:mock-org:support-bot:A1b2C3d4')),
});
export const finetunes: ResponseSchema = ok({ finetunes: few(finetune, 20, 0) });
/** list_deleted: the names of fine-tuned models that no longer exist. */
export const deletedFinetunes: ResponseSchema = ok({
  finetunes: few(text('ft:gpt-4o-mini-2024-07-18:mock-org:old-bot:Z9y8X7w6'), 20, 0),
});
/** provider/files/finetune: the job OpenAI created (POST /v1/fine_tuning/jobs). */
export const finetuneStarted: ResponseSchema = ok({
  finetune: record({
    object: { const: 'fine_tuning.job' },
    id: ftId,
    model: text('gpt-4o-mini-2024-07-18'),
    created_at: whole(1767000000, 1800000000),
    finished_at: nil,
    fine_tuned_model: nil,
    organization_id: text('org-mockorg0000000000000'),
    result_files: none,
    status: { const: 'validating_files' },
    trained_tokens: nil,
    training_file: text('file-4Xq2mB7tRz9LcA1eKp3sWq7N'),
    validation_file: nil,
    user_provided_suffix: maybe(text('support-bot')),
    hyperparameters: record({
      n_epochs: whole(1, 50),
      batch_size: { type: ['integer', 'string'], examples: ['auto'] },
      learning_rate_multiplier: { const: 'auto' },
    }),
    estimated_finish: nil,
    error: nil,
  }),
});

/** simpleAuthCheck: who the caller is. */
export const authCheck: ResponseSchema = ok({
  data: record({ type: { const: 'email' }, value: { type: 'string', format: 'email', examples: ['admin@example.org'] } }),
});

/** listChatbots: a summary of every chatbot. */
export const chatbotSummaries: ResponseSchema = ok({
  data: few(
    record({
      id: { enum: ['default', 'support'] },
      name: { enum: ['Default', 'Support'] },
      type: { const: 'chat' },
      model,
      model_name: { enum: ['GPT-5 Mini', 'GPT-4.1 Mini'] },
      environment: envId,
      environment_name: { const: 'OpenAI' },
      functions: none,
      tools: few({ const: 'web_search' }, 1, 0),
      mcp_servers: none,
    }),
  ),
});

/** simpleChatbotQuery: the reply, the actions and the discussion id (given, or new). */
export const chatbotAnswer: ResponseSchema = ok({ data: reply, extra: record({ actions: none, chatId: text('m4x9k2c1', 'q8z1w5n3') }) });
