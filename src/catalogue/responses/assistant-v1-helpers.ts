// Response schemas of assistant/v1 /helpers/* (AI Engine's tasks runner, content and media helpers, video
// generation, cron). wpdb rows keep MySQL's string columns; the plugin casts only where it says so.
import type { ResponseSchema } from '../types.js';
import {
  dbInt, envId, few, flag, imageUrl, link, maybe, nil, ok, record, said, SITE, text, when, whole,
} from './assistant-common.js';

const taskName = text('cleanup_discussions', 'cleanup_files', 'chatbot_test_6788a1f2c3d4e');

/** A row of mwai_tasks as rest_tasks_list decorates it. */
const task = record({
  id: dbInt('1', '2', '5'),
  task_name: taskName,
  description: text('Delete discussions older than the retention period.', 'Delete expired uploaded files.'),
  category: { enum: ['system', 'test', 'general'] },
  schedule: text('0 3 * * *', '*/30 * * * *', 'once'),
  status: { enum: ['pending', 'running', 'paused', 'done', 'error'] },
  next_run: maybe(when('2026-01-16 03:00:00', '2026-01-15 10:00:00')),
  last_run: maybe(when()),
  expires_at: nil,
  step: whole(0, 3),
  step_name: maybe(text('Initializing', 'batch_2')),
  step_data: nil,
  data: { type: 'object', properties: {} },
  meta: maybe({ type: 'object', properties: {} }),
  error_count: whole(0, 1),
  max_retries: { const: 3 },
  created: when('2026-01-02 08:00:00'),
  updated: when(),
  deletable: { enum: [0, 1] },
  last_message: maybe(text('Deleted 12 discussions.', 'Nothing to clean up.')),
  log_count: whole(0, 40),
  next_runs_preview: few(when('2026-01-16 03:00:00', '2026-01-17 03:00:00', '2026-01-18 03:00:00'), 3, 0),
  last_run_human: text('2h ago', 'Never'),
  next_run_human: maybe(text('in 17h', 'in 25m')),
});

export const tasksList: ResponseSchema = ok({ tasks: few(task) });

/** A row of mwai_tasklogs (SELECT *, the latest 50). */
const taskLog = record({
  id: dbInt('101', '102'),
  task_id: dbInt('1', '2'),
  started: when(),
  ended: maybe(when('2026-01-15 09:30:02')),
  status: { enum: ['success', 'error', 'running'] },
  message: maybe(text('Deleted 12 discussions.', 'Nothing to clean up.')),
  time_taken: maybe(text('0.42', '1.7')),
  memory_peak: maybe(dbInt('23068672', '25165824')),
  step: maybe(dbInt('0', '1')),
  created: when(),
});

export const taskLogs: ResponseSchema = ok({ logs: few(taskLog) });

export const taskRun = said('Task scheduled to run');
export const taskPaused = said('Task paused');
export const taskResumed = said('Task resumed');
export const taskDeleted = said('Task deleted');
export const taskLogsDeleted = said('Logs deleted successfully');
export const tasksReset = said('Tasks system has been reset. All tasks and logs have been cleared, and system tasks have been re-created.');

/** POST task_create_test (Meow_MWAI_Modules_Tasks_Examples::rest_create_test_task). */
export const testTaskCreated: ResponseSchema = ok({
  message: { const: 'Test task created successfully' },
  task_name: text('chatbot_test_6788a1f2c3d4e'),
  next_run: when('2026-01-15 09:31:00'),
});

export const titleUpdated = said('Title updated.');
export const excerptUpdated = said('Excerpt updated.');

/** A media draft of the current user (rest_helpers_list_draft_media). */
const draftMedia = record({
  attachment_id: whole(40, 400),
  type: { enum: ['image', 'video'] },
  openai_id: maybe(text('video_68d7512d07848190b3e45da0ecbebcde')),
  url: imageUrl,
  title: text('A red bicycle on a sunny street', 'AI Generated Video'),
  description: text('A photo-realistic picture of a red bicycle leaning against a brick wall.', ''),
  filename: text('a-red-bicycle-on-a-sunny-street.png', 'video_68d7512d07848190b3e45da0ecbebcde.mp4'),
  created_at: whole(1768400000, 1768479999),
  model: text('gpt-image-1.5', 'sora-2'),
  generation_time: text('14.2', '96'),
  env_id: envId,
});

export const draftMediaList: ResponseSchema = ok({ media: few(draftMedia) });
export const postCount: ResponseSchema = ok({ count: whole(0, 250) });
export const postIds: ResponseSchema = ok({ postIds: few(whole(1, 500), 3) });
export const postTypes: ResponseSchema = ok({
  postTypes: few({ type: 'object', enum: [{ name: 'Posts', type: 'post' }, { name: 'Pages', type: 'page' }, { name: 'Products', type: 'product' }] }),
});

/** GET post_content: the cleaned post (Meow_MWAI_Core::get_post). */
export const postContent: ResponseSchema = ok({
  content: text('Welcome to the mock site. This is sample content.', 'Frontends read this text through the REST API.'),
  checksum: { type: 'string', pattern: '^[a-f0-9]{32}$', examples: ['5d41402abc4b2a76b9719d911017c592'] },
  language: { enum: ['en', 'fr', 'de'] },
  excerpt: text('Welcome to the mock site.', ''),
  postId: whole(1, 500),
  title: text('Hello world!', 'How we test our frontend'),
  url: link(`${SITE}/?p=1`, `${SITE}/?p=42`),
});

export const postsWithContent: ResponseSchema = ok({ postsWithContent: few(whole(1, 500), 3, 0) });

/** One mwai_* cron event (rest_helpers_cron_events). */
const cronEvent = record({
  hook: { enum: ['mwai_tasks_internal_run', 'mwai_files_cleanup', 'mwai_discussions'] },
  name: { enum: ['Tasks Runner', 'Files Cleanup', 'Discussions Cleanup'] },
  description: text('Processes background tasks and queued operations.', 'Removes expired files based on expiration dates.'),
  next_run: whole(1768470000, 1768479999),
  next_run_human: text('In 1 min', 'Due to run', 'In 5 hours'),
  last_run: maybe(whole(1768400000, 1768469999)),
  last_run_human: text('2 mins ago', 'Never'),
  last_status: { enum: ['success', 'error', 'unknown'] },
  schedule: text('Every Minute', 'Twice Daily', 'Once Daily'),
  is_running: flag,
  is_scheduled: { const: true },
});

export const cronEvents: ResponseSchema = ok({ events: few(cronEvent) });
export const cronRun: ResponseSchema = ok({
  message: { const: 'Cron executed successfully' },
  hook: { enum: ['mwai_files_cleanup', 'mwai_discussions'] },
});

export const dbOptimized = said(
  'Added index idx_mwai_logs_time on mwai_logs\nDeleted 0 old chat discussions\nOptimized all AI Engine tables',
  'Index idx_mwai_logs_time already exists on mwai_logs\nDeleted 4 old chat discussions\nOptimized all AI Engine tables',
);

export const postCreated: ResponseSchema = ok({ postId: whole(1, 500) });
export const attachmentCreated: ResponseSchema = ok({ attachmentId: whole(40, 400) });
export const imageMeta: ResponseSchema = ok({
  data: record({
    title: text('Red Bicycle on a Sunny Street'),
    description: text('A red city bicycle leaning against an old brick wall in warm afternoon light.'),
    filename: text('red-bicycle-sunny-street.png'),
  }),
});
export const mediaMetadataUpdated: ResponseSchema = ok({ url: imageUrl }, ['url']);

/** An OpenAI video job (GET/POST https://api.openai.com/v1/videos). */
const video = record({
  id: text('video_68d7512d07848190b3e45da0ecbebcde'),
  object: { const: 'video' },
  created_at: whole(1768400000, 1768479999),
  status: { enum: ['queued', 'in_progress', 'completed'] },
  model: { enum: ['sora-2', 'sora-2-pro'] },
  progress: whole(0, 100),
  seconds: { enum: ['4', '8', '12'] },
  size: { enum: ['720x1280', '1280x720'] },
});

export const videoCreated: ResponseSchema = ok({
  video,
  usage: record({ seconds: { enum: [4, 8, 12] }, queries: { const: 1 }, price: { type: 'number', minimum: 0, maximum: 6 }, accuracy: { enum: ['price', 'estimated'] } }),
});
export const videoStatus: ResponseSchema = ok({ videos: few(video) });
export const videoDownload: ResponseSchema = ok({
  data: text('AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAAIZnJlZQ=='),
  mimeType: { const: 'video/mp4' },
});
