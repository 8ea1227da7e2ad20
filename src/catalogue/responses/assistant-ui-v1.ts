// Response schemas of assistant-ui/v1 (AI Engine's mwai-ui/v1: chatbot, uploads, realtime, editor assistant).
import type { ResponseSchema } from '../types.js';
import { dbInt, envId, few, flag, link, maybe, nil, none, ok, record, reply, said, text, UPLOADS, usage, when, whole } from './assistant-common.js';

const refId = { type: 'string', pattern: '^[a-f0-9]{32}$', examples: ['9f86d081884c7d659a2feaa0c55ad015', '3c59dc048e8850243be8079a5c74d079'] };
const fileUrl = link(`${UPLOADS}/mwai-9f86d081884c7d659a2feaa0c55ad015.png`, `${UPLOADS}/mwai-3c59dc048e8850243be8079a5c74d079.pdf`);

/** POST files/upload (Meow_MWAI_Modules_Files::rest_upload): the stored file's reference and address. */
export const fileUploaded: ResponseSchema = ok({ data: record({ id: refId, url: fileUrl }) });

/** A row of the mwai_files table (wpdb ARRAY_A: every column a string or null) plus its metadata. */
const fileRow = record({
  id: dbInt('12', '13', '27'),
  refId,
  envId: maybe(envId),
  userId: dbInt('1', '2'),
  type: { enum: ['image', 'document'] },
  status: { enum: ['uploaded', 'used'] },
  purpose: { enum: ['vision', 'assistant-in', 'analysis'] },
  created: when(),
  updated: when(),
  expires: when('2026-01-15 10:30:00', '2026-01-14 19:02:11'),
  path: text('/var/www/html/wp-content/uploads/2026/01/mwai-9f86d081884c7d659a2feaa0c55ad015.png'),
  url: fileUrl,
  metadata: { type: 'object', properties: {} },
});

/** POST files/list: `{ files, total }` (total is the COUNT(*) string wpdb answers). */
export const fileList: ResponseSchema = ok({ data: record({ files: few(fileRow), total: dbInt('1', '2', '3') }) });

/** POST files/delete: how many of the given files were deleted. */
export const filesDeleted: ResponseSchema = ok({ deleted: whole(1, 3) });

/** POST chats/submit (Meow_MWAI_Modules_Chatbot::build_final_res). */
export const chatReply: ResponseSchema = ok({
  reply,
  images: nil,
  actions: none,
  shortcuts: none,
  blocks: none,
  usage,
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
  session_id: text('sess_C3x9kLm2QwErTy', 'sess_D7pQ1zVb8NhJs0'),
  model: text('gpt-realtime', 'gpt-realtime-mini'),
  client_secret: text('ek_68a1f0c2b3d4e5f60718293a4b5c6d7e'),
  client_secret_expires_at: whole(1768470000, 1768479999),
  function_callbacks: few(callback, 2, 0),
  supports_vision: flag,
  realtime_url: { const: 'https://api.openai.com/v1/realtime/calls' },
});

/** POST provider/realtime/call: whatever the called function returned. */
export const realtimeCall: ResponseSchema = ok({
  data: text('Your order #1042 has shipped and should arrive on Friday.', 'The appointment is booked for Tuesday at 10:00.'),
});

/** POST provider/realtime/stats. */
export const realtimeStats: ResponseSchema = ok({
  message: { const: 'Stats committed successfully.' },
  overLimit: { const: false },
  limitMessage: nil,
});

/** POST provider/realtime/discussions. */
export const realtimeDiscussion: ResponseSchema = said('Discussion committed successfully.', 'Discussions module is not enabled.');

/** POST provider/realtime/image: the validated base64 image, handed back for the data channel. */
export const realtimeImage: ResponseSchema = ok({
  imageData: text('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  message: { const: 'Image validated and ready to send.' },
});

/** POST editor/submit and editor/feedback (Meow_MWAI_Modules_Editor_Assistant::build_response). */
export const editorReply: ResponseSchema = ok({
  reply: text('I rewrote the introduction to be shorter and more direct.', 'Done! I added a paragraph about shipping times after the second heading.'),
  actions: none,
  feedbackId: nil,
  usage,
});
