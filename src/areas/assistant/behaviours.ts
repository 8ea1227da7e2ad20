// The behaviour names of the assistant/v1 routes whose semantics are the plugin's own (the forms, the fixed
// answers and the post types are bound to generic kinds in the catalogue instead).
import type { Behaviour } from '../../dispatch/types.js';
import { approveMedia, rejectMedia } from './media-drafts/approve-reject.js';
import { createImage } from './media-drafts/create-image.js';
import { listDraftMedia } from './media-drafts/draft-list.js';
import { generateImageMeta, updateMediaMetadata } from './media-drafts/media-metadata.js';
import { checkPostsContent, countPosts, postContent, postIds } from './post-helpers/post-queries.js';
import { createPost, updatePostExcerpt, updatePostTitle } from './post-helpers/post-writes.js';
import { listChatbots } from './settings/chatbot-list.js';
import { chatbotSettings } from './settings/chatbots.js';
import { getOptions, resetOptions, updateOptions } from './settings/options.js';
import { themeSettings } from './settings/themes.js';
import { simpleAuthCheck } from './system/auth-check.js';
import { dailyActivity, hourlyActivity, topTools } from './system/log-activity.js';
import { optimizeDatabase } from './system/optimize-database.js';
import { clearPluginLog, getPluginLog } from './system/plugin-log.js';
import { deleteLogs, listLogs, logMeta } from './system/query-logs.js';
import { agentSelfTest } from './system/self-test.js';
import { startSession } from './system/session-start.js';
import { getTemplates, saveTemplates } from './system/templates.js';
import { createTestTask } from './tasks/chatbot-test.js';
import { listCronEvents, runCron } from './tasks/cron-handlers.js';
import { deleteTask, deleteTaskLogs, listTasks, pauseTask, resetTasks, resumeTask, runTask, runTasks, taskLogs } from './tasks/task-handlers.js';
import { createVideo, deleteVideo, downloadVideo, videoStatus } from './video/video-jobs.js';
import { deleteVideoFromLibrary, saveVideoToLibrary } from './video/video-library.js';

export const assistantBehaviours: Readonly<Record<string, Behaviour>> = {
  'assistant-tasks-list': listTasks,
  'assistant-task-logs': taskLogs,
  'assistant-task-run': runTask,
  'assistant-task-pause': pauseTask,
  'assistant-task-resume': resumeTask,
  'assistant-task-delete': deleteTask,
  'assistant-task-logs-delete': deleteTaskLogs,
  'assistant-tasks-reset': resetTasks,
  'assistant-task-create-test': createTestTask,
  'assistant-run-tasks': runTasks,
  'assistant-cron-events': listCronEvents,
  'assistant-run-cron': runCron,
  'assistant-optimize-database': optimizeDatabase,
  'assistant-count-posts': countPosts,
  'assistant-posts-ids': postIds,
  'assistant-post-content': postContent,
  'assistant-check-posts-content': checkPostsContent,
  'assistant-create-post': createPost,
  'assistant-update-post-title': updatePostTitle,
  'assistant-update-post-excerpt': updatePostExcerpt,
  'assistant-create-image': createImage,
  'assistant-generate-image-meta': generateImageMeta,
  'assistant-update-media-metadata': updateMediaMetadata,
  'assistant-list-draft-media': listDraftMedia,
  'assistant-approve-media': approveMedia,
  'assistant-reject-media': rejectMedia,
  'assistant-create-video': createVideo,
  'assistant-video-status': videoStatus,
  'assistant-download-video': downloadVideo,
  'assistant-delete-video': deleteVideo,
  'assistant-save-video-to-library': saveVideoToLibrary,
  'assistant-delete-video-from-library': deleteVideoFromLibrary,
  'assistant-settings-options': getOptions,
  'assistant-settings-update': updateOptions,
  'assistant-settings-reset': resetOptions,
  'assistant-settings-chatbots': chatbotSettings,
  'assistant-settings-themes': themeSettings,
  'assistant-list-chatbots': listChatbots,
  'assistant-simple-auth-check': simpleAuthCheck,
  'assistant-start-session': startSession,
  'assistant-get-logs': getPluginLog,
  'assistant-clear-logs': clearPluginLog,
  'assistant-templates-get': getTemplates,
  'assistant-templates-save': saveTemplates,
  'assistant-logs-list': listLogs,
  'assistant-logs-delete': deleteLogs,
  'assistant-logs-meta': logMeta,
  'assistant-logs-activity': hourlyActivity,
  'assistant-logs-activity-daily': dailyActivity,
  'assistant-agent-top-tools': topTools,
  'assistant-agent-self-test': agentSelfTest,
};
