// Realtime voice sessions (AI Engine Pro's MeowPro_MWAI_Realtime, OpenAI WebRTC): POST provider/realtime/start
// opens a session for a chatbot (kept in `assistant.realtime_sessions`; the ephemeral client secret is handed
// out once and never kept), stats adds the usage the browser measured to that chat's session, discussions
// saves the spoken conversation as the chat's discussion, call runs a Code Engine function of the
// `assistant.functions` store, image checks a picture the visitor shows before it goes to the model.
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import { putRecord, recordsIn } from '../../store/records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { chatbotById } from '../assistant/settings/chatbots.js';
import { saveDiscussion, type ChatMessage } from './discussions.js';
import { invalidParam, missingParam, notFound } from './errors.js';
import { findModel, modelOf } from './models.js';
import { answerRandom, epochNow, mysqlNow, nextSerial, textParam } from './request-values.js';
import { FUNCTIONS, REALTIME_SESSIONS } from '../../catalogue/record-sets/assistant-ai.js';
import { ownerOf } from './visitor.js';
import { randomHex, randomToken } from './writer/random.js';

/** How long the browser may use the client secret to connect (OpenAI's default). */
const SECRET_SECONDS = 600;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

interface CodeFunction {
  id: string;
  name: string;
  type?: string;
  target?: string;
  /** What the function returns; `{{argument}}` takes the call's argument of that name. */
  result?: unknown;
}

const functions = (session: Session): CodeFunction[] => recordsIn(session, FUNCTIONS).map((r) => ({ ...r.data, id: String(r.data.id) }) as CodeFunction);

/** The chatbot's functions (`functions: [{id}]`) that the store defines, as the browser's callbacks. */
function callbacksOf(session: Session, bot: Record<string, unknown>): Record<string, unknown>[] {
  const wanted = Array.isArray(bot.functions) ? bot.functions.map((f) => String(isPlainObject(f) ? f.id : f)) : [];
  return functions(session)
    .filter((f) => wanted.includes(f.id))
    .map((f) => ({ name: f.name, id: f.id, type: f.type ?? 'code-engine', target: f.target ?? 'php' }));
}

export const realtimeStart: Handler = async (req, ctx) => {
  const botId = textParam(req, 'botId') ?? textParam(req, 'customId');
  if (!botId) return missingParam('botId', 'the chatbot the voice session is for (or customId)');
  const session = ctx.session;
  const bot = chatbotById(session, ctx, botId) ?? chatbotById(session, ctx, 'default') ?? {};
  const named = typeof bot.model === 'string' ? findModel(session, bot.model) : undefined;
  const model = named?.features?.includes('realtime') ? named : modelOf(session, ctx, undefined, 'realtime');
  if (model instanceof WpError) return model;
  session.tick();
  const random = answerRandom(ctx, 'realtime', botId, String(nextSerial(session, 'realtime')));
  const id = `sess_${randomToken(random, 14)}`;
  const expires = epochNow(session) + SECRET_SECONDS;
  const chatId = textParam(req, 'chatId') ?? null;
  putRecord(session, REALTIME_SESSIONS, id, {
    id,
    botId,
    chatId,
    model: model.model,
    talkMode: textParam(req, 'talkMode') ?? 'hands-free',
    userId: ownerOf(req) ?? null,
    created: mysqlNow(session),
    expires_at: expires,
    stats: {},
  });
  await session.commit();
  return {
    data: {
      success: true,
      provider: 'openai',
      session_id: id,
      model: model.model,
      client_secret: `ek_${randomHex(random, 32)}`,
      client_secret_expires_at: expires,
      function_callbacks: callbacksOf(session, bot),
      supports_vision: Boolean(model.tags?.includes('vision')),
      realtime_url: 'https://api.openai.com/v1/realtime/calls',
    },
  };
};

/** The latest session of a chat (`refId` is the chat id), if any. */
const sessionOfChat = (session: Session, chatId: string) =>
  recordsIn(session, REALTIME_SESSIONS)
    .map((r) => r.data)
    .filter((s) => s.chatId === chatId)
    .pop();

export const realtimeStats: Handler = async (req, ctx) => {
  const stats = req.params.stats;
  if (!isPlainObject(stats)) return missingParam('stats', 'the usage measured by the browser, e.g. {"text_in_tokens": 120, "audio_out_tokens": 800}');
  const session = ctx.session;
  const refId = textParam(req, 'refId');
  const open = refId ? sessionOfChat(session, refId) : undefined;
  if (open) {
    const total: Record<string, unknown> = { ...(isPlainObject(open.stats) ? open.stats : {}) };
    for (const [k, v] of Object.entries(stats)) if (typeof v === 'number') total[k] = (typeof total[k] === 'number' ? (total[k] as number) : 0) + v;
    session.tick();
    putRecord(session, REALTIME_SESSIONS, String(open.id), { ...open, stats: total });
    await session.commit();
  }
  return { data: { success: true, message: 'Stats committed successfully.', overLimit: false, limitMessage: null } };
};

export const realtimeDiscussions: Handler = async (req, ctx) => {
  const botId = textParam(req, 'botId');
  const chatId = textParam(req, 'chatId');
  if (!botId || !chatId) return missingParam(botId ? 'chatId' : 'botId', 'the chatbot and the chat id of the spoken conversation');
  if (!Array.isArray(req.params.messages)) return missingParam('messages', "the conversation's messages, [{role, content}]");
  const session = ctx.session;
  const now = mysqlNow(session);
  const messages: ChatMessage[] = req.params.messages
    .filter(isPlainObject)
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string')
    .map((m) => ({ role: m.role as ChatMessage['role'], content: String(m.content), created: now }));
  session.tick();
  saveDiscussion(session, { botId, chatId, userId: ownerOf(req) ?? null }, messages);
  await session.commit();
  return { data: { success: true, message: 'Discussion committed successfully.' } };
};

/** A function's result with `{{name}}` replaced by the call's argument of that name. */
function resultOf(fn: CodeFunction, args: Record<string, unknown>): string {
  const result = fn.result === undefined ? `${fn.name} ran.` : typeof fn.result === 'string' ? fn.result : JSON.stringify(fn.result);
  return result.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (args[name] === undefined ? whole : String(args[name])));
}

export const realtimeCall: Handler = (req, ctx) => {
  const id = textParam(req, 'functionId');
  const name = textParam(req, 'functionName');
  if (!id && !name) return missingParam('functionId', 'the function to run (functionId, or functionName)');
  const fn = functions(ctx.session).find((f) => (id ? f.id === id : f.name === name));
  if (!fn)
    return notFound(
      'function_not_found',
      `No Code Engine function ${id ? `has the id ${id}` : `is named ${name}`} (the assistant.functions store lists them).`,
      id ? 'functionId' : 'functionName',
    );
  let args = req.params.arguments;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args) as unknown;
    } catch {
      return invalidParam('arguments', 'arguments must be an object (or its JSON text).');
    }
  }
  return { data: { success: true, data: resultOf(fn, isPlainObject(args) ? args : {}) } };
};

const SIGNATURES: readonly [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a'],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

export const realtimeImage: Handler = (req) => {
  const given = textParam(req, 'image') ?? textParam(req, 'imageData');
  if (!given) return missingParam('image', 'the picture as base64 (or a data: URL) of a PNG, JPEG, GIF or WebP');
  const base64 = given.replace(/^data:image\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return invalidParam('image', 'image must be base64 data (or a data: URL).');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return invalidParam('image', `The image is ${bytes.length} bytes; at most ${MAX_IMAGE_BYTES} are accepted.`);
  if (!SIGNATURES.some(([, test]) => test(bytes))) return invalidParam('image', 'The data is not a PNG, JPEG, GIF or WebP image.');
  return { data: { success: true, imageData: base64, message: 'Image validated and ready to send.' } };
};
