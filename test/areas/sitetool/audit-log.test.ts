// The audit log: every site-tool write (whichever area answers it) records an entry, secrets redacted;
// GET /audit-log lists newest first with limit/offset and total headers; /audit-log/record adds one.
import { describe, expect, it } from 'vitest';
import { basic } from '../../helpers.js';
import { del, expectSchema, get, post } from './theme-client.js';

let sessions = 0;
const fresh = () => `audit-${++sessions}`;

interface Entry {
  id: string;
  user_id: string;
  operation: string;
  command: string;
  params_json: string | null;
  dry_run_json: string | null;
  result_summary: string | null;
  created_at: string;
}

const entries = async (session: string, query = ''): Promise<Entry[]> => {
  const res = await get(session, '/audit-log', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entries as Entry[];
};

describe('automatic entries', () => {
  it('records a theme file edit, a content edit and a confirmed CLI write, newest first, with user and scenario time', async () => {
    const s = fresh();
    await post(s, '/file/edit', { path: 'header.php', old_content: '<?php wp_head(); ?>', new_content: '<?php wp_head(); ?><!-- edited -->' }).expect(200);
    await post(s, '/content/edit', { target_type: 'post', post_id: 1, old_content: 'first post', new_content: 'opening post' }).expect(200);
    await post(s, '/cli/run', { command: 'wp option update blogname Acme', confirm_write: true }).expect(200);
    const res = await get(s, '/audit-log');
    expectSchema('/audit-log', 'GET', res.body);
    expect(res.body.total).toBe(3);
    const [cli, content, file] = res.body.entries as Entry[];
    expect(file).toMatchObject({
      id: '1',
      user_id: '1',
      operation: 'file edit',
      command: 'header.php',
      dry_run_json: null,
      result_summary: 'File updated successfully: header.php',
    });
    expect(JSON.parse(file!.params_json!)).toEqual({
      path: 'header.php',
      old_content: '<?php wp_head(); ?>',
      new_content: '<?php wp_head(); ?><!-- edited -->',
    });
    expect(content).toMatchObject({
      id: '2',
      operation: 'content edit',
      command: 'post 1 post_content',
      result_summary: 'Content updated successfully: replaced 1 in post 1 post_content.',
    });
    expect(cli).toMatchObject({
      id: '3',
      operation: 'cli run',
      command: 'wp option update blogname Acme',
      dry_run_json: null,
      result_summary: "Success: Updated 'blogname' option.",
    });
    // The clock moves one second per write: the edit, the content edit (and its revision), the option update.
    expect([file!.created_at, content!.created_at, cli!.created_at]).toEqual(['2026-01-15 09:00:01', '2026-01-15 09:00:02', '2026-01-15 09:00:03']);
  });

  it('records the dry run of an unconfirmed CLI write, and nothing for CLI reads or POST routes that only read', async () => {
    const s = fresh();
    await post(s, '/cli/run', { command: 'wp option get blogname' }).expect(200);
    await post(s, '/file/read', { path: 'style.css' }).expect(200);
    await post(s, '/file/search', { pattern: 'wp_head' }).expect(200);
    await post(s, '/content/search', { target_type: 'post', post_id: 1, pattern: 'post' }).expect(200);
    expect(await entries(s)).toEqual([]);
    await post(s, '/cli/run', { command: 'wp option update blogname Acme' }).expect(200);
    const [entry] = await entries(s);
    expect(entry).toMatchObject({ operation: 'cli run', command: 'wp option update blogname Acme' });
    expect(JSON.parse(entry!.dry_run_json!)).toEqual({
      would: "Would update option 'blogname' from 'Mock Site' to 'Acme'. Call again with confirm_write=true to proceed.",
      changes: { 'option:blogname': { from: 'Mock Site', to: 'Acme' } },
    });
    expect(entry!.result_summary).toBe("Would update option 'blogname' from 'Mock Site' to 'Acme'. Call again with confirm_write=true to proceed.");
  });

  it('records the draft theme life cycle of the theme area, DELETE included', async () => {
    const s = fresh();
    await post(s, '/draft-theme').expect(200);
    await del(s, '/draft-theme').expect(200);
    const ops = (await entries(s)).map((e) => [e.operation, e.command]);
    expect(ops).toEqual([
      ['draft-theme delete', 'DELETE /sitetool/v1/draft-theme'],
      ['draft-theme', 'POST /sitetool/v1/draft-theme'],
    ]);
  });

  it('records a refused write with its error code, but not a request refused before the handler', async () => {
    const s = fresh();
    await post(s, '/content/edit', { target_type: 'post', post_id: 1, old_content: 'nowhere', new_content: 'x' }).expect(400);
    await post(s, '/file/edit', { path: 'header.php' }).expect(400); // missing arguments: never reaches the handler
    await post(
      s,
      '/content/edit',
      { target_type: 'option', option_name: 'blogname', old_content: 'Mock', new_content: 'x' },
      basic('subscriber', 'subscriber-password'),
    ).expect(403);
    const [entry, ...rest] = await entries(s);
    expect(rest).toEqual([]);
    expect(entry!.result_summary).toMatch(/^error sitetool_content_not_found \(400\): old_content was found 0 times/);
  });

  it('keeps secrets out: secret-like parameters, CLI flags and values written to secret-like options', async () => {
    const s = fresh();
    await post(s, '/cli/run', { command: 'wp option update stripe_api_key sk_live_123', confirm_write: true }).expect(200);
    await post(s, '/cli/run', { command: 'wp post create --post_title=Members --post_password=hunter2', confirm_write: true }).expect(200);
    await post(s, '/content/edit', { target_type: 'option', option_name: 'stripe_api_key', old_content: 'sk_live_123', new_content: 'sk_live_456' }).expect(
      200,
    );
    const log = JSON.stringify(await entries(s));
    expect(log).not.toMatch(/sk_live|hunter2/);
    const [content, create, option] = await entries(s);
    expect(option!.command).toBe('wp option update stripe_api_key [redacted]');
    expect(create!.command).toBe('wp post create --post_title=Members --post_password=[redacted]');
    expect(JSON.parse(content!.params_json!)).toMatchObject({ option_name: 'stripe_api_key', old_content: '[redacted]', new_content: '[redacted]' });
  });

  it('keeps the start and the length of long texts', async () => {
    const s = fresh();
    const content = `/* big */\n${'a'.repeat(2000)}`;
    await post(s, '/file/write', { path: 'assets/css/big.css', content }).expect(200);
    const [entry] = await entries(s);
    expect(JSON.parse(entry!.params_json!).content).toBe(`${content.slice(0, 200)}… [${content.length} chars]`);
  });
});

describe('GET /audit-log', () => {
  it('pages with limit and offset, and says the total in X-WP-Total and X-WP-TotalPages', async () => {
    const s = fresh();
    for (const n of [1, 2, 3, 4, 5]) await post(s, '/audit-log/record', { operation: 'step', command: `step ${n}` }).expect(200);
    const res = await get(s, '/audit-log', '&limit=2&offset=1');
    expect(res.headers['x-wp-total']).toBe('5');
    expect(res.headers['x-wp-totalpages']).toBe('3');
    expect(res.body.total).toBe(5);
    expect((res.body.entries as Entry[]).map((e) => e.command)).toEqual(['step 4', 'step 3']);
    expect(await entries(s, '&offset=5')).toEqual([]);
    expect((await get(s, '/audit-log', '&limit=0')).body.code).toBe('sitetool_invalid_limit');
    expect((await get(s, '/audit-log', '&offset=-1')).body.code).toBe('sitetool_invalid_offset');
  });

  it("needs manage_options, and keeps each session's log apart", async () => {
    const s = fresh();
    await post(s, '/audit-log/record', { operation: 'step', command: 'one' }).expect(200);
    expect((await get(s, '/audit-log', '', basic('editor', 'editor-password'))).status).toBe(403);
    expect(await entries(fresh())).toEqual([]);
  });
});

describe('POST /audit-log/record', () => {
  it('adds one entry as given (once), redacting secrets in JSON params', async () => {
    const s = fresh();
    const res = await post(s, '/audit-log/record', {
      operation: 'deploy',
      command: 'git push production',
      params: '{"branch":"main","token":"ghp_secret"}',
      dry_run: 'false',
      result_summary: 'pushed 3 commits',
    });
    expect(res.status).toBe(200);
    expectSchema('/audit-log/record', 'POST', res.body);
    expect(res.body).toEqual({ recorded: true, id: 1 });
    expect(await entries(s)).toEqual([
      {
        id: '1',
        user_id: '1',
        operation: 'deploy',
        command: 'git push production',
        params_json: '{"branch":"main","token":"[redacted]"}',
        dry_run_json: 'false',
        result_summary: 'pushed 3 commits',
        created_at: '2026-01-15 09:00:00',
      },
    ]);
    expect((await post(s, '/audit-log/record', { operation: ' ', command: 'x' })).body.code).toBe('sitetool_invalid_audit_entry');
    expect((await post(s, '/audit-log/record', { operation: 'x' })).body.code).toBe('rest_missing_callback_param');
  });
});
