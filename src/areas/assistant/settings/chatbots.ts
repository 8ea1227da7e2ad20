// GET/POST settings/chatbots. GET answers every chatbot filled from the defaults, the `default` one first when
// missing (get_chatbots()); POST replaces the whole list and answers it as stored (update_chatbots(): booleans
// normalised, upload settings kept in step). The list lives in assistant.chatbots as `{ chatbots: [...] }`.
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { badRequest, success } from '../reply.js';
import { CHATBOTS } from '../../../catalogue/record-sets/assistant.js';
import { CHATBOT_DEFAULTS, defaultChatbot } from './chatbot-defaults.js';
import { readSetting, writeSetting } from './setting-value.js';

type Chatbot = Record<string, unknown>;

const BOOLEAN_FIELDS = [
  'window',
  'copyButton',
  'pdfButton',
  'fullscreen',
  'localMemory',
  'iconBubble',
  'centerOpen',
  'imageUpload',
  'fileUpload',
  'multiUpload',
  'fileSearch',
  'contentAware',
  'aiAvatar',
  'userAvatar',
  'guestAvatar',
];
const TRUE_TEXT = new Set(['1', 'true', 'yes']);
const FALSE_TEXT = new Set(['', '0', 'false', 'no']);

function toBoolean(value: unknown): boolean {
  if (typeof value === 'string') return TRUE_TEXT.has(value) || (!FALSE_TEXT.has(value) && value !== '');
  return Boolean(value) && !(Array.isArray(value) && value.length === 0);
}

/** fileUpload is the master switch of the upload settings (imageUpload, fileUploads, multiUpload follow it). */
function syncUploads(bot: Chatbot): void {
  const enabled = Boolean(bot.fileUpload) || Boolean(bot.imageUpload);
  const max = typeof bot.maxUploads === 'number' && bot.maxUploads > 0 ? Math.trunc(bot.maxUploads) : 1;
  Object.assign(bot, { imageUpload: enabled, fileUploads: enabled ? max : 0, multiUpload: enabled && max > 1 });
}

/** The list as stored (get_option('mwai_chatbots')): what listChatbots and the chatbot test read. */
export function storedChatbots(session: Session, ctx: HandlerContext): Chatbot[] {
  const list = readSetting(session, ctx.site.scenario, CHATBOTS)?.chatbots;
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
}

/** get_chatbots(): every chatbot filled from the defaults, with the `default` chatbot first if none is. */
export function chatbotsOf(session: Session, ctx: HandlerContext): Chatbot[] {
  const bots = storedChatbots(session, ctx).map((bot) => {
    const filled: Chatbot = { ...structuredClone(CHATBOT_DEFAULTS), ...bot };
    if (filled.fileUpload === undefined) filled.fileUpload = Boolean(filled.imageUpload) || Number(filled.fileUploads ?? 0) > 0;
    if (filled.maxUploads === undefined) filled.maxUploads = Number(filled.fileUploads ?? 0) > 0 ? filled.fileUploads : 1;
    syncUploads(filled);
    return filled;
  });
  return bots.some((b) => b.botId === 'default') ? bots : [defaultChatbot(), ...bots];
}

/** The chatbot of that botId, filled from the defaults. */
export const chatbotById = (session: Session, ctx: HandlerContext, botId: string): Chatbot | undefined =>
  chatbotsOf(session, ctx).find((b) => b.botId === botId);

function checkedList(given: unknown): Chatbot[] | string {
  if (!Array.isArray(given)) return 'chatbots must be the list of every chatbot (GET settings/chatbots answers it): POST replaces the whole list.';
  const seen = new Set<string>();
  const out: Chatbot[] = [];
  for (const [i, bot] of given.entries()) {
    if (!isPlainObject(bot) || typeof bot.botId !== 'string' || bot.botId === '') return `chatbots[${i}] must be an object with a botId (a non-empty string).`;
    if (seen.has(bot.botId)) return `chatbots[${i}]: botId "${bot.botId}" is used twice; each chatbot needs its own botId.`;
    seen.add(bot.botId);
    const clean: Chatbot = { ...bot };
    for (const field of BOOLEAN_FIELDS) if (field in clean) clean[field] = toBoolean(clean[field]);
    syncUploads(clean);
    out.push(clean);
  }
  return out;
}

export const chatbotSettings: Handler = async (req, ctx) => {
  const session = ctx.session;
  if (req.method === 'GET' || req.method === 'HEAD') return success({ chatbots: chatbotsOf(session, ctx) });
  const list = checkedList(req.params.chatbots);
  if (typeof list === 'string') return badRequest('invalid_chatbots', list);
  session.tick();
  writeSetting(session, CHATBOTS, { chatbots: list });
  await session.commit();
  return success({ chatbots: list });
};
