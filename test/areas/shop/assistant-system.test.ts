// assistant/v1 logs and system routes: the plugin's log file (get/clear), the query logs of Insights (list with
// filters, sort and paging, meta, delete), the activity charts and the agent tools' top list, prompt templates,
// database optimisation, the agent tool listing and self-test, and the workspace check.
import { describe, expect, it } from 'vitest';
import { advanceClock, EDITOR, expectSchema, fresh, get, post } from './assistant-client.js';

describe('the plugin log', () => {
  it('answers the log newest line first, then "Empty log file." once cleared', async () => {
    const s = fresh('plugin-log');
    const res = await get(s, '/get_logs', '', EDITOR).expect(200);
    expectSchema('/get_logs', 'GET', res.body);
    const lines = (res.body.data as string).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('2026-01-15 08:30:02: ✅ Chatbot query answered (gpt-5-mini, 214 tokens).');
    expect((await get(s, '/clear_logs', '', EDITOR).expect(200)).body).toEqual({ success: true });
    expect((await get(s, '/get_logs').expect(200)).body).toEqual({ success: true, data: 'Empty log file.' });
  });
});

describe('query logs', () => {
  it('lists the logs newest first as rows of strings, with the total and paging', async () => {
    const s = fresh('query-logs');
    const res = await post(s, '/system/logs/list', { offset: 0, limit: 3 }).expect(200);
    expectSchema('/system/logs/list', 'POST', res.body);
    expect(res.body.total).toBe('8');
    expect(res.body.logs.map((l: { id: string }) => l.id)).toEqual(['8', '7', '6']);
    expect(res.body.logs[0]).toMatchObject({
      id: '8',
      userId: '1',
      feature: 'chatbot',
      units: '214',
      tokens: '214',
      price: '0.000412',
      refId: 'chat_8d2e7b',
      stats: null,
    });
    const next = await post(s, '/system/logs/list', { offset: 3, limit: 3 }).expect(200);
    expect(next.body.logs.map((l: { id: string }) => l.id)).toEqual(['5', '4', '3']);
  });

  it('filters by any column and sorts by the column asked for', async () => {
    const s = fresh('query-logs-filter');
    const res = await post(s, '/system/logs/list', {
      offset: 0,
      limit: 10,
      filters: [
        { accessor: 'feature', value: 'mcp_tool' },
        { accessor: 'scope', value: '' },
      ],
      sort: { accessor: 'id', by: 'asc' },
    }).expect(200);
    expect(res.body.total).toBe('3');
    expect(res.body.logs.map((l: { id: string; scope: string }) => [l.id, l.scope])).toEqual([
      ['5', 'wp_get_posts'],
      ['6', 'wp_create_post'],
      ['7', 'wp_get_posts'],
    ]);
  });

  it('answers the meta asked for of one log, and 404 for an unknown log', async () => {
    const s = fresh('query-logs-meta');
    const res = await post(s, '/system/logs/meta', { logId: 3, metaKeys: ['query', 'reply'] }).expect(200);
    expectSchema('/system/logs/meta', 'POST', res.body);
    expect(res.body.data).toEqual({
      query: { message: 'Write a haiku about spring.', model: 'gpt-5-mini', scope: 'admin-tools' },
      reply: { result: 'Petals drift on wind / a quiet pond wakes softly / spring hums in the reeds' },
    });
    expect((await post(s, '/system/logs/meta', { logId: 3, metaKeys: ['reply'] }).expect(200)).body.data).toEqual({ reply: res.body.data.reply });
    expect((await post(s, '/system/logs/meta', { logId: 99 }).expect(404)).body.code).toBe('assistant_log_not_found');
    expect((await post(s, '/system/logs/meta', {}).expect(400)).body.code).toBe('assistant_missing_log_id');
  });

  it('deletes the logs named, or every log when none is named', async () => {
    const s = fresh('query-logs-delete');
    await post(s, '/system/logs/delete', { logIds: [7, 8] }).expect(200, { success: true });
    expect((await post(s, '/system/logs/list', { limit: 10 }).expect(200)).body.total).toBe('6');
    await post(s, '/system/logs/delete', {}).expect(200);
    expect((await post(s, '/system/logs/list', {}).expect(200)).body).toEqual({ success: true, total: '0', logs: [] });
  });

  it('counts queries per hour and per day, oldest first, also per model and for one feature', async () => {
    const s = fresh('activity');
    const hourly = await post(s, '/system/logs/activity', { hours: 3 }).expect(200);
    expectSchema('/system/logs/activity', 'POST', hourly.body);
    // 07:00-08:00 holds the three agent tool calls, 08:00-09:00 one chat, 09:00-10:00 (now) none.
    expect(hourly.body.data).toEqual([3, 1, 0]);
    expect((await post(s, '/system/logs/activity', {}).expect(200)).body.data).toHaveLength(24);
    const daily = await post(s, '/system/logs/activity_daily', { days: 2 }).expect(200);
    expectSchema('/system/logs/activity_daily', 'POST', daily.body);
    expect(daily.body.data).toEqual([3, 4]);
    expect((await post(s, '/system/logs/activity_daily', { days: 2, feature: 'chatbot' }).expect(200)).body.data).toEqual([1, 1]);
    const byModel = await post(s, '/system/logs/activity_daily', { days: 2, byModel: true }).expect(200);
    expectSchema('/system/logs/activity_daily', 'POST', byModel.body);
    expect(byModel.body.data).toEqual([
      { model: 'gpt-4.1-mini', data: [1, 0] },
      { model: 'gpt-5-mini', data: [1, 4] },
      { model: 'gpt-image-1.5', data: [1, 0] },
    ]);
  });

  it('ranks the agent tools by calls over the last days with their successes and errors', async () => {
    const s = fresh('top-tools');
    const res = await post(s, '/system/agent_logs/top_tools', {}).expect(200);
    expectSchema('/system/agent_logs/top_tools', 'POST', res.body);
    expect(res.body.tools).toEqual([
      { tool: 'wp_get_posts', count: 2, success_count: 1, error_count: 1 },
      { tool: 'wp_create_post', count: 1, success_count: 1, error_count: 0 },
    ]);
    expect((await post(s, '/system/agent_logs/top_tools', { limit: 1 }).expect(200)).body.tools).toHaveLength(1);
    await advanceClock(s, 8 * 86400);
    expect((await post(s, '/system/agent_logs/top_tools', { days: 7 }).expect(200)).body.tools).toEqual([]);
  });
});

describe('database optimisation', () => {
  it('adds the indexes once, deletes query logs older than three months, and reports each step', async () => {
    const s = fresh('optimize');
    const first = await post(s, '/helpers/optimize_database').expect(200);
    expectSchema('/helpers/optimize_database', 'POST', first.body);
    const lines = (first.body.message as string).split('\n');
    expect(lines[0]).toBe('Added index idx_mwai_logs_time on wp_mwai_logs');
    expect(lines.slice(-4)).toEqual([
      'Deleted 1 old log entries',
      'Deleted 0 orphaned logmeta entries',
      'Deleted 0 old chat discussions',
      'Optimized all AI Engine tables',
    ]);
    const second = await post(s, '/helpers/optimize_database').expect(200);
    expect(second.body.message).toBe(
      'Deleted 0 old log entries\nDeleted 0 orphaned logmeta entries\nDeleted 0 old chat discussions\nOptimized all AI Engine tables',
    );
    expect((await post(s, '/system/logs/list', {}).expect(200)).body.total).toBe('7');
  });
});

describe('templates', () => {
  it('answers the templates of a category, none for an unknown one, and replaces them on POST', async () => {
    const s = fresh('templates');
    const res = await get(s, '/system/templates', '&category=contentGenerator', EDITOR).expect(200);
    expectSchema('/system/templates', 'GET', res.body);
    expect(res.body.templates.map((t: { name: string }) => t.name)).toEqual(['Default Template', 'Product description']);
    expect((await get(s, '/system/templates', '&category=videosGenerator').expect(200)).body).toEqual({ success: true, templates: [] });
    const saved = [{ id: 'v1', name: 'Unboxing', mode: 'video', model: 'sora-2', envId: 'x8r2kq1m', prompt: 'An unboxing of {PRODUCT}.' }];
    expect((await post(s, '/system/templates', { category: 'videosGenerator', templates: saved }, EDITOR).expect(200)).body).toEqual({ success: true });
    expect((await get(s, '/system/templates', '&category=videosGenerator').expect(200)).body.templates).toEqual(saved);
    expect((await post(s, '/system/templates', { templates: saved }).expect(400)).body.code).toBe('assistant_missing_category');
    expect((await post(s, '/system/templates', { category: 'playground', templates: 'x' }).expect(400)).body.code).toBe('assistant_invalid_templates');
  });
});

describe('agents and workspace', () => {
  it('lists the tools offered to agents', async () => {
    const res = await get(fresh('agent-functions'), '/agent/functions').expect(200);
    expectSchema('/agent/functions', 'GET', res.body);
    expect(res.body.count).toBe(res.body.functions.length);
    expect(res.body.functions.find((f: { name: string }) => f.name === 'wp_get_posts')).toMatchObject({
      accessLevel: 'read',
      annotations: { readOnlyHint: true },
    });
  });

  it('probes the agent OAuth discovery document of the site itself', async () => {
    const res = await post(fresh('self-test'), '/agent/self_test').expect(200);
    expectSchema('/agent/self_test', 'POST', res.body);
    expect(res.body).toMatchObject({ verdict: 'ok', probe: { reachable: true, status: 200 } });
    expect(res.body.probe.url).toMatch(/\/index\.php\?rest_route=\/agentproto\/v1\/\.well-known\/oauth-protected-resource$/);
  });

  it('says the Workspace module is off, to anyone', async () => {
    const res = await get(fresh('workspace'), '/workspace/auth-check', '', null).expect(200);
    expectSchema('/workspace/auth-check', 'GET', res.body);
    expect(res.body.reason).toBe('module_disabled');
  });
});
