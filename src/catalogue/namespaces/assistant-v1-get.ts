// assistant/v1 GET routes, in the spec's order (/system/templates carries its separate GET and POST endpoints).
import type { EndpointDraft } from '../define.js';
import { done } from '../responses/assistant-common.js';
import { authCheck, chatbotSummaries, deletedFinetunes, filesList, finetunes } from '../responses/assistant-v1-ai.js';
import {
  cronEvents, draftMediaList, postContent, postCount, postIds, postTypes, taskLogs, tasksList,
} from '../responses/assistant-v1-helpers.js';
import {
  agentFunctions, formFull, formsList, optionsList, pluginLog, templates, workspaceOff,
} from '../responses/assistant-v1-system.js';
import { FEATURES, route, routesFor } from './assistant-v1-access.js';

const { admin, feature, api, open } = routesFor('GET');

export const assistantV1Get: Record<string, readonly EndpointDraft[]> = {
  '/helpers/tasks_list': admin(tasksList),
  '/helpers/task_logs': admin(taskLogs),
  '/helpers/list_draft_media': feature(draftMediaList),
  '/helpers/count_posts': feature(postCount),
  '/helpers/posts_ids': feature(postIds),
  '/helpers/post_types': feature(postTypes),
  '/helpers/post_content': feature(postContent),
  '/helpers/cron_events': feature(cronEvents),
  '/workspace/auth-check': open(workspaceOff),
  '/settings/options': admin(optionsList),
  '/system/templates': [route(['GET'], FEATURES, templates), route(['POST'], FEATURES, done)],
  '/agent/functions': admin(agentFunctions),
  '/provider/files/list': admin(filesList),
  '/provider/finetunes/list_deleted': admin(deletedFinetunes),
  '/provider/finetunes/list': admin(finetunes),
  '/get_logs': feature(pluginLog),
  '/clear_logs': feature(done),
  '/forms/list': admin(formsList),
  '/forms/get': admin(formFull),
  '/simpleAuthCheck': api(authCheck),
  '/listChatbots': api(chatbotSummaries),
};
