// The block editor's assistant (Meow_MWAI_Modules_Editor_Assistant): POST editor/submit answers a reply and,
// when the message asks for a change the editor tools make (a new title, excerpt or slug in quotes, a status),
// the tool calls for the browser to run (`actions`) with a `feedbackId`. POST editor/feedback sends the tools'
// results back under that id and gets the closing reply. The conversation is kept under the chat id
// (chatbot `mwai_assistant`).
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { getRecord, putRecord, removeRecord } from '../../store/records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { runChat } from './chat.js';
import { appendExchange, findDiscussion, saveDiscussion } from './discussions.js';
import { invalidParam, missingParam, notFound } from './errors.js';
import { modelOf } from './models.js';
import { answerRandom, mysqlNow, nextSerial, textParam } from './request-values.js';
import { EDITOR_FEEDBACK } from '../../catalogue/record-sets/assistant-ai.js';
import { ownerOf } from './visitor.js';
import { randomFor, randomHex, randomId, randomToken } from './writer/random.js';
import { usageOf } from './writer/usage.js';

const BOT_ID = 'mwai_assistant';
/** The editor assistant's own chatbot (get_internal_chatbot). */
const ASSISTANT_BOT = { botId: BOT_ID, name: 'AI Assistant', mode: 'chat', scope: 'editor-assistant', textInputMaxLength: 16384 };

interface ToolCall {
  name: string;
  args: Record<string, string>;
  toolId: string;
  /** What the closing reply says once the tool ran. */
  done: string;
}

const QUOTED = `["“'‘](.+?)["”'’]`;
const CHANGES: readonly { pattern: RegExp; tool: (value: string) => Omit<ToolCall, 'toolId'> }[] = [
  {
    pattern: new RegExp(String.raw`\btitle\b[^"“'‘]*?${QUOTED}`, 'i'),
    tool: (v) => ({ name: 'mwai_update_title', args: { title: v }, done: `the title is now “${v}”` }),
  },
  {
    pattern: new RegExp(String.raw`\bexcerpt\b[^"“'‘]*?${QUOTED}`, 'i'),
    tool: (v) => ({ name: 'mwai_update_excerpt', args: { excerpt: v }, done: `the excerpt is now “${v}”` }),
  },
  {
    pattern: new RegExp(String.raw`\bslug\b[^"“'‘]*?${QUOTED}`, 'i'),
    tool: (v) => ({ name: 'mwai_update_slug', args: { slug: v }, done: `the slug is now ${v}` }),
  },
  {
    pattern: /\bstatus\b.*?\b(draft|publish|pending|private)\b/i,
    tool: (v) => ({ name: 'mwai_update_status', args: { status: v.toLowerCase() }, done: `the post is now ${v.toLowerCase()}` }),
  },
];

/** The tool calls a message asks for, each with its own toolId. */
function toolCalls(ctx: HandlerContext, message: string): ToolCall[] {
  const random = answerRandom(ctx, 'editor-tools', message);
  return CHANGES.flatMap(({ pattern, tool }) => {
    const match = pattern.exec(message);
    return match ? [{ ...tool(match[1]!.trim()), toolId: `call_${randomToken(random, 24)}` }] : [];
  });
}

const action = (call: ToolCall) => ({ type: 'function', data: { name: call.name, args: call.args, toolId: call.toolId } });

export const editorSubmit: Handler = async (req, ctx) => {
  const message = (textParam(req, 'newMessage') ?? '').trim();
  if (!message) return missingParam('newMessage', 'what to ask the assistant about the post');
  const session = ctx.session;
  const chatId = textParam(req, 'chatId') ?? randomId(randomFor(ctx.site.scenario.seed, 'editor-chat', String(nextSerial(session, 'chat')), message), 8);
  const calls = toolCalls(ctx, message);
  if (!calls.length) {
    const internal = { ...ASSISTANT_BOT, envId: textParam(req, 'envId') ?? '', model: textParam(req, 'model') ?? '' };
    const turn = runChat(req, ctx, session, { botId: BOT_ID, chatId, message, scope: 'editor-assistant', internal });
    if (turn instanceof WpError) return turn;
    await session.commit();
    return { data: { success: true, reply: turn.reply, actions: [], feedbackId: null, usage: turn.usage } };
  }
  const model = modelOf(session, ctx, textParam(req, 'model'), 'text');
  if (model instanceof WpError) return model;
  const reply =
    calls.length === 1
      ? `On it: I will make that change (${calls[0]!.name.replace('mwai_', '').replace(/_/g, ' ')}).`
      : `On it: I will make these ${calls.length} changes.`;
  const feedbackId = `fb_${randomHex(answerRandom(ctx, 'editor-feedback', chatId, message, String(nextSerial(session, 'editor-feedback'))), 16)}`;
  session.tick();
  putRecord(session, EDITOR_FEEDBACK, feedbackId, { id: feedbackId, chatId, calls, model: model.model, created: mysqlNow(session) });
  appendExchange(session, { botId: BOT_ID, chatId, userId: ownerOf(req) ?? null }, message, reply);
  await session.commit();
  return { data: { success: true, reply, actions: calls.map(action), feedbackId, usage: usageOf(model, message, reply) } };
};

interface Pending {
  id: string;
  chatId: string;
  calls: ToolCall[];
  model: string;
}

/** The results sent back, one per pending tool call, each `{toolId, result}`. */
function resultsOf(req: RestRequest, pending: Pending): Map<string, string> | WpError {
  const given = req.params.results;
  const expected = pending.calls.map((c) => c.toolId);
  if (!Array.isArray(given) || given.length === 0) return missingParam('results', `one {toolId, result} per action to report (${expected.join(', ')})`);
  const results = new Map<string, string>();
  for (const [i, r] of given.entries()) {
    if (!isPlainObject(r) || typeof r.toolId !== 'string') return invalidParam('results', `results[${i}] must be an object {toolId, result}.`);
    if (!expected.includes(r.toolId))
      return invalidParam('results', `results[${i}].toolId "${r.toolId}" is not an action of this feedback (expected ${expected.join(', ')}).`);
    results.set(r.toolId, typeof r.result === 'string' ? r.result : JSON.stringify(r.result ?? ''));
  }
  const missing = expected.filter((id) => !results.has(id));
  if (missing.length) return invalidParam('results', `No result for ${missing.join(', ')}: report every action.`);
  return results;
}

const failed = (result: string) => /^\s*(error|failed)|\bunknown tool\b/i.test(result);

function closingReply(pending: Pending, results: Map<string, string>): string {
  const parts = pending.calls.map((c) =>
    failed(results.get(c.toolId)!) ? `the ${c.name.replace('mwai_', '').replace(/_/g, ' ')} did not work (${results.get(c.toolId)!.split('\n')[0]})` : c.done,
  );
  const text = parts.join('; ');
  return `Done: ${text}. Anything else?`;
}

export const editorFeedback: Handler = async (req, ctx) => {
  const feedbackId = textParam(req, 'feedbackId');
  if (!feedbackId) return missingParam('feedbackId', 'the feedbackId editor/submit answered with its actions');
  const session = ctx.session;
  const pending = getRecord(session, EDITOR_FEEDBACK, feedbackId)?.data as Pending | undefined;
  if (!pending)
    return notFound(
      'feedback_not_found',
      `No pending actions have the feedbackId "${feedbackId}" (each is answered once; send a new editor/submit).`,
      'feedbackId',
    );
  const results = resultsOf(req, pending);
  if (results instanceof WpError) return results;
  const reply = closingReply(pending, results);
  const model = modelOf(session, ctx, pending.model, 'text');
  session.tick();
  removeRecord(session, EDITOR_FEEDBACK, feedbackId);
  const discussion = findDiscussion(session, BOT_ID, pending.chatId);
  saveDiscussion(session, { botId: BOT_ID, chatId: pending.chatId, userId: ownerOf(req) ?? null }, [
    ...(discussion?.messages ?? []),
    { role: 'assistant', content: reply, created: mysqlNow(session) },
  ]);
  await session.commit();
  const usage = usageOf(model instanceof WpError ? { model: pending.model } : model, [...results.values()].join('\n'), reply);
  return { data: { success: true, reply, actions: [], feedbackId: null, usage } };
};
