// assistant/v1: the AI assistant's admin and API routes (AI Engine's mwai/v1): scheduled tasks, content and
// media helpers, video generation, settings, logs, templates, AI queries, provider files and fine-tunes,
// forms, the agent-tool listing and the public "simple" API. No route declares arguments.
// Permissions follow the plugin's callbacks (see assistant-v1-access.ts); anything unnamed is admin-only.
import { ADMIN, defineNamespace } from '../define.js';
import { chatbots, themes } from '../responses/assistant-v1-system.js';
import { route, SETTINGS } from './assistant-v1-access.js';
import { assistantV1Get } from './assistant-v1-get.js';
import { assistantV1Post } from './assistant-v1-post.js';

export const assistantV1 = defineNamespace(
  'assistant/v1',
  { read: ADMIN, write: ADMIN },
  {
    ...assistantV1Get,
    ...assistantV1Post,
    // GET lists them, POST replaces them; both answer the full list.
    '/settings/chatbots': [route(['GET', 'POST'], SETTINGS, chatbots, { behaviour: 'assistant-settings-chatbots' })],
    '/settings/themes': [route(['GET', 'POST'], SETTINGS, themes, { behaviour: 'assistant-settings-themes' })],
  },
);
