// Response schemas of assistant/v1 /ai/*, /provider/* (OpenAI files and fine-tunes) and the public
// "simple" API (AI Engine's Meow_MWAI_API: simpleTextQuery, listChatbots...).
import type { ResponseSchema } from '../types.js';
import { envId, few, flag, imageUrl, model, none, ok, record, reply, text, usage, whole } from './assistant-common.js';

/** `{ success, data: <the model's text> }`: completions, transcriptions, the simple text/vision queries. */
export const textAnswer: ResponseSchema = ok({ data: reply });
/** ai/completions adds the usage of the reply. */
export const completion: ResponseSchema = ok({ data: reply, usage });
/** ai/images and ai/image_edit: the generated image URLs (Meow_MWAI_Reply::$results) and usage. */
export const images: ResponseSchema = ok({ data: few(imageUrl, 2), usage });
/** simpleImageQuery / simpleImageEditQuery: the first image URL only. */
export const imageAnswer: ResponseSchema = ok({ data: imageUrl });

const jsonData = record({
  title: text('Getting started with the store'),
  tags: few(text('shop', 'setup', 'guide'), 3),
  summary: text('A short guide to setting up the store and publishing the first products.'),
});
/** ai/json and simpleJsonQuery: the decoded JSON the model produced. */
export const jsonAnswer: ResponseSchema = ok({ data: jsonData });

/** ai/magic_wand (Meow_MWAI_Modules_Wand actions). */
export const magicWand: ResponseSchema = ok({
  data: record({
    mode: { enum: ['replace', 'suggest'] },
    type: { const: 'text' },
    result: text('Our store ships worldwide within three business days.'),
    results: few(text('Our store ships worldwide within three business days.', 'We deliver anywhere in the world in three working days.'), 2),
  }),
});

/** OpenAI's moderation object (POST /v1/moderations), returned as-is by ai/moderate. */
const moderation = record({
  id: text('modr-9a7c2e1f4b6d8a03'),
  model: { const: 'omni-moderation-latest' },
  results: few(record({
    flagged: { const: false },
    categories: record({ harassment: { const: false }, hate: { const: false }, 'self-harm': { const: false }, sexual: { const: false }, violence: { const: false } }),
    category_scores: record({ harassment: { type: 'number', minimum: 0, maximum: 0.01 }, violence: { type: 'number', minimum: 0, maximum: 0.01 } }),
  }), 1),
});
export const moderate: ResponseSchema = ok({ results: moderation });
/** moderationCheck: whether the text was flagged. */
export const flagged: ResponseSchema = ok({ data: flag });

/** A model definition (constants/models.php) as engines' retrieve_models answer them. */
const modelDef = record({
  model,
  name: { enum: ['GPT-5 Mini', 'GPT-4.1 Mini', 'GPT-5.5'] },
  family: { enum: ['gpt-5', 'gpt-4.1'] },
  features: few({ const: 'completion' }, 1),
  price: record({ in: { type: 'number', minimum: 0.1, maximum: 5 }, out: { type: 'number', minimum: 0.4, maximum: 30 } }),
  type: { const: 'token' },
  unit: { const: 0.000001 },
  maxCompletionTokens: { enum: [32768, 128000] },
  maxContextualTokens: { enum: [400000, 1047576] },
  tags: few({ enum: ['core', 'chat', 'vision', 'functions', 'json', 'responses'] }, 3),
});
export const models: ResponseSchema = ok({ models: few(modelDef) });

export const connection: ResponseSchema = ok({
  provider: { const: 'openai' },
  name: { const: 'OpenAI' },
  data: record({
    success: { const: true },
    service: { const: 'OpenAI' },
    message: text('Connection successful. Found 96 models.'),
    details: record({
      endpoint: { const: 'https://api.openai.com/v1/models' },
      model_count: whole(60, 120),
      sample_models: few(text('gpt-4.1-mini', 'gpt-5-mini', 'whisper-1'), 3),
      organization: { type: 'null' },
    }),
  }),
});

/** An OpenAI file object (GET /v1/files). */
const file = record({
  id: text('file-4Xq2mB7tRz9LcA1e', 'file-9KpL3vN0sYw6QdE2'),
  object: { const: 'file' },
  bytes: whole(1200, 480000),
  created_at: whole(1768000000, 1768479999),
  filename: text('support-conversations.jsonl', 'faq-training.jsonl'),
  purpose: { const: 'fine-tune' },
  status: { const: 'processed' },
});
export const filesList: ResponseSchema = ok({ files: record({ object: { const: 'list' }, data: few(file), has_more: { const: false } }) });
export const fileUploaded: ResponseSchema = ok({ file });
/** provider/files/download: the file's content. */
export const fileContent: ResponseSchema = ok({
  data: text('{"messages":[{"role":"user","content":"Do you ship abroad?"},{"role":"assistant","content":"Yes, worldwide."}]}\n'),
});

const ftStatus = { enum: ['succeeded', 'running', 'validating_files', 'failed', 'cancelled'] };
/** A fine-tuning job as list_finetunes reshapes it (suffix, createdOn, base_model, model = fine_tuned_model). */
const finetune = record({
  id: text('ftjob-abc123XYZ789', 'ftjob-Q2w3E4r5T6y7U8'),
  organization_id: text('org-mockorg0000000000000'),
  status: ftStatus,
  trained_tokens: whole(1000, 90000),
  training_file: text('file-4Xq2mB7tRz9LcA1e'),
  suffix: text('support-bot'),
  createdOn: text('2026-01-12 07:45:36 UTC'),
  estimatedOn: { type: 'null' },
  base_model: text('gpt-4.1-mini-2025-04-14'),
  model: text('ft:gpt-4.1-mini-2025-04-14:mock-org:support-bot:A1b2C3d4'),
});
export const finetunes: ResponseSchema = ok({ finetunes: few(finetune) });
/** list_deleted: the names of fine-tuned models that no longer exist. */
export const deletedFinetunes: ResponseSchema = ok({
  finetunes: few(text('ft:gpt-4.1-mini-2025-04-14:mock-org:old-bot:Z9y8X7w6'), 2, 0),
});
/** provider/files/finetune: the job OpenAI created (POST /v1/fine_tuning/jobs). */
export const finetuneStarted: ResponseSchema = ok({
  finetune: record({
    object: { const: 'fine_tuning.job' },
    id: text('ftjob-abc123XYZ789'),
    model: text('gpt-4.1-mini-2025-04-14'),
    created_at: whole(1768400000, 1768479999),
    fine_tuned_model: { type: 'null' },
    organization_id: text('org-mockorg0000000000000'),
    result_files: none,
    status: { const: 'validating_files' },
    training_file: text('file-4Xq2mB7tRz9LcA1e'),
    validation_file: { type: 'null' },
    user_provided_suffix: text('support-bot'),
  }),
});

/** simpleAuthCheck: who the caller is. */
export const authCheck: ResponseSchema = ok({
  data: record({ type: { const: 'email' }, value: { type: 'string', format: 'email', examples: ['admin@example.org'] } }),
});

/** listChatbots: a summary of every chatbot. */
export const chatbotSummaries: ResponseSchema = ok({
  data: few(record({
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
  })),
});

/** simpleChatbotQuery: the reply, the actions and the discussion id. */
export const chatbotAnswer: ResponseSchema = ok({ data: reply, extra: record({ actions: none, chatId: text('m4x9k2c1d7', 'q8z1w5n3r2') }) });
