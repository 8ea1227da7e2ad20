// Response schemas of assistant-ui/v1 (AI Engine's mwai-ui/v1: chatbot, uploads, realtime, editor assistant),
// as src/areas/assistant-ai answers them.
import type { ResponseSchema } from '../../model/catalogue.js';
import { tokenUsage } from './assistant-v1-ai.js';
import { dbInt, envId, few, flag, imageUrl, link, maybe, nil, none, ok, record, reply, said, text, UPLOADS, when, whole } from './assistant-common.js';

const refId = { type: 'string', pattern: '^[a-f0-9]{32}$', examples: ['9f86d081884c7d659a2feaa0c55ad015', '3c59dc048e8850243be8079a5c74d079'] };
const fileUrl = link(`${UPLOADS}/9f86d081884c7d659a2feaa0c55ad015.png`, `${UPLOADS}/3c59dc048e8850243be8079a5c74d079.pdf`);

/** POST files/upload (Meow_MWAI_Modules_Files::rest_upload) and simpleFileUpload: the stored file's reference and address. */
export const fileUploaded: ResponseSchema = ok({ data: record({ id: refId, url: fileUrl }) });

/** A row of the mwai_files table (wpdb ARRAY_A: every column a string or null) plus its metadata. */
const fileRow = record({
  id: dbInt('12', '13', '27'),
  refId,
  envId: maybe(envId),
  userId: maybe(text('1', '5f1a2b3c4d5e6')),
  type: { enum: ['image', 'file'] },
  status: { enum: ['uploaded', 'used'] },
  purpose: maybe(text('vision', 'assistant-in', 'analysis', 'generated')),
  created: when(),
  updated: when(),
  expires: maybe(when('2026-01-15 10:30:00', '2026-01-14 19:02:11')),
  path: text('/var/www/html/wp-content/uploads/2026/01/9f86d081884c7d659a2feaa0c55ad015.png'),
  url: fileUrl,
  metadata: { type: 'object' },
});

/** POST files/list: `{ files, total }` (total is the COUNT(*) string wpdb answers), most recently updated first. */
export const fileList: ResponseSchema = ok({ data: record({ files: few(fileRow, 100, 0), total: dbInt('1', '2', '3') }) });

/** POST files/delete: how many of the given files were deleted. */
export const filesDeleted: ResponseSchema = ok({ deleted: whole(1, 100) });

/**
 * POST chats/submit (Meow_MWAI_Modules_Chatbot::build_final_res): the reply, the images of an images chatbot,
 * the usage, and the chat id the conversation is kept under (the one sent, or a new one).
 */
export const chatReply: ResponseSchema = ok({
  reply,
  images: { oneOf: [nil, few(imageUrl, 4)] },
  actions: none,
  shortcuts: none,
  blocks: none,
  usage: tokenUsage,
  chatId: text('m4x9k2c1', 'q8z1w5n3'),
});

const callback = record({
  name: text('get_order_status', 'book_appointment'),
  id: text('fn_4k2m9x', 'fn_b81qz0'),
  type: { const: 'code-engine' },
  target: { enum: ['php', 'js'] },
});

/** POST provider/realtime/start (MeowPro_MWAI_Realtime::rest_realtime_start, OpenAI/WebRTC branch). */
export const realtimeSession: ResponseSchema = ok({
  provider: { const: 'openai' },
  session_id: { type: 'string', pattern: '^sess_[A-Za-z0-9]{14}$', examples: ['sess_C3x9kLm2QwErTy'] },
  model: text('gpt-realtime'),
  client_secret: { type: 'string', pattern: '^ek_[a-f0-9]{32}$', examples: ['ek_68a1f0c2b3d4e5f60718293a4b5c6d7e'] },
  client_secret_expires_at: whole(1767000000, 1800000000),
  function_callbacks: few(callback, 10, 0),
  supports_vision: flag,
  realtime_url: { const: 'https://api.openai.com/v1/realtime/calls' },
});

/** POST provider/realtime/call: what the called Code Engine function returned. */
export const realtimeCall: ResponseSchema = ok({
  data: text('Order #1042 has shipped and should arrive within three business days.', 'The appointment is booked for 2026-01-20 at 10:00.'),
});

/** POST provider/realtime/stats. */
export const realtimeStats: ResponseSchema = ok({
  message: { const: 'Stats committed successfully.' },
  overLimit: { const: false },
  limitMessage: nil,
});

/** POST provider/realtime/discussions. */
export const realtimeDiscussion: ResponseSchema = said('Discussion committed successfully.');

/** POST provider/realtime/image: the validated base64 image, handed back for the data channel. */
export const realtimeImage: ResponseSchema = ok({
  imageData: text('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  message: { const: 'Image validated and ready to send.' },
});

/** A tool call the browser runs in the block editor (mwai_update_title...). */
const editorAction = record({
  type: { const: 'function' },
  data: record({
    name: { enum: ['mwai_update_title', 'mwai_update_excerpt', 'mwai_update_slug', 'mwai_update_status'] },
    args: { type: 'object', examples: [{ title: 'Winter Sale: Everything 20% Off' }] },
    toolId: text('call_Xy12Ab34Cd56Ef78Gh90Ij12'),
  }),
});

/**
 * POST editor/submit and editor/feedback (Meow_MWAI_Modules_Editor_Assistant::build_response): the reply, the
 * tool calls to run with the feedbackId to report them under (submit), or none (feedback, plain replies).
 */
export const editorReply: ResponseSchema = ok({
  reply: text('On it: I will make that change (update title).', 'Done: the title is now “Winter Sale”. Anything else?'),
  actions: few(editorAction, 4, 0),
  feedbackId: maybe(text('fb_3c59dc048e885024')),
  usage: tokenUsage,
});
