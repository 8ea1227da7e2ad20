// Response schemas of assistant/v1 /helpers/* (AI Engine's tasks runner, content and media helpers, video
// generation, cron), answered from the session by src/areas/assistant. wpdb rows keep MySQL's string columns;
// the plugin casts only where it says so. Lists have any length.
import type { ResponseSchema } from '../../model/catalogue.js';
import { dbInt, flag, imageUrl, link, maybe, nil, ok, record, said, SITE, text, when, whole } from './assistant-common.js';

const many = (items: unknown): ResponseSchema => ({ type: 'array', items });
const count: ResponseSchema = { type: 'integer', minimum: 0 };
const anyJson: ResponseSchema = { type: ['object', 'array'] };

const taskName = text('cleanup_discussions', 'cleanup_files', 'chatbot_test_6968b2a800001');

/** A row of mwai_tasks as rest_tasks_list decorates it (data and meta decoded; PHP answers an empty one as []). */
const task = record({
  id: dbInt('1', '2', '5'),
  task_name: taskName,
  description: maybe(text('Remove old discussions beyond retention period.', 'Delete expired files based on expiration dates.')),
  category: { enum: ['system', 'test', 'general'] },
  schedule: text('0 3 * * *', '*/30 * * * *', 'once'),
  status: { enum: ['pending', 'running', 'paused', 'done', 'error'] },
  next_run: maybe(when('2026-01-16 03:00:00', '2026-01-15 10:00:00')),
  last_run: maybe(when()),
  expires_at: maybe(when('2026-01-15 10:00:01')),
  step: count,
  step_name: maybe(text('Initializing', 'Querying chatbot 1 of 2', 'batch_2')),
  step_data: { type: ['object', 'array', 'null'] },
  data: anyJson,
  meta: { type: ['object', 'array', 'null'] },
  error_count: count,
  max_retries: count,
  created: when('2026-01-02 08:00:00'),
  updated: when(),
  deletable: { enum: [0, 1] },
  last_message: maybe(text('Cleanup complete. Deleted 0 discussions older than 90 days', 'Test completed successfully')),
  log_count: count,
  next_runs_preview: { type: 'array', items: when('2026-01-16 03:00:00', '2026-01-17 03:00:00', '2026-01-18 03:00:00'), maxItems: 3 },
  last_run_human: text('6h ago', 'Never'),
  next_run_human: maybe(text('18h', '25m')),
});

export const tasksList: ResponseSchema = ok({ tasks: many(task) });

/** A row of mwai_tasklogs (SELECT *, the latest 50, newest first). */
const taskLog = record({
  id: dbInt('101', '102'),
  task_id: dbInt('1', '2'),
  started: when(),
  ended: maybe(when('2026-01-15 09:30:00')),
  status: { enum: ['success', 'partial', 'error', 'running'] },
  message: maybe(text('Cleanup complete. Deleted 0 discussions older than 90 days', 'Starting test of 2 chatbots')),
  time_taken: maybe(text('0.42', '1.7')),
  memory_peak: maybe(dbInt('23068672', '25165824')),
  step: maybe(dbInt('0', '1')),
  created: when(),
});

export const taskLogs: ResponseSchema = ok({ logs: many(taskLog) });

export const taskRun = said('Task scheduled to run');
export const taskPaused = said('Task paused');
export const taskResumed = said('Task resumed');
export const taskDeleted = said('Task deleted');
export const taskLogsDeleted = said('Logs deleted successfully');
export const tasksReset = said('Tasks system has been reset. All tasks and logs have been cleared, and system tasks have been re-created.');

/** POST task_create_test (Meow_MWAI_Modules_Tasks_Examples::rest_create_test_task). */
export const testTaskCreated: ResponseSchema = ok({
  message: { const: 'Test task created successfully' },
  task_name: { type: 'string', pattern: '^chatbot_test_[0-9a-f]{13}$', examples: ['chatbot_test_6968b2a800001'] },
  next_run: when('2026-01-15 09:01:01'),
});

export const titleUpdated = said('Title updated.');
export const excerptUpdated = said('Excerpt updated.');

/** A media draft of the current user (rest_helpers_list_draft_media): post meta reads '' when unset. */
const draftMedia = record({
  attachment_id: whole(1, 100000),
  type: { enum: ['image', 'video'] },
  openai_id: maybe(text('video_68d7512d07848190b3e45da0ecbebcde')),
  url: imageUrl,
  title: text('A red bicycle on a sunny street', 'AI Generated Video'),
  description: text('A photo-realistic picture of a red bicycle leaning against a brick wall.', ''),
  filename: text('a-red-bicycle-on-a-sunny-street.png', 'video_68d7512d07848190b3e45da0ecbebcde.mp4'),
  created_at: whole(1768400000, 1799999999),
  model: text('gpt-image-1.5', 'sora-2', ''),
  generation_time: text('14.2', '96', ''),
  env_id: text('x8r2kq1m', ''),
});

export const draftMediaList: ResponseSchema = ok({ media: many(draftMedia) });
export const postCount: ResponseSchema = ok({ count });
export const postIds: ResponseSchema = ok({ postIds: many(whole(1, 1000000)) });
export const postTypes: ResponseSchema = ok({
  postTypes: many({
    type: 'object',
    enum: [
      { name: 'Posts', type: 'post' },
      { name: 'Pages', type: 'page' },
    ],
  }),
});

/** GET post_content: the cleaned post (Meow_MWAI_Core::get_post). */
export const postContent: ResponseSchema = ok({
  content: text('Welcome to the mock site. This is its first post. Edit or delete it, then start writing!'),
  checksum: { type: 'string', pattern: '^[a-f0-9]{32}$', examples: ['5d41402abc4b2a76b9719d911017c592'] },
  language: text('en_us (english)'),
  excerpt: text('What we measured, and what we removed.', ''),
  postId: whole(1, 1000000),
  title: text('Hello world!', 'How we test our frontend'),
  url: link(`${SITE}/?p=1`, `${SITE}/?page_id=21`),
});

export const postsWithContent: ResponseSchema = ok({ postsWithContent: many(whole(1, 1000000)) });

/** One mwai_* cron event (rest_helpers_cron_events). */
const cronEvent = record({
  hook: text('mwai_tasks_internal_run', 'mwai_files_cleanup', 'mwai_discussions'),
  name: text('Tasks Runner', 'Files Cleanup', 'Discussions Cleanup'),
  description: text('Processes background tasks and queued operations.', 'Removes expired files based on expiration dates.'),
  next_run: whole(1768400000, 1799999999),
  next_run_human: text('In 1 min', 'Due to run', 'In 5 hours', 'Overdue by 2 hours'),
  last_run: maybe(whole(1768400000, 1799999999)),
  last_run_human: text('2 mins ago', 'Never'),
  last_status: { enum: ['success', 'error', 'unknown'] },
  schedule: text('Every Minute', 'Twice Daily', 'Once Hourly'),
  is_running: flag,
  is_scheduled: { const: true },
});

export const cronEvents: ResponseSchema = ok({ events: many(cronEvent) });
export const cronRun: ResponseSchema = ok({
  message: { const: 'Cron executed successfully' },
  hook: text('mwai_files_cleanup', 'mwai_discussions'),
});

export const dbOptimized: ResponseSchema = ok({
  message: text(
    'Added index idx_mwai_logs_time on wp_mwai_logs\nDeleted 0 old log entries\nDeleted 0 orphaned logmeta entries\nDeleted 0 old chat discussions\nOptimized all AI Engine tables',
    'Deleted 2 old log entries\nDeleted 0 orphaned logmeta entries\nDeleted 0 old chat discussions\nOptimized all AI Engine tables',
  ),
});

export const postCreated: ResponseSchema = ok({ postId: whole(1, 1000000) });
export const attachmentCreated: ResponseSchema = ok({ attachmentId: whole(1, 1000000) });
export const imageMeta: ResponseSchema = ok({
  data: record({
    title: text('Red Bicycle on a Sunny Street'),
    description: text('An image of red bicycle on a sunny street, suitable for the media library.'),
    filename: text('red-bicycle-on-a-sunny-street.png'),
  }),
});
export const mediaMetadataUpdated: ResponseSchema = ok({ url: imageUrl }, ['url']);

/** An OpenAI video job (GET/POST https://api.openai.com/v1/videos); once completed, the draft it became. */
const video = record(
  {
    id: { type: 'string', pattern: '^video_[0-9a-f]{32}$', examples: ['video_68d7512d07848190b3e45da0ecbebcde'] },
    object: { const: 'video' },
    created_at: whole(1768400000, 1799999999),
    status: { enum: ['queued', 'in_progress', 'completed'] },
    model: { enum: ['sora-2', 'sora-2-pro'] },
    progress: whole(0, 100),
    seconds: { enum: ['4', '8', '12'] },
    size: { enum: ['720x1280', '1280x720', '1024x1792', '1792x1024'] },
    completed_at: maybe(whole(1768400000, 1799999999)),
    error: nil,
    attachment_id: whole(1, 1000000),
    url: link(`${SITE}/wp-content/uploads/2026/01/video_68d7512d07848190b3e45da0ecbebcde.mp4`),
  },
  ['attachment_id', 'url'],
);

/** A video the provider does not know (deleted, or never created). */
const failedVideo = record({
  id: text('video_68d7512d07848190b3e45da0ecbebcde'),
  status: { const: 'failed' },
  error: record({ message: text("Video with id 'video_0' not found."), type: text('invalid_request_error'), code: text('video_not_found') }),
});

export const videoCreated: ResponseSchema = ok({
  video,
  usage: record({
    seconds: { enum: [4, 8, 12] },
    queries: { const: 1 },
    price: { type: 'number', minimum: 0, maximum: 6 },
    accuracy: { enum: ['price', 'estimated'] },
  }),
});
export const videoStatus: ResponseSchema = ok({ videos: many({ oneOf: [video, failedVideo] }) });
export const videoDownload: ResponseSchema = ok({
  data: { type: 'string', contentEncoding: 'base64', examples: ['AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAAIZnJlZQ=='] },
  mimeType: { const: 'video/mp4' },
});
