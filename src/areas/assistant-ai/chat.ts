// One chatbot turn (Meow_MWAI_Modules_Chatbot::chat_submit): the chatbot of the settings (an unknown botId
// falls back to the `default` one, as the plugin does), its length limit, its mode (chat: a text reply with
// the chatbot's model; images: a generated image), and the exchange saved in the conversation.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { chatbotById } from '../assistant/settings/chatbots.js';
import { appendExchange } from './discussions.js';
import { invalidParam } from './errors.js';
import { generateImages, imageUsage } from './images.js';
import { findModel } from './models.js';
import { logQuery } from './query-log.js';
import { answerRandom } from './request-values.js';
import { answerText, queryTarget } from './text-answer.js';
import { ownerOf } from './visitor.js';
import { writeText } from './writer/compose.js';
import type { Usage } from './writer/usage.js';

export interface ChatTurn {
  botId: string;
  chatId: string;
  message: string;
  scope: string;
  /** A chatbot that is not in the settings (the editor assistant's): its own parameters. */
  internal?: Record<string, unknown>;
}

export interface ChatResult {
  reply: string;
  images: string[] | null;
  usage: Usage;
}

/** Runs one turn and saves it; the caller commits the session. */
export function runChat(req: RestRequest, ctx: HandlerContext, session: Session, turn: ChatTurn): ChatResult | WpError {
  const bot = turn.internal ?? chatbotById(session, ctx, turn.botId) ?? chatbotById(session, ctx, 'default') ?? {};
  const limit = Number(bot.textInputMaxLength);
  if (limit > 0 && [...turn.message].length > limit) {
    return invalidParam(
      'newMessage',
      `The message is ${[...turn.message].length} characters long; this chatbot accepts at most ${limit} (textInputMaxLength).`,
    );
  }
  const envId = typeof bot.envId === 'string' && bot.envId !== '' ? bot.envId : undefined;
  let result: ChatResult;
  if (bot.mode === 'images') {
    const named = typeof bot.model === 'string' ? findModel(session, bot.model) : undefined;
    const imageModel = named?.features?.includes('text-to-image') ? named.model : undefined;
    const target = queryTarget(ctx, session, { envId, model: imageModel }, 'image');
    if (target instanceof WpError) return target;
    const ask = { prompt: turn.message, model: target.model, envId: target.env.id, count: 1 };
    const images = generateImages(req, ctx, session, ask);
    if (images instanceof WpError) return images;
    const urls = images.map((i) => i.url);
    const usage = imageUsage(ask, images);
    logQuery(req, ctx, session, {
      feature: 'images',
      scope: turn.scope,
      env: target.env,
      model: target.model,
      usage,
      query: turn.message,
      reply: urls,
      refId: turn.chatId,
    });
    result = { reply: urls.map((u) => `![Generated Image](${u})`).join('\n\n'), images: urls, usage };
  } else {
    const write = () => writeText(answerRandom(ctx, 'chat', turn.botId, turn.message), turn.message);
    const options = { envId, model: bot.model, maxTokens: bot.maxTokens };
    const answer = answerText(req, ctx, session, {
      prompt: turn.message,
      options,
      kind: 'text',
      scope: turn.scope,
      write,
      feature: 'chatbot',
      refId: turn.chatId,
    });
    if (answer instanceof WpError) return answer;
    result = { reply: answer.text, images: null, usage: answer.usage };
  }
  session.tick();
  appendExchange(session, { botId: turn.botId, chatId: turn.chatId, userId: ownerOf(req) ?? null }, turn.message, result.reply);
  return result;
}
