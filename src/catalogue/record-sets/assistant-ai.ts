// The record sets the assistant's AI routes keep in a session (`records` table). A scenario may seed any of
// them under `data.records` (src/areas/assistant-ai/default-records.ts seeds the default shop).

/** The models the provider offers (constants/models.php entries): /ai/models, prices of the usage. */
export const MODELS = 'assistant.models';
/** Moderation word lists by category: `{ words: { violence: [...], harassment: [...] } }`. */
export const MODERATION = 'assistant.moderation';
/** Conversations of chatbots and of the editor assistant (the discussions table): chatId, botId, messages. */
export const DISCUSSIONS = 'assistant.discussions';
/** Pending editor-assistant tool calls, answered by POST editor/feedback. */
export const EDITOR_FEEDBACK = 'assistant.editor_feedback';
/** The mwai_files table: visitor uploads and generated images (refId, purpose, owner, expiry). */
export const FILES = 'assistant.files';
/** OpenAI file objects (provider/files/*). */
export const PROVIDER_FILES = 'assistant.provider_files';
/** The content of each provider file, by file id (kept apart so lists stay small). */
export const PROVIDER_FILE_CONTENTS = 'assistant.provider_file_contents';
/** OpenAI fine-tuning jobs (provider/finetunes/*). */
export const FINETUNES = 'assistant.finetunes';
/** Realtime voice sessions started by provider/realtime/start, with the usage committed to them. */
export const REALTIME_SESSIONS = 'assistant.realtime_sessions';
/** Code Engine functions a realtime session may call: name and result. */
export const FUNCTIONS = 'assistant.functions';

/** Every record set above, for `mock-site validate` (src/areas/built-in-record-sets.ts). */
export const ASSISTANT_AI_STORES: readonly string[] = [
  MODELS,
  MODERATION,
  DISCUSSIONS,
  EDITOR_FEEDBACK,
  FILES,
  PROVIDER_FILES,
  PROVIDER_FILE_CONTENTS,
  FINETUNES,
  REALTIME_SESSIONS,
  FUNCTIONS,
];
