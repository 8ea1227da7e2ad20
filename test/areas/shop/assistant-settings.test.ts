// assistant/v1 settings: options (get, update with defaults filled, reset), chatbots and themes (GET/POST round
// trips, defaults and the internal themes filled in), the public API's listChatbots and simpleAuthCheck, and
// start_session's nonce.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, logIn, rest, site } from '../../helpers.js';
import { api, EDITOR, expectSchema, fresh, get, post } from './assistant-client.js';

type Bot = Record<string, unknown> & { botId: string; name?: string };

async function options(session: string) {
  const res = await get(session, '/settings/options').expect(200);
  expectSchema('/settings/options', 'GET', res.body);
  return res.body.options as Record<string, unknown>;
}

async function chatbots(session: string): Promise<Bot[]> {
  const res = await get(session, '/settings/chatbots').expect(200);
  expectSchema('/settings/chatbots', 'GET', res.body);
  return res.body.chatbots;
}

describe('settings options', () => {
  it("answers the plugin's defaults with the computed chatbot defaults", async () => {
    const o = await options(fresh('options'));
    expect(o).toMatchObject({ module_chatbots: true, module_forms: false, ai_default_model: 'gpt-5-mini', ai_default_env: 'x8r2kq1m', public_api: false });
    expect(o.ai_envs).toEqual([{ id: 'x8r2kq1m', name: 'OpenAI', type: 'openai', apikey: '' }]);
    expect(o.chatbot_defaults).toMatchObject({ botId: null, model: 'gpt-5-mini', themeId: 'chatgpt', temperature: 0.8 });
  });

  it('stores the options an update sends, fills the rest from the defaults, and keeps them across reads', async () => {
    const s = fresh('options-update');
    const res = await post(s, '/settings/update', {
      options: { module_forms: true, public_api: true, ai_default_model: 'gpt-4.1-mini', chatbot_defaults: { model: 'x' } },
    }).expect(200);
    expectSchema('/settings/update', 'POST', res.body);
    expect(res.body).toMatchObject({ success: true, message: 'OK' });
    expect(res.body.options).toMatchObject({ module_forms: true, public_api: true, ai_default_model: 'gpt-4.1-mini', module_chatbots: true });
    const read = await options(s);
    expect(read).toEqual(res.body.options);
    expect((read.chatbot_defaults as Bot).model).toBe('gpt-5-mini');
  });

  it('refuses an update whose options are not an object', async () => {
    const res = await post(fresh('options-bad'), '/settings/update', { options: 'module_forms=1' }).expect(400);
    expect(res.body).toMatchObject({ code: 'assistant_invalid_options', data: { status: 400 } });
  });

  it("resets the options, the chatbots and the themes to the plugin's defaults", async () => {
    const s = fresh('options-reset');
    await post(s, '/settings/update', { options: { module_forms: true } }).expect(200);
    const res = await post(s, '/settings/reset').expect(200);
    expectSchema('/settings/reset', 'POST', res.body);
    expect(res.body.options.module_forms).toBe(false);
    expect((await chatbots(s)).map((b) => b.botId)).toEqual(['default']);
    const themes = (await get(s, '/settings/themes').expect(200)).body.themes as { themeId: string }[];
    expect(themes.map((t) => t.themeId)).toEqual(['chatgpt', 'messages', 'timeless', 'foundation']);
  });

  it('starts from the options a scenario seeds, the defaults filling the rest', async () => {
    const seeded = site({
      profile: 'shop',
      scenario: loadScenario(undefined, { data: { records: { 'assistant.options': { module_forms: true, ai_default_model: 'gpt-5' } } } }),
    });
    const res = await seeded.get(rest('/assistant/v1/settings/options')).set('Authorization', ADMIN).expect(200);
    expect(res.body.options).toMatchObject({ module_forms: true, ai_default_model: 'gpt-5', module_chatbots: true });
    // A reset goes back to the plugin's defaults, not to the scenario's seed.
    const reset = await seeded.post(rest('/assistant/v1/settings/reset')).set('Authorization', ADMIN).expect(200);
    expect(reset.body.options).toMatchObject({ module_forms: false, ai_default_model: 'gpt-5-mini' });
  });

  it('keeps the settings to administrators', async () => {
    expect((await get(fresh('options-editor'), '/settings/options', '', EDITOR).expect(403)).body.code).toBe('rest_forbidden');
  });
});

describe('chatbots', () => {
  it('answers every stored chatbot filled from the defaults', async () => {
    const [first, support] = await chatbots(fresh('bots'));
    expect(first).toMatchObject({ botId: 'default', name: 'Default', model: 'gpt-5-mini', themeId: 'chatgpt', fileUpload: false, maxUploads: 1 });
    expect(support).toMatchObject({ botId: 'support', model: 'gpt-4.1-mini', themeId: 'messages', window: true, aiName: 'AI: ', temperature: 0.8 });
  });

  it('replaces the list on POST, answers it as stored, and GET reads it back with the default chatbot first', async () => {
    const s = fresh('bots-post');
    const list = [{ botId: 'sales', name: 'Sales', window: 'yes', fileUpload: 1, maxUploads: 3, model: 'gpt-5' }];
    const res = await post(s, '/settings/chatbots', { chatbots: list }).expect(200);
    expectSchema('/settings/chatbots', 'POST', res.body);
    expect(res.body.chatbots).toEqual([
      { botId: 'sales', name: 'Sales', window: true, fileUpload: true, maxUploads: 3, model: 'gpt-5', imageUpload: true, fileUploads: 3, multiUpload: true },
    ]);
    const read = await chatbots(s);
    expect(read.map((b) => b.botId)).toEqual(['default', 'sales']);
    expect(read[1]).toMatchObject({ name: 'Sales', model: 'gpt-5', window: true, startSentence: 'Hi! How can I help you?' });
  });

  it('refuses a list that is not one, a chatbot without botId, or a botId used twice', async () => {
    const s = fresh('bots-bad');
    expect((await post(s, '/settings/chatbots', { chatbots: { botId: 'x' } }).expect(400)).body.code).toBe('assistant_invalid_chatbots');
    expect((await post(s, '/settings/chatbots', { chatbots: [{ name: 'Nameless' }] }).expect(400)).body.message).toContain('chatbots[0]');
    const twice = await post(s, '/settings/chatbots', { chatbots: [{ botId: 'a' }, { botId: 'a' }] }).expect(400);
    expect(twice.body.message).toContain('"a" is used twice');
    expect((await chatbots(s)).map((b) => b.botId)).toEqual(['default', 'support']);
  });

  it('summarises the stored chatbots for the public API with their model and environment names', async () => {
    const s = fresh('bots-list');
    const res = await get(s, '/listChatbots').expect(200);
    expectSchema('/listChatbots', 'GET', res.body);
    expect(res.body.data).toEqual([
      {
        id: 'default',
        name: 'Default',
        type: 'chat',
        model: null,
        model_name: null,
        environment: null,
        environment_name: null,
        functions: [],
        tools: [],
        mcp_servers: [],
      },
      {
        id: 'support',
        name: 'Support',
        type: 'chat',
        model: 'gpt-4.1-mini',
        model_name: 'GPT-4.1 Mini',
        environment: 'x8r2kq1m',
        environment_name: 'OpenAI',
        functions: [],
        tools: ['web_search'],
        mcp_servers: [],
      },
    ]);
    await post(s, '/settings/chatbots', { chatbots: [{ botId: 'voice', name: 'Voice', model: 'gpt-realtime' }] }).expect(200);
    expect((await get(s, '/listChatbots').expect(200)).body.data).toMatchObject([{ id: 'voice', type: 'realtime', model_name: 'GPT Realtime' }]);
  });
});

describe('themes', () => {
  it('answers the four internal themes, then the custom ones', async () => {
    const res = await get(fresh('themes'), '/settings/themes').expect(200);
    expectSchema('/settings/themes', 'GET', res.body);
    expect(res.body.themes.map((t: { themeId: string }) => t.themeId)).toEqual(['chatgpt', 'messages', 'timeless', 'foundation', 'shop-green']);
    expect(res.body.themes[0]).toEqual({ type: 'internal', name: 'ChatGPT', themeId: 'chatgpt', settings: [], style: '' });
  });

  it('stores the themes a POST sends: an internal theme is replaced in place, a new one added after them', async () => {
    const s = fresh('themes-post');
    const sent = [
      { type: 'internal', name: 'Messages', themeId: 'messages', settings: { fontSize: 15 }, style: '' },
      { type: 'css', name: 'Night', themeId: 'night', settings: [], style: 'body{}' },
    ];
    expect((await post(s, '/settings/themes', { themes: sent }).expect(200)).body).toEqual({ success: true, themes: sent });
    const themes = (await get(s, '/settings/themes').expect(200)).body.themes;
    expect(themes.map((t: { themeId: string }) => t.themeId)).toEqual(['chatgpt', 'messages', 'timeless', 'foundation', 'night']);
    expect(themes[1].settings).toEqual({ fontSize: 15 });
    expect((await post(s, '/settings/themes', { themes: [{ name: 'No id' }] }).expect(400)).body.code).toBe('assistant_invalid_themes');
  });
});

describe('the public API session', () => {
  it("tells the caller's e-mail address", async () => {
    const res = await get(fresh('auth-check'), '/simpleAuthCheck', '', EDITOR).expect(200);
    expectSchema('/simpleAuthCheck', 'GET', res.body);
    expect(res.body).toEqual({ success: true, data: { type: 'email', value: 'editor@example.org' } });
  });

  it('starts a session with a fresh id each time, and a nonce for nobody when the caller is not logged in', async () => {
    const s = fresh('session');
    const first = await post(s, '/start_session', {}, null).expect(200);
    expectSchema('/start_session', 'POST', first.body);
    const second = await post(s, '/start_session', {}, null).expect(200);
    expect(first.body.sessionId).not.toBe(second.body.sessionId);
    expect(first.body.restNonce).not.toBe('mock-site-nonce');
    // The anonymous nonce keeps an anonymous request anonymous, and logs no cookie in, forged or issued.
    const anonymous = await api.get(rest('/cms/v2/users/me')).set('X-Mock-Session', s).set('X-WP-Nonce', first.body.restNonce).expect(401);
    expect(anonymous.body.code).toBe('rest_not_logged_in');
    const forged = await api
      .get(rest('/cms/v2/users/me'))
      .set('X-Mock-Session', s)
      .set('Cookie', 'wordpress_logged_in_mock=admin')
      .set('X-WP-Nonce', first.body.restNonce)
      .expect(401);
    expect(forged.body.code).toBe('rest_not_logged_in');
    const { cookie } = await logIn(api, 'admin', 'mock-site-password', s);
    const issued = await api.get(rest('/cms/v2/users/me')).set('X-Mock-Session', s).set('Cookie', cookie).set('X-WP-Nonce', first.body.restNonce).expect(403);
    expect(issued.body.code).toBe('rest_cookie_invalid_nonce');
  });

  it('starts a session for a logged-in visitor with the nonce of their login', async () => {
    const s = fresh('session-login');
    const { cookie } = await logIn(api, 'editor', 'editor-password', s);
    const started = await api
      .post(rest('/assistant/v1/start_session'))
      .set('X-Mock-Session', s)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send({})
      .expect(200);
    const me = await api.get(rest('/cms/v2/users/me')).set('X-Mock-Session', s).set('Cookie', cookie).set('X-WP-Nonce', started.body.restNonce).expect(200);
    expect(me.body.slug).toBe('editor');
  });
});
