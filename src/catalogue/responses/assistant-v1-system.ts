// Response schemas of assistant/v1 settings, system (logs, templates), agent tools, forms and sessions, answered
// from the session by src/areas/assistant (forms by the collection kind). Lists have any length; what a client
// writes (chatbots, themes, templates, options) comes back as written, so those records keep their keys open.
import type { ResponseSchema } from '../../model/catalogue.js';
import { dbInt, envId, flag, link, maybe, model, nil, ok, record, SITE, text, when, whole } from './assistant-common.js';

const many = (items: unknown): ResponseSchema => ({ type: 'array', items });
const str: ResponseSchema = { type: 'string' };
const num: ResponseSchema = { type: 'number' };
const int: ResponseSchema = { type: 'integer' };
const list: ResponseSchema = { type: 'array' };
const object: ResponseSchema = { type: 'object' };
/** An object that keeps whatever keys were written: the listed ones typed, only `required` always present. */
const open = (properties: Readonly<Record<string, unknown>>, required: readonly string[] = []): ResponseSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: true,
});

/** The main fields of MWAI_CHATBOT_DEFAULT_PARAMS (GET fills every chatbot from them). */
const chatbotParams = {
  mode: text('chat', 'assistant', 'images'),
  scope: text('chatbot'),
  model,
  envId: maybe(text('', 'x8r2kq1m')),
  instructions: text('Converse as if you were an AI assistant. Be friendly, creative.'),
  startSentence: text('Hi! How can I help you?'),
  aiName: text('AI: '),
  userName: text('User: '),
  guestName: text('Guest: '),
  textSend: text('Send'),
  textClear: text('Clear'),
  textInputPlaceholder: text('Type your message...'),
  textInputMaxLength: int,
  themeId: text('chatgpt', 'messages', 'timeless'),
  window: flag,
  iconPosition: text('bottom-right'),
  temperature: num,
  maxMessages: int,
  maxTokens: int,
  contentAware: flag,
  localMemory: flag,
  functions: list,
  mcpServers: list,
  crossSite: open({ enabled: flag, allowedDomains: list }),
};

/** A chatbot: GET answers it filled from the defaults (fileUpload added by its migration), POST as written. */
const chatbot = open({ botId: text('default', 'support'), name: text('Default', 'Support'), ...chatbotParams, fileUpload: flag }, ['botId']);

/** GET/POST settings/chatbots. */
export const chatbots: ResponseSchema = ok({ chatbots: many(chatbot) });

/** A theme: the four internal ones (chatgpt, messages, timeless, foundation) unless replaced, then custom ones. */
const theme = open(
  {
    type: text('internal', 'css'),
    name: text('ChatGPT', 'Messages'),
    themeId: text('chatgpt', 'messages'),
    settings: { type: ['array', 'object'] },
    style: str,
  },
  ['themeId'],
);

/** GET/POST settings/themes. */
export const themes: ResponseSchema = ok({ themes: many(theme) });

const aiEnv = open({ id: envId, name: text('OpenAI'), type: text('openai', 'anthropic'), apikey: str }, ['id', 'name', 'type']);

/** Meow_MWAI_Core::get_all_options (the main keys of MWAI_OPTIONS plus the computed ones; every other key kept). */
const options: ResponseSchema = {
  additionalProperties: true,
  ...record({
    module_suggestions: flag,
    module_chatbots: flag,
    module_forms: flag,
    module_statistics: flag,
    module_embeddings: flag,
    module_mcp: flag,
    module_workspace: flag,
    chatbot_discussions: flag,
    chatbot_typewriter: flag,
    public_api: flag,
    ai_streaming: flag,
    ai_default_env: maybe(envId),
    ai_default_model: model,
    ai_envs: many(aiEnv),
    mcp_envs: list,
    ai_images_default_model: text('gpt-image-2'),
    ai_audio_default_model: text('whisper-1'),
    context_max_length: int,
    languages: object,
    limits: object,
    chatbot_defaults: open({ botId: nil, ...chatbotParams }),
    default_limits: object,
    intro_message: flag,
  }),
};

/** GET settings/options. */
export const optionsList: ResponseSchema = ok({ options });
/** POST settings/update and settings/reset. */
export const optionsSaved: ResponseSchema = ok({ message: { const: 'OK' }, options });

/** A row of mwai_logs (wpdb ARRAY_A: strings), plus the `tokens` alias of `units`. */
const logRow = record({
  id: dbInt('231', '232', '240'),
  userId: maybe(dbInt('1', '2')),
  ip: maybe(text('127.0.0.1', '192.0.2.15')),
  session: maybe(text('6968b2a800001')),
  model,
  feature: text('completion', 'chatbot', 'images', 'video-generator', 'mcp_tool'),
  units: dbInt('214', '1380'),
  type: text('tokens', 'images', 'seconds'),
  price: text('0.000412', '0.00181'),
  scope: text('chatbot', 'admin-tools', 'public-api', 'wp_get_posts'),
  envId: maybe(envId),
  time: when(),
  refId: maybe(text('chat_4f1c9a')),
  stats: maybe(text('{"status":"success"}')),
  accuracy: text('tokens', 'price', 'estimated'),
  tokens: dbInt('214', '1380'),
});

export const logsList: ResponseSchema = ok({ total: dbInt('1', '2', '3'), logs: many(logRow) });
export const logsMeta: ResponseSchema = ok({
  data: open({
    query: open({ message: text('Write a haiku about spring.'), model, scope: text('admin-tools') }),
    reply: open({ result: text('Petals drift on wind / a quiet pond wakes softly / spring hums in the reeds') }),
  }),
});
/** logs/activity: query counts per hour, oldest first. */
export const activity: ResponseSchema = ok({ data: many(whole(0, 100000)) });
/** logs/activity_daily: query counts per day, oldest first; with byModel, one such series per model. */
export const dailyActivity: ResponseSchema = ok({
  data: many({ oneOf: [whole(0, 100000), record({ model, data: many(whole(0, 100000)) })] }),
});

/** A template of the Playground/Content/Images generators (app/js/constants.js). */
const template = open(
  {
    id: text('default', 'k3m9x2pq'),
    name: text('Default Template', 'Product description'),
    mode: text('query'),
    model,
    envId: str,
    temperature: num,
    maxTokens: int,
    prompt: text('', 'Write a short, friendly product description for: '),
  },
  ['id', 'name'],
);
export const templates: ResponseSchema = ok({ templates: many(template) });

/** A tool of the mwai_mcp_tools filter as register_rest_tools annotates it. */
const agentTool = record({
  name: text('wp_list_plugins', 'wp_get_posts', 'wp_create_post'),
  description: text('List installed plugins (returns array of {Name, Version}).'),
  inputSchema: open({ type: { const: 'object' }, properties: object }, ['type', 'properties']),
  accessLevel: { enum: ['read', 'write', 'admin'] },
  category: text('AI Engine (Core)'),
  annotations: record({ readOnlyHint: flag, destructiveHint: flag, openWorldHint: flag }),
});

/** GET agent/functions: the tools offered to agents. */
export const agentFunctions: ResponseSchema = ok({ count: { type: 'integer', minimum: 0 }, functions: many(agentTool) });

const probe = record({
  url: link(`${SITE}/index.php?rest_route=/agentproto/v1/.well-known/oauth-protected-resource`),
  reachable: flag,
  status: maybe(whole(100, 599)),
  content_type: maybe(text('application/json; charset=UTF-8')),
});
/** POST agent/self_test: the loopback probe of the OAuth discovery document. */
export const agentSelfTest: ResponseSchema = ok({
  verdict: { enum: ['ok', 'wellknown_blocked', 'unexpected_status'] },
  message: text("Your site allows the python-httpx User-Agent on the OAuth discovery path. Claude.ai's connector should be able to reach it."),
  probe,
  reference: probe,
});
/** POST system/agent_logs/top_tools. */
export const topTools: ResponseSchema = ok({
  tools: many(
    record({
      tool: text('wp_get_posts', 'wp_create_post', 'wp_get_post'),
      count: whole(1, 100000),
      success_count: whole(0, 100000),
      error_count: whole(0, 100000),
    }),
  ),
});

/** GET get_logs: the plugin's log file, newest line first. */
export const pluginLog: ResponseSchema = ok({
  data: text(
    '2026-01-15 08:30:00: ✅ Chatbot query answered (gpt-5-mini, 214 tokens).\n2026-01-15 08:12:41: ⚠️ The query was rejected - message was too short.',
    'Empty log file.',
  ),
});

const formTitle = record({ raw: text('Contact form', 'Untitled Form'), rendered: text('Contact form', 'Untitled Form') });
const formContent = record({
  raw: text('<!-- wp:ai-engine/form-field {"label":"Your question"} /-->', ''),
  rendered: text('<!-- wp:ai-engine/form-field {"label":"Your question"} /-->', ''),
});
const formStatus = text('draft', 'publish');
/** GET forms/list: newest first; each form also carries the rest of its record (content, date). */
const formSummary: ResponseSchema = {
  ...record({ id: whole(1, 1000000), title: text('Contact form', 'Quote request'), status: formStatus }),
  additionalProperties: true,
};
export const formsList: ResponseSchema = ok({ forms: many(formSummary) });
/** GET forms/get and POST forms/update. */
export const formFull: ResponseSchema = ok({ form: record({ id: whole(1, 1000000), title: formTitle, content: formContent, status: formStatus }) });
/** POST forms/create: a new draft, without content. */
export const formCreated: ResponseSchema = ok({ form: record({ id: whole(1, 1000000), title: formTitle, status: { const: 'draft' } }) });

/** POST start_session: the session id (uniqid()) and the REST nonce cookie-authenticated calls accept. */
export const session: ResponseSchema = ok({
  sessionId: { type: 'string', pattern: '^[0-9a-f]{13}$', examples: ['6968b2a800001'] },
  restNonce: text('mock-site-nonce'),
});

/** GET workspace/auth-check while the Workspace module is off (the only case this route exists). */
export const workspaceOff: ResponseSchema = ok({
  reason: { const: 'module_disabled' },
  message: { const: 'Workspace is not enabled on this site yet. In WordPress, go to AI Engine → Settings → Modules and enable Workspace, then connect again.' },
});

/** GET listChatbots: a summary of every stored chatbot (rest_listChatbots). */
export const chatbotList: ResponseSchema = ok({
  data: many(
    record({
      id: { type: ['string', 'integer'], examples: ['default', 'support'] },
      name: text('Default', 'Support'),
      type: text('chat', 'realtime', 'images', 'assistant'),
      model: maybe(model),
      model_name: maybe(text('GPT-5 Mini', 'GPT-4.1 Mini')),
      environment: maybe(envId),
      environment_name: maybe(text('OpenAI')),
      functions: many(str),
      tools: list,
      mcp_servers: many(record({ id: str, name: str })),
    }),
  ),
});
