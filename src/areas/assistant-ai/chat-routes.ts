// POST assistant-ui/v1 chats/submit (the chatbot widget: botId or customId, newMessage, chatId) and the public
// API's simpleChatbotQuery (botId, message, chatId). Both continue the conversation of their chat id; a turn
// without one starts a new conversation under a new id, which the answer names (`chatId`, beside the reply).
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { runChat } from './chat.js';
import { missingParam } from './errors.js';
import { nextSerial, textParam } from './request-values.js';
import { randomFor, randomId } from './writer/random.js';

/** The chat id of a turn: the one given (or the client's `session`), else a new one (get_random_id(8)). */
function chatIdOf(req: RestRequest, session: Session, seed: number, parts: string[]): string {
  return textParam(req, 'chatId') ?? textParam(req, 'session') ?? randomId(randomFor(seed, 'chat-id', String(nextSerial(session, 'chat')), ...parts), 8);
}

export const chatSubmit: Handler = async (req, ctx) => {
  const botId = textParam(req, 'botId') ?? textParam(req, 'customId');
  if (!botId) return missingParam('botId', 'the chatbot to talk to (or customId for a chatbot defined in a shortcode)');
  const message = (textParam(req, 'newMessage') ?? '').trim();
  const hasFile = textParam(req, 'newFileId') !== undefined || (Array.isArray(req.params.newFileIds) && req.params.newFileIds.length > 0);
  if (!message && !hasFile) return missingParam('newMessage', "the visitor's message (it may be empty only when a file is attached)");
  const session = ctx.session;
  const chatId = chatIdOf(req, session, ctx.site.scenario.seed, [botId, message]);
  const turn = runChat(req, ctx, session, { botId, chatId, message, scope: 'chatbot' });
  if (turn instanceof WpError) return turn;
  await session.commit();
  return {
    data: { success: true, reply: turn.reply, images: turn.images, actions: [], shortcuts: [], blocks: [], usage: turn.usage, chatId },
  };
};

export const simpleChatbotQuery: Handler = async (req, ctx) => {
  const botId = textParam(req, 'botId');
  const message = textParam(req, 'message') ?? textParam(req, 'prompt');
  if (!botId || !message) return missingParam(botId ? 'message' : 'botId', 'the botId and message are required');
  const session = ctx.session;
  const chatId = chatIdOf(req, session, ctx.site.scenario.seed, [botId, message]);
  const turn = runChat(req, ctx, session, { botId, chatId, message, scope: 'public-api' });
  if (turn instanceof WpError) return turn;
  await session.commit();
  return { data: { success: true, data: turn.reply, extra: { actions: [], chatId } } };
};
