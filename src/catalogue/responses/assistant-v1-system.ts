// Response schemas of assistant/v1 settings, system (logs, templates), agent tools, forms and sessions.
import type { ResponseSchema } from '../types.js';
import { dbInt, envId, few, flag, link, maybe, model, nil, none, ok, record, SITE, text, when, whole } from './assistant-common.js';

/** The main fields of MWAI_CHATBOT_DEFAULT_PARAMS (every chatbot is filled from them). */
const chatbotParams = {
  mode: { const: 'chat' },
  scope: { const: 'chatbot' },
  model,
  envId: text('', 'x8r2kq1m'),
  instructions: text('Converse as if you were an AI assistant. Be friendly, creative.'),
  startSentence: text('Hi! How can I help you?'),
  aiName: { const: 'AI: ' },
  userName: { const: 'User: ' },
  guestName: { const: 'Guest: ' },
  textSend: { const: 'Send' },
  textClear: { const: 'Clear' },
  textInputPlaceholder: { const: 'Type your message...' },
  textInputMaxLength: { const: 512 },
  themeId: { enum: ['chatgpt', 'messages', 'timeless'] },
  window: flag,
  iconPosition: { const: 'bottom-right' },
  temperature: { const: 0.8 },
  maxMessages: { const: 15 },
  maxTokens: { const: 4096 },
  contentAware: flag,
  localMemory: { const: true },
  functions: none,
  mcpServers: none,
  crossSite: record({ enabled: { const: false }, allowedDomains: none }),
};

/** A chatbot as Meow_MWAI_Core::get_chatbots answers it (fileUpload is added by its migration step). */
const chatbot = record({
  botId: { enum: ['default', 'support', 'shop-helper'] },
  name: { enum: ['Default', 'Support', 'Shop Helper'] },
  ...chatbotParams,
  fileUpload: flag,
});

/** GET/POST settings/chatbots. */
export const chatbots: ResponseSchema = ok({ chatbots: few(chatbot) });

const internalTheme = (name: string, themeId: string) => ({ type: 'internal', name, themeId, settings: [], style: '' });
/** The internal themes (Meow_MWAI_Core::get_themes), each a fixed record. */
const theme = {
  type: 'object',
  enum: [internalTheme('ChatGPT', 'chatgpt'), internalTheme('Messages', 'messages'), internalTheme('Timeless', 'timeless'), internalTheme('Foundation', 'foundation')],
};

/** GET/POST settings/themes: the four internal themes, then custom ones. */
export const themes: ResponseSchema = ok({ themes: few(theme, 4) });

const aiEnv = record({ id: envId, name: { const: 'OpenAI' }, type: { const: 'openai' }, apikey: { const: '' } });

/** Meow_MWAI_Core::get_all_options (the main keys of MWAI_OPTIONS plus the computed ones). */
const options = record({
  module_suggestions: { const: true },
  module_chatbots: { const: true },
  module_forms: flag,
  module_statistics: flag,
  module_embeddings: flag,
  module_mcp: flag,
  module_workspace: { const: false },
  chatbot_discussions: flag,
  chatbot_typewriter: flag,
  public_api: flag,
  ai_streaming: { const: true },
  ai_default_env: envId,
  ai_default_model: model,
  ai_envs: few(aiEnv, 1),
  mcp_envs: none,
  ai_images_default_model: { const: 'gpt-image-2' },
  ai_audio_default_model: { const: 'whisper-1' },
  context_max_length: { const: 16384 },
  languages: record({ en: { const: 'English' }, de: { const: 'German' }, fr: { const: 'French' } }),
  limits: record({ enabled: flag }),
  chatbot_defaults: record({ botId: nil, ...chatbotParams }),
  intro_message: flag,
});

/** GET settings/options. */
export const optionsList: ResponseSchema = ok({ options });
/** POST settings/update and settings/reset. */
export const optionsSaved: ResponseSchema = ok({ message: { const: 'OK' }, options });

/** A row of mwai_logs (wpdb ARRAY_A: strings), plus the `tokens` alias of `units`. */
const logRow = record({
  id: dbInt('231', '232', '240'),
  userId: maybe(dbInt('1', '2')),
  ip: maybe(text('127.0.0.1', '192.0.2.15')),
  session: text('6788a1f2c3d4e'),
  model,
  feature: { enum: ['completion', 'chatbot', 'images'] },
  units: dbInt('214', '1380'),
  type: { enum: ['tokens', 'images'] },
  price: text('0.000412', '0.00181'),
  scope: { enum: ['chatbot', 'admin-tools', 'public-api'] },
  envId,
  time: when(),
  refId: maybe(text('chat_4f1c9a')),
  stats: nil,
  accuracy: { enum: ['tokens', 'price', 'estimated'] },
  tokens: dbInt('214', '1380'),
});

export const logsList: ResponseSchema = ok({ total: dbInt('1', '2', '3'), logs: few(logRow) });
export const logsMeta: ResponseSchema = ok({
  data: record({
    query: record({ message: text('Write a haiku about spring.'), model, scope: { const: 'admin-tools' } }),
    reply: record({ result: text('Petals drift on wind / a quiet pond wakes softly / spring hums in the reeds') }),
  }),
});
/** logs/activity (per hour) and logs/activity_daily (per day): query counts, oldest first. */
export const activity: ResponseSchema = ok({ data: few(whole(0, 40)) });

/** A template of the Playground/Content/Images generators (app/js/constants.js). */
const template = record({
  id: { enum: ['default', 'k3m9x2pq'] },
  name: { enum: ['Default Template', 'Product description'] },
  mode: { const: 'query' },
  model,
  envId: { const: '' },
  temperature: { const: 0.8 },
  maxTokens: { const: 2048 },
  prompt: text('', 'Write a short, friendly product description for: '),
});
export const templates: ResponseSchema = ok({ templates: few(template) });

const tool = (name: string, description: string, accessLevel: string, readOnly: boolean) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
  accessLevel,
  category: 'AI Engine (Core)',
  annotations: { readOnlyHint: readOnly, destructiveHint: false, openWorldHint: false },
});
/** Core tools of labs/mcp-core.php as register_rest_tools annotates them. */
const agentTool = {
  type: 'object',
  enum: [
    tool('wp_list_plugins', 'List installed plugins (returns array of {Name, Version}).', 'read', true),
    tool('wp_get_posts', 'Retrieve posts (fields: ID, title, status, excerpt, link). No full content.', 'read', true),
    tool('wp_create_post', 'Create a new post, page, or any custom post type. post_title is required.', 'write', false),
  ],
};

/** GET agent/functions: the tools offered to agents (the mwai_mcp_tools filter). */
export const agentFunctions: ResponseSchema = ok({ count: whole(1, 3), functions: few(agentTool) });

const probe = record({
  url: link(`${SITE}/.well-known/oauth-protected-resource/wp-json/mcp/v1/http`, `${SITE}/wp-json/mcp/v1/.well-known/oauth-protected-resource`),
  reachable: { const: true },
  status: { const: 200 },
  content_type: { const: 'application/json; charset=UTF-8' },
});
/** POST agent/self_test: the loopback probe of the OAuth discovery path. */
export const agentSelfTest: ResponseSchema = ok({
  verdict: { const: 'ok' },
  message: { const: "Your site allows the python-httpx User-Agent on the OAuth discovery path. Claude.ai's connector should be able to reach it." },
  probe,
  reference: probe,
});
/** POST system/agent_logs/top_tools. */
export const topTools: ResponseSchema = ok({
  tools: few(record({ tool: { enum: ['wp_get_posts', 'wp_create_post', 'wp_get_post'] }, count: whole(1, 60), success_count: whole(1, 60), error_count: whole(0, 3) })),
});

export const pluginLog: ResponseSchema = ok({
  data: text('2026-01-15 09:30:00: ✅ Chatbot query answered (gpt-5-mini, 214 tokens).\n2026-01-15 09:12:41: ⚠️ The query was rejected - message was too short.', 'Empty log file.'),
});

const formTitle = record({ raw: text('Contact form', 'Untitled Form'), rendered: text('Contact form', 'Untitled Form') });
const formContent = record({
  raw: text('<!-- wp:ai-engine/form-field {"label":"Your question"} /-->', ''),
  rendered: text('<!-- wp:ai-engine/form-field {"label":"Your question"} /-->', ''),
});
const formStatus = { enum: ['draft', 'publish'] };
export const formsList: ResponseSchema = ok({ forms: few(record({ id: whole(10, 300), title: text('Contact form', 'Quote request'), status: formStatus })) });
/** GET forms/get and POST forms/update. */
export const formFull: ResponseSchema = ok({ form: record({ id: whole(10, 300), title: formTitle, content: formContent, status: formStatus }) });
/** POST forms/create: a new draft, without content. */
export const formCreated: ResponseSchema = ok({ form: record({ id: whole(10, 300), title: formTitle, status: { const: 'draft' } }) });

/** POST start_session: the session id cookie value and a fresh wp_rest nonce. */
export const session: ResponseSchema = ok({
  sessionId: text('6788a1f2c3d4e', '6788a20b91f7c'),
  restNonce: { type: 'string', pattern: '^[a-f0-9]{10}$', examples: ['4f1c9a2b7e', 'b83d0e51c6'] },
});

/** GET workspace/auth-check while the Workspace module is off (the only case this route exists). */
export const workspaceOff: ResponseSchema = ok({
  reason: { const: 'module_disabled' },
  message: { const: 'Workspace is not enabled on this site yet. In WordPress, go to AI Engine → Settings → Modules and enable Workspace, then connect again.' },
});
