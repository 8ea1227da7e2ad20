// The record sets the assistant keeps in a session (`records` table). A scenario may seed any of them under
// `data.records` (src/areas/assistant/default-records.ts seeds the default site).
export const TASKS = 'assistant.tasks';
export const TASK_LOGS = 'assistant.task_logs';
export const CRON_EVENTS = 'assistant.cron_events';
/** Settings objects (a mapping each, as a singleton's value): options, chatbots, themes, the plugin's log. */
export const OPTIONS = 'assistant.options';
export const CHATBOTS = 'assistant.chatbots';
export const THEMES = 'assistant.themes';
export const PLUGIN_LOG = 'assistant.plugin_log';
/** Prompt templates, one record per category (id: the category). */
export const TEMPLATES = 'assistant.templates';
/** The query logs (Insights): one record per AI query, its `meta` holding the query and reply. */
export const QUERY_LOGS = 'assistant.query_logs';
export const FORMS = 'assistant.forms';
/** Generated images and videos waiting for approval (id: their attachment id). */
export const MEDIA_DRAFTS = 'assistant.media_drafts';
/** Video generation jobs (id: the provider's video id). */
export const VIDEOS = 'assistant.videos';

export const ASSISTANT_STORES: readonly string[] = [
  TASKS,
  TASK_LOGS,
  CRON_EVENTS,
  OPTIONS,
  CHATBOTS,
  THEMES,
  PLUGIN_LOG,
  TEMPLATES,
  QUERY_LOGS,
  FORMS,
  MEDIA_DRAFTS,
  VIDEOS,
];
