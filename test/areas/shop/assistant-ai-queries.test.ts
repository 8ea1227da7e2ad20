// assistant/v1 AI queries: generated text (seeded by the prompt: same prompt, same answer; usage computed from
// the text; maxTokens), JSON of the requested shape, images stored in the uploads, vision and transcription,
// the models and the connection check, copilot and the magic wand, and the Insights log of each query.
import { describe, expect, it } from 'vitest';
import { assistantUiV1 } from '../../../src/catalogue/namespaces/assistant-ui-v1.js';
import { assistantV1 } from '../../../src/catalogue/namespaces/assistant-v1.js';
import { licenserAssistantV1 } from '../../../src/catalogue/namespaces/licenser-assistant-v1.js';
import { ADMIN } from '../../helpers.js';
import { api, cms, EDITOR, expectSchema, fresh, post, SUBSCRIBER } from './assistant-ai-client.js';

/** The assistant/v1 routes of this area (the others are the assistant's core: tasks, settings, forms...). */
const AI_ROUTES = /^\/assistant\/v1\/(ai\/|simple(?!AuthCheck)|moderationCheck|provider\/)/;

describe('the routes of the area', () => {
  it('all answer from a behaviour or a bound kind, none from the faker', () => {
    const endpoints = [...assistantV1.routes.filter((r) => AI_ROUTES.test(r.pattern)), ...assistantUiV1.routes, ...licenserAssistantV1.routes].flatMap((r) =>
      r.endpoints.map((e) => ({ route: r.pattern, answeredBy: e.behaviour ?? e.bind?.kind })),
    );
    expect(endpoints).toHaveLength(43);
    expect(endpoints.filter((e) => !e.answeredBy || e.answeredBy === 'faker')).toEqual([]);
  });
});

/** AI Engine's token estimate: each word counts ceil(bytes / 4). */
const tokens = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .reduce((n, w) => n + Math.ceil(Buffer.byteLength(w) / 4), 0);

describe('text queries', () => {
  it('answer the same prompt with the same text, in any session, with its usage computed from the text', async () => {
    const prompt = 'Write a short intro about our winter sale';
    const first = await post(fresh('text'), '/ai/completions', { message: prompt }).expect(200);
    const again = await post(fresh('text'), '/ai/completions', { message: prompt }).expect(200);
    expectSchema('/ai/completions', first.body);
    expect(again.body).toEqual(first.body);
    const { data, usage } = first.body as { data: string; usage: Record<string, number> };
    expect(data).toContain('winter sale');
    expect(usage).toMatchObject({
      prompt_tokens: tokens(prompt),
      completion_tokens: tokens(data),
      total_tokens: tokens(prompt) + tokens(data),
      accuracy: 'estimated',
    });
    expect(usage.price).toBeCloseTo((tokens(prompt) * 0.25 + tokens(data) * 2) / 1e6, 10);
    const other = await post(fresh('text'), '/ai/completions', { message: 'Write a short intro about our garden furniture' }).expect(200);
    expect(other.body.data).not.toBe(data);
    expect(other.body.data).toContain('garden furniture');
  });

  it('answer lists, titles and greetings as the prompt asks', async () => {
    const s = fresh('text-kinds');
    const list = await post(s, '/simpleTextQuery', { prompt: 'Give me 4 ideas for the spring collection launch' }).expect(200);
    expectSchema('/simpleTextQuery', list.body);
    const lines = (list.body.data as string).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((l) => l.slice(0, 3))).toEqual(['1. ', '2. ', '3. ', '4. ']);
    const titles = await post(s, '/simpleFastTextQuery', { message: 'Suggest three titles for a post about ceramic mugs' }).expect(200);
    expect((titles.body.data as string).split('\n')).toHaveLength(3);
    expect(titles.body.data).toContain('Ceramic Mugs');
    const hello = await post(s, '/simpleTextQuery', { message: 'Hello!' }).expect(200);
    expect(hello.body.data).toMatch(/^(Hello|Hi)/);
  });

  it('stop at maxTokens and run on the model and environment asked for', async () => {
    const s = fresh('text-limits');
    const res = await post(s, '/ai/completions', {
      message: 'Write a long article about gift cards',
      maxTokens: 12,
      model: 'gpt-4.1-mini',
      envId: 'x8r2kq1m',
    }).expect(200);
    expect(res.body.usage.completion_tokens).toBeLessThanOrEqual(12);
    expect(res.body.usage.price).toBeCloseTo((res.body.usage.prompt_tokens * 0.4 + res.body.usage.completion_tokens * 1.6) / 1e6, 10);
    const simple = await post(s, '/simpleTextQuery', { message: 'Write a long article about gift cards', options: { maxTokens: 5 } }).expect(200);
    expect(tokens(simple.body.data)).toBeLessThanOrEqual(5);
  });

  it('refuse a missing prompt, an unknown model or environment, and a bad maxTokens', async () => {
    const s = fresh('text-errors');
    const missing = await post(s, '/ai/completions', {}).expect(400);
    expect(missing.body).toMatchObject({ code: 'assistant_missing_param', data: { status: 400, param: 'message' } });
    expect((await post(s, '/ai/completions', { message: 'hi', model: 'gpt-9' }).expect(400)).body.code).toBe('assistant_unknown_model');
    const env = await post(s, '/simpleTextQuery', { message: 'hi', options: { envId: 'nope' } }).expect(404);
    expect(env.body).toMatchObject({ code: 'assistant_unknown_environment', data: { param: 'envId' } });
    expect(env.body.message).toContain('x8r2kq1m');
    expect((await post(s, '/ai/completions', { message: 'hi', maxTokens: 0 }).expect(400)).body.data.param).toBe('maxTokens');
  });

  it('keep the admin tools to editors and the public API to logged-in users', async () => {
    const s = fresh('text-access');
    expect((await post(s, '/ai/completions', { message: 'hi' }, SUBSCRIBER).expect(403)).body.code).toBe('rest_forbidden');
    await post(s, '/ai/completions', { message: 'hi' }, EDITOR).expect(200);
    await post(s, '/simpleTextQuery', { message: 'hi' }, SUBSCRIBER).expect(200);
    expect((await post(s, '/simpleTextQuery', { message: 'hi' }, null).expect(401)).body.code).toBe('rest_forbidden');
  });

  it('are logged in Insights once the statistics module is on', async () => {
    const s = fresh('text-insights');
    const before = (await post(s, '/system/logs/list').expect(200)).body.total as string;
    await post(s, '/ai/completions', { message: 'Not logged' }).expect(200);
    expect((await post(s, '/system/logs/list').expect(200)).body.total).toBe(before);
    await post(s, '/settings/update', { options: { module_statistics: true } }).expect(200);
    const answer = await post(s, '/ai/completions', { message: 'Write about returns' }).expect(200);
    const logs = await post(s, '/system/logs/list').expect(200);
    expect(logs.body.total).toBe(String(Number(before) + 1));
    expect(logs.body.logs[0]).toMatchObject({
      model: 'gpt-5-mini',
      feature: 'completion',
      scope: 'admin-tools',
      envId: 'x8r2kq1m',
      units: String(answer.body.usage.total_tokens),
      userId: '1',
    });
    const meta = await post(s, '/system/logs/meta', { logId: Number(logs.body.logs[0].id) }).expect(200);
    expect(meta.body.data).toEqual({
      query: { message: 'Write about returns', model: 'gpt-5-mini', scope: 'admin-tools' },
      reply: { result: answer.body.data },
    });
  });
});

describe('JSON queries', () => {
  it('answer the shape of a JSON example in the prompt: same keys, same types, nested', async () => {
    const prompt =
      'Describe a ceramic mug as JSON like {"name": "", "price": 0.5, "tags": [], "in_stock": true, "dimensions": {"height": 1, "unit": ""}, "reviews": [{"stars": 5, "text": ""}]}';
    const res = await post(fresh('json'), '/simpleJsonQuery', { message: prompt }).expect(200);
    expectSchema('/simpleJsonQuery', res.body);
    const data = res.body.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['name', 'price', 'tags', 'in_stock', 'dimensions', 'reviews']);
    expect(typeof data.name).toBe('string');
    expect(typeof data.price).toBe('number');
    expect(Array.isArray(data.tags) && data.tags.every((t) => typeof t === 'string')).toBe(true);
    expect(typeof data.in_stock).toBe('boolean');
    expect(Object.keys(data.dimensions as object)).toEqual(['height', 'unit']);
    for (const review of data.reviews as Record<string, unknown>[]) {
      expect(Object.keys(review)).toEqual(['stars', 'text']);
      expect(Number.isInteger(review.stars)).toBe(true);
    }
  });

  it('answer the keys a prompt lists, or a title, summary and tags', async () => {
    const s = fresh('json-keys');
    const listed = await post(s, '/ai/json', { message: 'Return the keys title, price and tags for a ceramic mug' }).expect(200);
    expectSchema('/ai/json', listed.body);
    expect(Object.keys(listed.body.data)).toEqual(['title', 'price', 'tags']);
    expect(listed.body.data.title).toBe('Ceramic Mug');
    expect(typeof listed.body.data.price).toBe('number');
    const plain = await post(s, '/ai/json', { message: 'Tell me about our loyalty programme' }).expect(200);
    expect(Object.keys(plain.body.data)).toEqual(['title', 'summary', 'tags']);
    expect(await post(fresh('json-keys'), '/ai/json', { message: 'Tell me about our loyalty programme' }).expect(200)).toHaveProperty('body', plain.body);
  });
});

describe('image queries', () => {
  it('store each image in the uploads, where its URL serves a PNG of the resolution asked for', async () => {
    const s = fresh('images');
    const res = await post(s, '/ai/images', { message: 'A red bicycle on a sunny street', maxResults: 2, resolution: '1536x1024' }).expect(200);
    expectSchema('/ai/images', res.body);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.usage).toMatchObject({ prompt_tokens: tokens('A red bicycle on a sunny street'), completion_tokens: 2 * 1584 });
    for (const url of res.body.data as string[]) {
      expect(url).toMatch(/\/wp-content\/uploads\/2026\/01\/[a-f0-9]{32}\.png$/);
      const image = await api.get(new URL(url).pathname).set('X-Mock-Session', s).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect([image.body.readUInt32BE(16), image.body.readUInt32BE(20)]).toEqual([1536, 1024]);
    }
    const again = await post(s, '/ai/images', { message: 'A red bicycle on a sunny street', maxResults: 2, resolution: '1536x1024' }).expect(200);
    expect(again.body.data).toEqual(res.body.data);
  });

  it('answer the public API with one URL, and edit an image of the media library', async () => {
    const s = fresh('images-simple');
    const simple = await post(s, '/simpleImageQuery', { message: 'A lighthouse at dusk' }).expect(200);
    expectSchema('/simpleImageQuery', simple.body);
    expect(simple.body.data).toMatch(/\.png$/);
    const edit = await post(s, '/simpleImageEditQuery', { message: 'Make the sky pink', mediaId: 30 }).expect(200);
    expect(edit.body.data).not.toBe(simple.body.data);
    const admin = await post(s, '/ai/image_edit', { message: 'Make the sky pink', mediaId: 30 }).expect(200);
    expectSchema('/ai/image_edit', admin.body);
    expect(admin.body.data).toEqual([edit.body.data]);
  });

  it('refuse an unknown resolution, too many images and an edit of something that is not an image', async () => {
    const s = fresh('images-errors');
    const resolution = await post(s, '/ai/images', { message: 'x', resolution: '800x600' }).expect(400);
    expect(resolution.body.message).toBe('resolution must be one of 1024x1024, 1024x1536, 1536x1024 for gpt-image-2 (got "800x600").');
    expect((await post(s, '/ai/images', { message: 'x', maxResults: 9 }).expect(400)).body.data.param).toBe('maxResults');
    expect((await post(s, '/ai/image_edit', { message: 'x' }).expect(400)).body.data.param).toBe('mediaId');
    expect((await post(s, '/simpleImageEditQuery', { message: 'x', mediaId: 1 }).expect(404)).body.code).toBe('assistant_media_not_found');
  });
});

describe('vision and transcription', () => {
  it("describe what an image shows: the attachment's alt text for the site's own uploads, else its file name", async () => {
    const s = fresh('vision');
    const named = await post(s, '/simpleVisionQuery', { message: 'What is in this picture?', url: 'https://example.org/red-bicycle.png' }).expect(200);
    expectSchema('/simpleVisionQuery', named.body);
    expect(named.body.data).toContain('a red bicycle');
    const media = (await cms(s, '/media/30').expect(200)).body as { source_url: string };
    const own = await post(s, '/ai/transcribe_image', { message: 'Describe it', url: media.source_url }).expect(200);
    expect(own.body.data).toContain('a mountain lake at sunrise');
    const hint = await post(s, '/simpleVisionQuery', { message: 'What is it?', imageUrl: 'https://example.org/a.png' }).expect(400);
    expect(hint.body.message).toContain('did you mean url instead of imageUrl?');
  });

  it('transcribe a recording from its URL or the media library', async () => {
    const s = fresh('transcribe');
    const res = await post(s, '/simpleTranscribeAudio', { url: 'https://example.org/podcast-shipping-update.mp3' }).expect(200);
    expectSchema('/simpleTranscribeAudio', res.body);
    expect(res.body.data).toContain('podcast shipping update');
    await post(s, '/ai/transcribe_audio', { mediaId: 31 }).expect(200);
    expect((await post(s, '/ai/transcribe_audio', { mediaId: 999 }).expect(404)).body.code).toBe('assistant_media_not_found');
    expect((await post(s, '/simpleTranscribeAudio', { audioUrl: 'x' }).expect(400)).body.message).toContain('did you mean url instead of audioUrl?');
  });
});

describe('moderation', () => {
  it("flags the categories of the scenario's word lists, and nothing else", async () => {
    const s = fresh('moderation');
    const res = await post(s, '/ai/moderate', { text: 'I will KILL you, idiot' }).expect(200);
    expectSchema('/ai/moderate', res.body);
    const result = res.body.results.results[0];
    expect(result.flagged).toBe(true);
    expect(
      Object.entries(result.categories)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['harassment', 'violence']);
    expect(result.category_scores.violence).toBeGreaterThan(0.9);
    expect(result.category_scores.hate).toBeLessThan(0.01);
    const check = await post(s, '/moderationCheck', { text: 'Killing time in the shop' }).expect(200);
    expectSchema('/moderationCheck', check.body);
    expect(check.body.data).toBe(true);
    expect((await post(s, '/moderationCheck', { text: 'Lovely mugs, thank you!' }).expect(200)).body.data).toBe(false);
    expect((await post(s, '/moderationCheck', { message: 'x' }).expect(400)).body.message).toContain('did you mean text instead of message?');
  });

  it('reads the word lists a session sets in the assistant.moderation store', async () => {
    const s = fresh('moderation-words');
    const state = (await api.get(`/__mock/state?session=${s}`).expect(200)).body;
    state.records['assistant.moderation/value'] = { store: 'assistant.moderation', id: 'value', data: { words: ['mugs'] } };
    await api.put(`/__mock/state?session=${s}`).send(state).expect(200);
    const res = await post(s, '/ai/moderate', { text: 'Lovely mugs' }).expect(200);
    expect(res.body.results.results[0].categories.harassment).toBe(true);
    expect((await post(s, '/moderationCheck', { text: 'kill' }).expect(200)).body.data).toBe(false);
  });
});

describe('models and connection', () => {
  it('list the catalogue in its order, then the fine-tuned models that still exist', async () => {
    const res = await post(fresh('models'), '/ai/models', { envId: 'x8r2kq1m' }).expect(200);
    expectSchema('/ai/models', res.body);
    const names = (res.body.models as { model: string; name: string }[]).map((m) => m.model);
    expect(names.slice(0, 3)).toEqual(['gpt-5-mini', 'gpt-5', 'gpt-4.1-mini']);
    expect(names.at(-1)).toBe('ft:gpt-4o-mini-2024-07-18:mock-org:support-bot:A1b2C3d4');
    expect(names).not.toContain('ft:gpt-4o-mini-2024-07-18:mock-org:old-bot:Z9y8X7w6');
    expect((await post(fresh('models'), '/ai/models', { envId: 'zz' }).expect(404)).body.code).toBe('assistant_unknown_environment');
  });

  it("test an environment's connection", async () => {
    const s = fresh('connection');
    const res = await post(s, '/ai/test_connection', { env_id: 'x8r2kq1m' }).expect(200);
    expectSchema('/ai/test_connection', res.body);
    expect(res.body).toMatchObject({
      provider: 'openai',
      name: 'OpenAI',
      data: { success: true, service: 'OpenAI', message: 'Connection successful. Found 9 models.' },
    });
    expect((await post(s, '/ai/test_connection').expect(400)).body.data.param).toBe('env_id');
  });
});

describe('copilot and magic wand', () => {
  it('copilot writes text for the block, or adds an image to the media library', async () => {
    const s = fresh('copilot');
    const text = await post(s, '/ai/copilot', { action: 'text', message: 'a paragraph about gift wrapping', context: 'Our holiday guide' }).expect(200);
    expectSchema('/ai/copilot', text.body);
    expect(text.body.data).toContain('gift wrapping');
    const image = await post(s, '/ai/copilot', { action: 'image', message: 'A cosy winter shop window', postId: 1 }).expect(200);
    expectSchema('/ai/copilot', image.body);
    const media = (await cms(s, `/media/${image.body.data.media.id}`, '&context=edit').expect(200)).body;
    expect(media).toMatchObject({ source_url: image.body.data.media.url, post: 1, mime_type: 'image/png', title: { raw: image.body.data.media.title } });
    expect((await post(s, '/ai/copilot', { action: 'video', message: 'x' }).expect(400)).body.data.param).toBe('action');
  });

  it('corrects, tightens, shortens and lengthens the text it is given', async () => {
    const s = fresh('wand');
    const wand = async (action: string, data: object) => {
      const res = await post(s, '/ai/magic_wand', { action, data }).expect(200);
      expectSchema('/ai/magic_wand', res.body);
      return res.body.data as { mode: string; result: string; results: string[] };
    };
    expect((await wand('correctText', { text: 'i recieve teh  parcel .it was great', postId: 1 })).result).toBe('I receive the parcel. It was great');
    expect((await wand('enhanceText', { text: 'The mug is very good and really cheap.' })).result).toBe('The mug is excellent and cheap.');
    expect((await wand('shorterText', { text: 'One. Two. Three. Four.' })).result).toBe('One. Two.');
    const longer = await wand('longerText', { text: 'Our mugs are handmade.' });
    expect(longer.result.startsWith('Our mugs are handmade. ')).toBe(true);
    expect(longer.result.length).toBeGreaterThan(60);
    const blocks = await wand('correctText', { text: 'teh one\n\n---MWAI_BLOCK_SEPARATOR---\n\nteh two', isMultiBlock: true });
    expect(blocks.result).toBe('The one\n\n---MWAI_BLOCK_SEPARATOR---\n\nThe two');
    const list = await wand('correctText', { json: { type: 'list', items: ['teh first', 'second'] }, blockType: 'core/list' });
    expect(list).toMatchObject({ type: 'json', result: { type: 'list', items: ['The first', 'Second'] } });
  });

  it('suggests synonyms, titles and excerpts, and inserts a generated image', async () => {
    const s = fresh('wand-suggest');
    const synonyms = await post(s, '/ai/magic_wand', { action: 'suggestSynonyms', data: { selectedText: 'Great!', postId: 1 } }).expect(200);
    expect(synonyms.body.data.mode).toBe('suggest');
    expect(synonyms.body.data.results).toHaveLength(5);
    for (const r of synonyms.body.data.results as string[]) expect(r).toMatch(/^[A-Z][a-z-]+!$/);
    const titles = await post(s, '/ai/magic_wand', { action: 'suggestTitles', data: { postId: 3 } }).expect(200);
    expect(titles.body.data.results).toHaveLength(5);
    expect(titles.body.data.results.join(' ')).toContain('Frontend');
    const excerpts = await post(s, '/ai/magic_wand', { action: 'suggestExcerpts', data: { postId: 3 } }).expect(200);
    for (const e of excerpts.body.data.results as string[]) expect(e.length).toBeGreaterThanOrEqual(100);
    const image = await post(s, '/ai/magic_wand', { action: 'generateImage', data: { text: 'Autumn leaves on a doorstep', postId: 2 } }).expect(200);
    expectSchema('/ai/magic_wand', image.body);
    expect(image.body.data).toMatchObject({ mode: 'insertMedia', type: 'image' });
    await cms(s, `/media/${image.body.data.media.id}`).expect(200);
  });

  it('refuses an unknown action, missing data and an unknown post', async () => {
    const s = fresh('wand-errors');
    const unknown = await post(s, '/ai/magic_wand', { action: 'rhyme', data: { text: 'x' } }).expect(400);
    expect(unknown.body.message).toContain('"rhyme" is not a magic wand action');
    expect((await post(s, '/ai/magic_wand', { action: 'correctText' }).expect(400)).body.data.param).toBe('data');
    expect((await post(s, '/ai/magic_wand', { action: 'suggestTitles', data: { postId: 999 } }).expect(404)).body.code).toBe('assistant_post_not_found');
    expect(
      (
        await post(s, '/ai/magic_wand', { action: 'correctText', data: { postId: 1 } })
          .set('Authorization', ADMIN)
          .expect(400)
      ).body.data.param,
    ).toBe('data.text');
  });
});
