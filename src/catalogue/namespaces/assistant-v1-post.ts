// assistant/v1 POST routes, in the spec's order (/system/templates is in assistant-v1-get.ts with both endpoints).
import type { EndpointDraft } from '../define.js';
import { done } from '../responses/assistant-common.js';
import { fileUploaded as simpleUpload } from '../responses/assistant-ui-v1.js';
import {
  chatbotAnswer, completion, connection, copilotAnswer, fileContent, fileUploaded, finetuneStarted, flagged, imageAnswer, images,
  jsonAnswer, magicWand, moderate, models, textAnswer,
} from '../responses/assistant-v1-ai.js';
import {
  attachmentCreated, cronRun, dbOptimized, excerptUpdated, imageMeta, mediaMetadataUpdated, postCreated,
  postsWithContent, taskDeleted, taskLogsDeleted, taskPaused, taskResumed, taskRun, tasksReset, testTaskCreated,
  titleUpdated, videoCreated, videoDownload, videoStatus,
} from '../responses/assistant-v1-helpers.js';
import {
  activity, agentSelfTest, dailyActivity, formCreated, formFull, logsList, logsMeta, optionsSaved, session, topTools,
} from '../responses/assistant-v1-system.js';
import { routesFor } from './assistant-v1-access.js';
import { FORM_BINDINGS } from './assistant-v1-forms.js';

const { admin, feature, api, open } = routesFor('POST');

export const assistantV1Post: Record<string, readonly EndpointDraft[]> = {
  '/helpers/task_run': admin(taskRun, { behaviour: 'assistant-task-run' }),
  '/helpers/task_pause': admin(taskPaused, { behaviour: 'assistant-task-pause' }),
  '/helpers/task_resume': admin(taskResumed, { behaviour: 'assistant-task-resume' }),
  '/helpers/task_delete': admin(taskDeleted, { behaviour: 'assistant-task-delete' }),
  '/helpers/task_logs_delete': admin(taskLogsDeleted, { behaviour: 'assistant-task-logs-delete' }),
  '/helpers/tasks_reset': admin(tasksReset, { behaviour: 'assistant-tasks-reset' }),
  '/helpers/task_create_test': admin(testTaskCreated, { behaviour: 'assistant-task-create-test' }),
  '/helpers/update_post_title': feature(titleUpdated, { behaviour: 'assistant-update-post-title' }),
  '/helpers/update_post_excerpt': feature(excerptUpdated, { behaviour: 'assistant-update-post-excerpt' }),
  '/helpers/create_post': feature(postCreated, { behaviour: 'assistant-create-post' }),
  '/helpers/create_image': feature(attachmentCreated, { behaviour: 'assistant-create-image' }),
  '/helpers/generate_image_meta': feature(imageMeta, { behaviour: 'assistant-generate-image-meta' }),
  '/helpers/update_media_metadata': feature(mediaMetadataUpdated, { behaviour: 'assistant-update-media-metadata' }),
  '/helpers/create_video': feature(videoCreated, { behaviour: 'assistant-create-video' }),
  '/helpers/video_status': feature(videoStatus, { behaviour: 'assistant-video-status' }),
  '/helpers/download_video': feature(videoDownload, { behaviour: 'assistant-download-video' }),
  '/helpers/delete_video': feature(done, { behaviour: 'assistant-delete-video' }),
  '/helpers/save_video_to_library': feature(attachmentCreated, { behaviour: 'assistant-save-video-to-library' }),
  '/helpers/delete_video_from_library': feature(done, { behaviour: 'assistant-delete-video-from-library' }),
  '/helpers/approve_media': feature(done, { behaviour: 'assistant-approve-media' }),
  '/helpers/reject_media': feature(done, { behaviour: 'assistant-reject-media' }),
  '/helpers/check_posts_content': feature(postsWithContent, { behaviour: 'assistant-check-posts-content' }),
  '/helpers/run_tasks': feature(done, { behaviour: 'assistant-run-tasks' }),
  '/helpers/optimize_database': admin(dbOptimized, { behaviour: 'assistant-optimize-database' }),
  '/helpers/run_cron': feature(cronRun, { behaviour: 'assistant-run-cron' }),
  '/start_session': open(session, { behaviour: 'assistant-start-session' }),
  '/settings/update': admin(optionsSaved, { behaviour: 'assistant-settings-update' }),
  '/settings/reset': admin(optionsSaved, { behaviour: 'assistant-settings-reset' }),
  '/system/logs/list': admin(logsList, { behaviour: 'assistant-logs-list' }),
  '/system/logs/delete': admin(done, { behaviour: 'assistant-logs-delete' }),
  '/system/logs/meta': admin(logsMeta, { behaviour: 'assistant-logs-meta' }),
  '/system/logs/activity': admin(activity, { behaviour: 'assistant-logs-activity' }),
  '/system/logs/activity_daily': admin(dailyActivity, { behaviour: 'assistant-logs-activity-daily' }),
  '/system/agent_logs/top_tools': admin(topTools, { behaviour: 'assistant-agent-top-tools' }),
  '/ai/models': feature(models, { behaviour: 'assistant-ai-models' }),
  '/ai/test_connection': admin(connection, { behaviour: 'assistant-ai-test-connection' }),
  '/ai/completions': feature(completion, { behaviour: 'assistant-ai-completions' }),
  '/ai/images': feature(images, { behaviour: 'assistant-ai-images' }),
  '/ai/image_edit': feature(images, { behaviour: 'assistant-ai-image-edit' }),
  '/ai/copilot': feature(copilotAnswer, { behaviour: 'assistant-ai-copilot' }),
  '/ai/magic_wand': feature(magicWand, { behaviour: 'assistant-ai-magic-wand' }),
  '/ai/moderate': admin(moderate, { behaviour: 'assistant-ai-moderate' }),
  '/ai/transcribe_audio': admin(textAnswer, { behaviour: 'assistant-ai-transcribe-audio' }),
  '/ai/transcribe_image': admin(textAnswer, { behaviour: 'assistant-ai-transcribe-image' }),
  '/ai/json': admin(jsonAnswer, { behaviour: 'assistant-ai-json' }),
  '/agent/self_test': admin(agentSelfTest, { behaviour: 'assistant-agent-self-test' }),
  '/provider/files/upload': admin(fileUploaded, { behaviour: 'assistant-provider-file-upload' }),
  '/provider/files/delete': admin(done, { behaviour: 'assistant-provider-file-delete' }),
  '/provider/files/download': admin(fileContent, { behaviour: 'assistant-provider-file-download' }),
  '/provider/files/finetune': admin(finetuneStarted, { behaviour: 'assistant-finetune-start' }),
  '/provider/finetunes/delete': admin(done, { behaviour: 'assistant-finetune-delete' }),
  '/provider/finetunes/cancel': admin(done, { behaviour: 'assistant-finetune-cancel' }),
  '/forms/create': admin(formCreated, { bind: FORM_BINDINGS.create }),
  '/forms/update': admin(formFull, { bind: FORM_BINDINGS.update }),
  '/forms/delete': admin(done, { bind: FORM_BINDINGS.delete }),
  '/simpleTextQuery': api(textAnswer, { behaviour: 'assistant-simple-text' }),
  '/simpleFastTextQuery': api(textAnswer, { behaviour: 'assistant-simple-fast-text' }),
  '/simpleImageQuery': api(imageAnswer, { behaviour: 'assistant-simple-image' }),
  '/simpleImageEditQuery': api(imageAnswer, { behaviour: 'assistant-simple-image-edit' }),
  '/simpleVisionQuery': api(textAnswer, { behaviour: 'assistant-simple-vision' }),
  '/simpleJsonQuery': api(jsonAnswer, { behaviour: 'assistant-simple-json' }),
  '/moderationCheck': api(flagged, { behaviour: 'assistant-moderation-check' }),
  '/simpleTranscribeAudio': api(textAnswer, { behaviour: 'assistant-simple-transcribe-audio' }),
  '/simpleFileUpload': api(simpleUpload, { behaviour: 'assistant-simple-file-upload' }),
  '/simpleChatbotQuery': api(chatbotAnswer, { behaviour: 'assistant-simple-chatbot' }),
};
