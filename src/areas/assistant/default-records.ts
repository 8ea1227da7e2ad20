// The assistant's starting records on the default site (src/areas/assistant): its scheduled tasks and their
// logs, the WP-Cron events, chatbots, a custom theme, prompt templates, query logs, forms and the plugin's log.
// Times are GMT around the default clock (2026-01-15 09:00:00); settings options start at the plugin's defaults.
import { CHATBOTS, CRON_EVENTS, FORMS, PLUGIN_LOG, QUERY_LOGS, TASK_LOGS, TASKS, TEMPLATES, THEMES } from '../../catalogue/record-sets/assistant.js';

const task = (
  id: number,
  task_name: string,
  description: string,
  category: string,
  schedule: string,
  status: string,
  last: string | null,
  next: string | null,
) => ({
  id,
  task_name,
  description,
  category,
  schedule,
  status,
  next_run: next,
  last_run: last,
  expires_at: null,
  step: 0,
  step_name: null,
  step_data: null,
  data: {},
  meta: {},
  error_count: 0,
  max_retries: 3,
  created: '2026-01-02 08:00:00',
  updated: last ?? '2026-01-02 08:00:00',
});

const log = (id: number, task_id: number, at: string, message: string, time_taken: number) => ({
  id,
  task_id,
  started: at,
  ended: at,
  status: 'success',
  message,
  time_taken,
  memory_peak: 23068672,
  step: null,
  created: at,
});

const DISCUSSIONS_DONE = 'Cleanup complete. Deleted 0 discussions older than 90 days';

const query = (id: number, time: string, fields: Record<string, unknown>) => ({
  id,
  userId: 1,
  ip: '127.0.0.1',
  session: '6968a0f200001',
  model: 'gpt-5-mini',
  feature: 'completion',
  units: 214,
  type: 'tokens',
  price: 0.000412,
  scope: 'admin-tools',
  envId: 'x8r2kq1m',
  time,
  refId: null,
  stats: null,
  accuracy: 'tokens',
  ...fields,
});

const template = (id: string, name: string, fields: Record<string, unknown>) => ({
  id,
  name,
  mode: 'query',
  model: 'gpt-5-mini',
  envId: '',
  temperature: 0.8,
  maxTokens: 2048,
  ...fields,
});

export const ASSISTANT_RECORDS: Readonly<Record<string, unknown>> = {
  [TASKS]: [
    task(
      1,
      'cleanup_discussions',
      'Remove old discussions beyond retention period.',
      'system',
      '0 3 * * *',
      'pending',
      '2026-01-15 03:00:04',
      '2026-01-16 03:00:00',
    ),
    task(
      2,
      'cleanup_statistics',
      'Remove old query logs beyond Insights retention period.',
      'system',
      '0 2 * * *',
      'pending',
      '2026-01-15 02:00:03',
      '2026-01-16 02:00:00',
    ),
    task(3, 'cleanup_files', 'Delete expired files based on expiration dates.', 'system', '0 4 * * *', 'pending', '2026-01-15 04:00:02', '2026-01-16 04:00:00'),
    task(4, 'cleanup_tasks', 'Clean old task logs and failed tasks.', 'system', '0 13 * * *', 'pending', '2026-01-14 13:00:05', '2026-01-15 13:00:00'),
    task(
      5,
      'sync_product_descriptions',
      'Rewrite the descriptions of new products with the shop assistant.',
      'general',
      '*/30 * * * *',
      'paused',
      '2026-01-14 17:30:00',
      '2026-01-14 18:00:00',
    ),
  ],
  [TASK_LOGS]: [
    log(1, 1, '2026-01-14 03:00:03', DISCUSSIONS_DONE, 0.184),
    log(2, 4, '2026-01-14 13:00:05', 'Cleaned: 0 logs, 0 failed tasks, 0 expired tasks', 0.061),
    log(3, 5, '2026-01-14 17:30:00', "No handler for 'sync_product_descriptions'", 0.002),
    log(4, 2, '2026-01-15 02:00:03', 'Statistics cleanup disabled (retention set to Never)', 0.004),
    log(5, 1, '2026-01-15 03:00:04', DISCUSSIONS_DONE, 0.173),
    log(6, 3, '2026-01-15 04:00:02', 'Cleanup complete. Deleted 0 expired files (0 filesystem, 0 media library)', 0.092),
  ],
  [CRON_EVENTS]: [
    {
      id: 'mwai_tasks_internal_run',
      hook: 'mwai_tasks_internal_run',
      schedule: 'one_minute',
      next_run: 1768467660,
      last_run: 1768467540,
      last_status: 'success',
    },
    { id: 'mwai_files_cleanup', hook: 'mwai_files_cleanup', schedule: 'hourly', next_run: 1768471200, last_run: 1768464000, last_status: 'success' },
    { id: 'mwai_discussions', hook: 'mwai_discussions', schedule: 'twicedaily', next_run: 1768478400, last_run: 1768435200, last_status: 'success' },
  ],
  [CHATBOTS]: {
    chatbots: [
      { botId: 'default', name: 'Default' },
      {
        botId: 'support',
        name: 'Support',
        model: 'gpt-4.1-mini',
        envId: 'x8r2kq1m',
        themeId: 'messages',
        window: true,
        tools: ['web_search'],
        instructions: 'You are the support assistant of Mock Shop. Answer questions about orders, shipping and returns in a friendly, short way.',
        startSentence: 'Hi! Questions about an order? Ask me.',
      },
    ],
  },
  [THEMES]: {
    themes: [{ type: 'css', name: 'Shop Green', themeId: 'shop-green', settings: [], style: '.mwai-shop-green-theme { --mwai-accentColor: #2e7d32; }' }],
  },
  [TEMPLATES]: [
    { id: 'playground', category: 'playground', templates: [template('default', 'Default Template', { prompt: '' })] },
    {
      id: 'contentGenerator',
      category: 'contentGenerator',
      templates: [
        template('default', 'Default Template', { mode: 'post', prompt: 'Write an article about "{TITLE}" in {LANGUAGE}.' }),
        template('k3m9x2pq', 'Product description', { mode: 'post', prompt: 'Write a short, friendly product description for: {TITLE}' }),
      ],
    },
    {
      id: 'imagesGenerator',
      category: 'imagesGenerator',
      templates: [template('default', 'Default Template', { mode: 'image', model: 'gpt-image-1.5', prompt: '' })],
    },
  ],
  [QUERY_LOGS]: [
    query(1, '2025-09-10 14:02:11', { units: 96, price: 0.000188 }),
    query(2, '2026-01-14 10:15:42', {
      feature: 'chatbot',
      scope: 'chatbot',
      model: 'gpt-4.1-mini',
      units: 1380,
      price: 0.00181,
      refId: 'chat_4f1c9a',
      userId: null,
      ip: '192.0.2.15',
    }),
    query(3, '2026-01-14 16:40:05', {
      meta: {
        query: { message: 'Write a haiku about spring.', model: 'gpt-5-mini', scope: 'admin-tools' },
        reply: { result: 'Petals drift on wind / a quiet pond wakes softly / spring hums in the reeds' },
      },
    }),
    query(4, '2026-01-14 18:03:27', { feature: 'images', type: 'images', units: 1, model: 'gpt-image-1.5', price: 0.04, accuracy: 'price' }),
    query(5, '2026-01-15 07:12:50', {
      feature: 'mcp_tool',
      scope: 'wp_get_posts',
      units: 0,
      price: 0,
      type: 'calls',
      stats: '{"status":"success"}',
      accuracy: 'none',
    }),
    query(6, '2026-01-15 07:13:09', {
      feature: 'mcp_tool',
      scope: 'wp_create_post',
      units: 0,
      price: 0,
      type: 'calls',
      stats: '{"status":"success"}',
      accuracy: 'none',
    }),
    query(7, '2026-01-15 07:14:31', {
      feature: 'mcp_tool',
      scope: 'wp_get_posts',
      units: 0,
      price: 0,
      type: 'calls',
      stats: '{"status":"error"}',
      accuracy: 'none',
    }),
    query(8, '2026-01-15 08:30:00', {
      feature: 'chatbot',
      scope: 'chatbot',
      units: 214,
      refId: 'chat_8d2e7b',
      meta: { query: { message: 'Where is my order?', model: 'gpt-5-mini', scope: 'chatbot' }, reply: { result: 'Your order ships tomorrow.' } },
    }),
  ],
  [FORMS]: [
    {
      id: 40,
      title: 'Product question',
      status: 'publish',
      date: '2026-01-10T10:00:00',
      content:
        '<!-- wp:ai-engine/form-field {"id":"mwai-q1","label":"Your question","type":"textarea","name":"QUESTION"} /-->\n<!-- wp:ai-engine/form-submit {"label":"Ask"} /-->\n<!-- wp:ai-engine/form-output /-->',
    },
    { id: 41, title: 'Quote request', status: 'draft', date: '2026-01-12T15:30:00', content: '' },
  ],
  [PLUGIN_LOG]: {
    lines: [
      '2026-01-14 10:15:44: ✅ Chatbot query answered (gpt-4.1-mini, 1380 tokens).',
      '2026-01-14 18:03:30: ✅ Image generated (gpt-image-1.5).',
      '2026-01-15 08:12:41: ⚠️ The query was rejected - message was too short.',
      '2026-01-15 08:30:02: ✅ Chatbot query answered (gpt-5-mini, 214 tokens).',
    ],
  },
};
