// assistant/v1 GET routes, in the spec's order (/system/templates carries its separate GET and POST endpoints).
import { AGENT_TOOLS } from '../static-answers/assistant-agent-tools.js';
import { POST_TYPES, WORKSPACE_OFF } from '../static-answers/assistant-fixed-answers.js';
import type { EndpointDraft } from '../define.js';
import { done } from '../responses/assistant-common.js';
import { authCheck, deletedFinetunes, filesList, finetunes } from '../responses/assistant-v1-ai.js';
import { cronEvents, draftMediaList, postContent, postCount, postIds, postTypes, taskLogs, tasksList } from '../responses/assistant-v1-helpers.js';
import { agentFunctions, chatbotList, formFull, formsList, optionsList, pluginLog, templates, workspaceOff } from '../responses/assistant-v1-system.js';
import { FEATURES, route, routesFor } from './assistant-v1-access.js';
import { PROVIDER_FILES_LIST } from './assistant-v1-provider-files.js';
import { FORM_BINDINGS } from './assistant-v1-forms.js';

const { admin, feature, api, open } = routesFor('GET');

export const assistantV1Get: Record<string, readonly EndpointDraft[]> = {
  '/helpers/tasks_list': admin(tasksList, { behaviour: 'assistant-tasks-list' }),
  '/helpers/task_logs': admin(taskLogs, { behaviour: 'assistant-task-logs' }),
  '/helpers/list_draft_media': feature(draftMediaList, { behaviour: 'assistant-list-draft-media' }),
  '/helpers/count_posts': feature(postCount, { behaviour: 'assistant-count-posts' }),
  '/helpers/posts_ids': feature(postIds, { behaviour: 'assistant-posts-ids' }),
  '/helpers/post_types': feature(postTypes, { bind: { kind: 'static', body: { success: true, postTypes: POST_TYPES } } }),
  '/helpers/post_content': feature(postContent, { behaviour: 'assistant-post-content' }),
  '/helpers/cron_events': feature(cronEvents, { behaviour: 'assistant-cron-events' }),
  '/workspace/auth-check': open(workspaceOff, { bind: { kind: 'static', body: WORKSPACE_OFF } }),
  '/settings/options': admin(optionsList, { behaviour: 'assistant-settings-options' }),
  '/system/templates': [
    route(['GET'], FEATURES, templates, { behaviour: 'assistant-templates-get' }),
    route(['POST'], FEATURES, done, { behaviour: 'assistant-templates-save' }),
  ],
  '/agent/functions': admin(agentFunctions, { bind: { kind: 'static', body: { success: true, count: AGENT_TOOLS.length, functions: AGENT_TOOLS } } }),
  '/provider/files/list': admin(filesList, { bind: PROVIDER_FILES_LIST }),
  '/provider/finetunes/list_deleted': admin(deletedFinetunes, { behaviour: 'assistant-finetunes-deleted' }),
  '/provider/finetunes/list': admin(finetunes, { behaviour: 'assistant-finetunes-list' }),
  '/get_logs': feature(pluginLog, { behaviour: 'assistant-get-logs' }),
  '/clear_logs': feature(done, { behaviour: 'assistant-clear-logs' }),
  '/forms/list': admin(formsList, { bind: FORM_BINDINGS.list }),
  '/forms/get': admin(formFull, { bind: FORM_BINDINGS.get }),
  '/simpleAuthCheck': api(authCheck, { behaviour: 'assistant-simple-auth-check' }),
  '/listChatbots': api(chatbotList, { behaviour: 'assistant-list-chatbots' }),
};
