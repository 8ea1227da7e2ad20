// Conversations: chatbot submissions and the public chatbot query keep the conversation under its chat id, the
// editor assistant's tool calls and their feedback, and realtime voice sessions (start, stats, discussions,
// function calls, images).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/areas/media/png-encoder.js';
import { ROOT, rest, site } from '../../helpers.js';
import { expectSchema, fresh, post, storeOf, ui } from './assistant-ai-client.js';

type Discussion = { chatId: string; botId: string; messages: { role: string; content: string }[]; title: string };
const discussions = async (session: string) => (await storeOf(session, 'assistant.discussions')) as unknown as Discussion[];

describe('chatbot submissions', () => {
  it('start a conversation under a new chat id, continue it under that id, and keep every message', async () => {
    const s = fresh('chat');
    const first = await ui(s, '/chats/submit', { botId: 'default', newMessage: 'Do you ship abroad?' }).expect(200);
    expectSchema('/chats/submit', first.body, 'assistant-ui/v1');
    expect(first.body).toMatchObject({ success: true, images: null, actions: [], shortcuts: [], blocks: [] });
    const chatId = first.body.chatId as string;
    expect(chatId).toMatch(/^[a-z0-9]{8}$/);
    const second = await ui(s, '/chats/submit', { botId: 'default', newMessage: 'How long does it take?', chatId }).expect(200);
    expect(second.body.chatId).toBe(chatId);
    const [discussion] = await discussions(s);
    expect(discussion).toMatchObject({ chatId, botId: 'default', title: 'Do you ship abroad?' });
    expect(discussion!.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Do you ship abroad?'],
      ['assistant', first.body.reply],
      ['user', 'How long does it take?'],
      ['assistant', second.body.reply],
    ]);
  });

  it('answer the same message with the same reply, and keep each chat apart', async () => {
    const s = fresh('chat-same');
    const a = await ui(s, '/chats/submit', { botId: 'default', newMessage: 'What sizes do you have?', chatId: 'aaaa1111' }).expect(200);
    const b = await ui(s, '/chats/submit', { botId: 'default', newMessage: 'What sizes do you have?', chatId: 'bbbb2222' }).expect(200);
    expect(b.body.reply).toBe(a.body.reply);
    expect((await discussions(s)).map((d) => [d.chatId, d.messages.length])).toEqual([
      ['aaaa1111', 2],
      ['bbbb2222', 2],
    ]);
  });

  it('give each new conversation its own chat id, even when the scenario clock stands still', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-chat-'));
    const file = join(dir, 'frozen.yaml');
    writeFileSync(file, `extends: ${JSON.stringify(join(ROOT, 'scenarios/shop.yaml'))}\nclock:\n  advance: frozen\n`);
    const frozen = site({ scenario: file });
    const send = () => frozen.post(rest('/assistant-ui/v1/chats/submit')).send({ botId: 'default', newMessage: 'Hi' }).expect(200);
    const [a, b] = [await send(), await send()];
    expect(a.body.chatId).not.toBe(b.body.chatId);
    expect(b.body.reply).toBe(a.body.reply);
  });

  it("apply the chatbot's settings: its length limit, and images for an images chatbot", async () => {
    const s = fresh('chat-bots');
    const tooLong = await ui(s, '/chats/submit', { botId: 'default', newMessage: 'x'.repeat(513) }).expect(400);
    expect(tooLong.body.message).toBe('The message is 513 characters long; this chatbot accepts at most 512 (textInputMaxLength).');
    await post(s, '/settings/chatbots', {
      chatbots: [
        { botId: 'default', name: 'Default' },
        { botId: 'painter', name: 'Painter', mode: 'images', model: 'gpt-image-1' },
      ],
    }).expect(200);
    const painted = await ui(s, '/chats/submit', { botId: 'painter', newMessage: 'A cat in a teacup' }).expect(200);
    expectSchema('/chats/submit', painted.body, 'assistant-ui/v1');
    expect(painted.body.images).toHaveLength(1);
    expect(painted.body.reply).toBe(`![Generated Image](${painted.body.images[0]})`);
  });

  it('refuse a submission without a chatbot or a message', async () => {
    const s = fresh('chat-errors');
    expect((await ui(s, '/chats/submit', { newMessage: 'hi' }).expect(400)).body.data.param).toBe('botId');
    expect((await ui(s, '/chats/submit', { botId: 'default', newMessage: '   ' }).expect(400)).body.data.param).toBe('newMessage');
  });

  it('answer the public chatbot query with the reply and the chat id, continuing a given chat', async () => {
    const s = fresh('chat-simple');
    const res = await post(s, '/simpleChatbotQuery', { botId: 'default', prompt: 'Are your mugs dishwasher safe?' }).expect(200);
    expectSchema('/simpleChatbotQuery', res.body);
    const chatId = res.body.extra.chatId as string;
    await post(s, '/simpleChatbotQuery', { botId: 'default', message: 'And microwave safe?', chatId }).expect(200);
    expect((await discussions(s)).find((d) => d.chatId === chatId)?.messages).toHaveLength(4);
    expect((await post(s, '/simpleChatbotQuery', { message: 'hi' }).expect(400)).body.message).toContain('botId and message are required');
  });
});

describe('the editor assistant', () => {
  it('answers a question with a reply and no actions', async () => {
    const res = await ui(fresh('editor'), '/editor/submit', { newMessage: 'Is this post too long?', chatId: 'ed-1' }).expect(200);
    expectSchema('/editor/submit', res.body, 'assistant-ui/v1');
    expect(res.body).toMatchObject({ actions: [], feedbackId: null });
  });

  it('asks the browser to run the editor tools a change needs, then closes with their results', async () => {
    const s = fresh('editor-tools');
    const submit = await ui(s, '/editor/submit', {
      newMessage: 'Change the title to "Winter Sale: 20% Off" and set the status to draft',
      chatId: 'ed-2',
    }).expect(200);
    expectSchema('/editor/submit', submit.body, 'assistant-ui/v1');
    const actions = submit.body.actions as { type: string; data: { name: string; args: object; toolId: string } }[];
    expect(actions.map((a) => [a.data.name, a.data.args])).toEqual([
      ['mwai_update_title', { title: 'Winter Sale: 20% Off' }],
      ['mwai_update_status', { status: 'draft' }],
    ]);
    const feedbackId = submit.body.feedbackId as string;
    const results = actions.map((a) => ({ toolId: a.data.toolId, result: 'Updated.' }));
    const wrong = await ui(s, '/editor/feedback', { feedbackId, results: [{ toolId: 'call_x', result: 'ok' }] }).expect(400);
    expect(wrong.body.message).toContain('"call_x" is not an action of this feedback');
    expect((await ui(s, '/editor/feedback', { feedbackId, results: results.slice(0, 1) }).expect(400)).body.message).toContain('No result for');
    const done = await ui(s, '/editor/feedback', { feedbackId, results }).expect(200);
    expectSchema('/editor/feedback', done.body, 'assistant-ui/v1');
    expect(done.body).toMatchObject({
      reply: 'Done: the title is now “Winter Sale: 20% Off”; the post is now draft. Anything else?',
      actions: [],
      feedbackId: null,
    });
    expect((await ui(s, '/editor/feedback', { feedbackId, results }).expect(404)).body.code).toBe('assistant_feedback_not_found');
    const [discussion] = await discussions(s);
    expect(discussion).toMatchObject({ chatId: 'ed-2', botId: 'mwai_assistant' });
    expect(discussion!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'assistant']);
  });

  it('says which tool failed', async () => {
    const s = fresh('editor-failed');
    const submit = await ui(s, '/editor/submit', { newMessage: 'Set the slug to "winter-sale"' }).expect(200);
    const toolId = submit.body.actions[0].data.toolId as string;
    const done = await ui(s, '/editor/feedback', { feedbackId: submit.body.feedbackId, results: [{ toolId, result: 'Error: the slug is taken' }] }).expect(200);
    expect(done.body.reply).toBe('Done: the update slug did not work (Error: the slug is taken). Anything else?');
  });

  it('refuses an empty message and feedback without its id', async () => {
    const s = fresh('editor-errors');
    expect((await ui(s, '/editor/submit', { newMessage: '' }).expect(400)).body.data.param).toBe('newMessage');
    expect((await ui(s, '/editor/feedback', { results: [] }).expect(400)).body.data.param).toBe('feedbackId');
  });
});

describe('realtime sessions', () => {
  it('start a session for a chatbot, add the usage the browser sends, and save the spoken conversation', async () => {
    const s = fresh('realtime');
    const start = await ui(s, '/provider/realtime/start', { botId: 'default', chatId: 'voice-1', talkMode: 'push-to-talk' }).expect(200);
    expectSchema('/provider/realtime/start', start.body, 'assistant-ui/v1');
    expect(start.body).toMatchObject({ provider: 'openai', model: 'gpt-realtime', supports_vision: true, function_callbacks: [] });
    expect(start.body.client_secret_expires_at).toBe(Date.parse('2026-01-15T09:00:01Z') / 1000 + 600);
    for (const stats of [{ text_in_tokens: 10, audio_out_tokens: 200 }, { text_in_tokens: 5 }]) {
      const res = await ui(s, '/provider/realtime/stats', { botId: 'default', refId: 'voice-1', stats }).expect(200);
      expectSchema('/provider/realtime/stats', res.body, 'assistant-ui/v1');
    }
    const [session] = await storeOf(s, 'assistant.realtime_sessions');
    expect(session).toMatchObject({
      id: start.body.session_id,
      chatId: 'voice-1',
      talkMode: 'push-to-talk',
      stats: { text_in_tokens: 15, audio_out_tokens: 200 },
    });
    expect(JSON.stringify(session)).not.toContain(start.body.client_secret);
    const messages = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'error', content: 'dropped' },
    ];
    const saved = await ui(s, '/provider/realtime/discussions', { botId: 'default', chatId: 'voice-1', messages }).expect(200);
    expectSchema('/provider/realtime/discussions', saved.body, 'assistant-ui/v1');
    expect((await discussions(s))[0]!.messages.map((m) => m.content)).toEqual(['Hi', 'Hello!']);
  });

  it("run a Code Engine function of the store with the call's arguments", async () => {
    const s = fresh('realtime-call');
    const res = await ui(s, '/provider/realtime/call', {
      functionId: 'fn_4k2m9x',
      functionName: 'get_order_status',
      functionTarget: 'php',
      arguments: { order_id: 1042 },
    }).expect(200);
    expectSchema('/provider/realtime/call', res.body, 'assistant-ui/v1');
    expect(res.body.data).toBe('Order #1042 has shipped and should arrive within three business days.');
    const byName = await ui(s, '/provider/realtime/call', { functionName: 'book_appointment', arguments: '{"date":"2026-01-20","time":"10:00"}' }).expect(200);
    expect(byName.body.data).toBe('The appointment is booked for 2026-01-20 at 10:00.');
    expect((await ui(s, '/provider/realtime/call', { functionId: 'fn_nope' }).expect(404)).body.code).toBe('assistant_function_not_found');
  });

  it('accept a PNG, JPEG, GIF or WebP image as base64 and refuse anything else', async () => {
    const s = fresh('realtime-image');
    const png = encodePng(4, 4, 'x').toString('base64');
    const res = await ui(s, '/provider/realtime/image', { image: `data:image/png;base64,${png}` }).expect(200);
    expectSchema('/provider/realtime/image', res.body, 'assistant-ui/v1');
    expect(res.body.imageData).toBe(png);
    expect((await ui(s, '/provider/realtime/image', { image: Buffer.from('hello').toString('base64') }).expect(400)).body.message).toBe(
      'The data is not a PNG, JPEG, GIF or WebP image.',
    );
    expect((await ui(s, '/provider/realtime/image', {}).expect(400)).body.data.param).toBe('image');
  });

  it('need a chatbot to start, stats to commit and messages to save', async () => {
    const s = fresh('realtime-errors');
    expect((await ui(s, '/provider/realtime/start', {}).expect(400)).body.data.param).toBe('botId');
    expect((await ui(s, '/provider/realtime/stats', { refId: 'x' }).expect(400)).body.data.param).toBe('stats');
    expect((await ui(s, '/provider/realtime/discussions', { botId: 'default', chatId: 'x' }).expect(400)).body.data.param).toBe('messages');
  });
});
