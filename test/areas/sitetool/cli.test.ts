// POST /sitetool/v1/cli/run and /cli/run-approved, GET /cli/status: a WP-CLI subset run natively against
// the session's state, printing what WP-CLI prints; writes need confirm_write, permanent deletions approval.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest } from '../../helpers.js';
import { api, expectSchema, get, post } from './theme-client.js';

let sessions = 0;
const fresh = () => `cli-${++sessions}`;
const cli = (session: string, command: string, confirm = false) => post(session, '/cli/run', { command, confirm_write: confirm });
const approved = (session: string, command: string, confirm = false) => post(session, '/cli/run-approved', { command, confirm_write: confirm });
const stdout = async (session: string, command: string) => {
  const res = await cli(session, command);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.stdout as string;
};
const cms = (session: string, route: string) => api.get(rest(route, '&context=edit')).set('X-Mock-Session', session).set('Authorization', ADMIN);

describe('cli/run: read commands', () => {
  it("runs option get/list with WP-CLI's output", async () => {
    const s = fresh();
    const res = await cli(s, 'wp option get blogname');
    expectSchema('/cli/run', 'POST', res.body);
    expect(res.body).toMatchObject({ command: 'wp option get blogname', tier: 'read', exit_code: 0, stdout: 'Mock Site', stderr: '' });
    expect(await stdout(s, 'option get sticky_posts')).toBe('array (\n  0 => 2,\n)');
    expect(await stdout(s, 'option get sticky_posts --format=json')).toBe('[2]');
    expect(await stdout(s, 'option list --search=blog*')).toBe(
      'option_name\toption_value\nblogname\tMock Site\nblogdescription\tA WordPress-style site served by mock-site\nblog_public\t1',
    );
    expect(await stdout(s, 'option list --search=sticky_posts --format=json')).toBe('[{"option_name":"sticky_posts","option_value":"a:1:{i:0;i:2;}"}]');
    const missing = await cli(s, 'option get nope');
    expect(missing.body).toMatchObject({ exit_code: 1, stdout: '', stderr: "Error: Could not get 'nope' option. Does it exist?" });
  });

  it('lists posts as WP-CLI does: published and unpublished posts (not trash), newest first, with --post_type, --post_status, --field, --fields, --format', async () => {
    const s = fresh();
    const ids = (await stdout(s, 'post list --format=ids')).split(' ').map(Number);
    expect(ids).toHaveLength(20);
    expect(ids).toContain(15);
    const pages = JSON.parse(await stdout(s, 'post list --post_type=page --post_status=publish --fields=ID,post_title --format=json')) as {
      ID: number;
      post_title: string;
    }[];
    expect(pages.map((p) => p.ID).sort((a, b) => a - b)).toEqual([21, 22, 23, 24, 25]);
    expect(Object.keys(pages[0]!)).toEqual(['ID', 'post_title']);
    expect(await stdout(s, 'post list --post_status=draft --field=post_title')).toBe('Draft: release 1.2 notes');
    expect(await stdout(s, 'post list --post_status=draft --format=count')).toBe('1');
    const table = (await stdout(s, 'post list --post_status=private')).split('\n');
    expect(table[0]).toBe('ID\tpost_title\tpost_name\tpost_date\tpost_status');
    expect(table[1]).toMatch(/^17\tPrivate: roadmap\tprivate-roadmap\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\tprivate$/);
    expect(await stdout(s, 'post list --post_status=draft --fields=ID,title --format=csv')).toBe('ID,post_title\n15,"Draft: release 1.2 notes"');
  });

  it('gets one post by field, as JSON, or as a Field/Value table', async () => {
    const s = fresh();
    expect(await stdout(s, 'post get 1 --field=post_title')).toBe('Hello world!');
    expect(await stdout(s, 'post get 1 --field=title')).toBe('Hello world!');
    const json = JSON.parse(await stdout(s, 'post get 21 --format=json')) as Record<string, unknown>;
    expect(json).toMatchObject({ ID: 21, post_title: 'About', post_type: 'page', post_status: 'publish', post_author: '1', post_parent: 0 });
    expect((await stdout(s, 'post get 1')).split('\n').slice(0, 3)).toEqual(['Field\tValue', 'ID\t1', 'post_author\t1']);
    expect((await cli(s, 'post get 999')).body).toMatchObject({ exit_code: 1, stderr: 'Error: Could not find the post with ID 999.' });
    expect((await cli(s, 'post get 1 --field=nope')).body).toMatchObject({ exit_code: 1, stderr: 'Error: Invalid field: nope.' });
  });

  it('lists plugins, themes and users, and prints the core version', async () => {
    const s = fresh();
    expect(await stdout(s, 'plugin list --status=inactive')).toBe(
      'name\tstatus\tupdate\tversion\tupdate_version\tauto_update\nakismet\tinactive\tnone\t5.4\t\toff\nhello\tinactive\tnone\t1.7.2\t\toff\nwoocommerce-product-bundles\tinactive\tnone\t8.0.2\t\toff',
    );
    expect(await stdout(s, 'plugin list --field=name --status=active')).toBe(
      [
        'ai-engine',
        'beaver-builder-lite-version',
        'elementor',
        'google-listings-and-ads',
        'insert-headers-and-footers',
        'jetpack',
        'mailpoet',
        'sitetool',
        'woocommerce',
        'woocommerce-gift-cards',
        'woocommerce-payments',
        'woocommerce-paypal-payments',
        'woocommerce-square',
        'woocommerce-subscriptions',
      ].join('\n'),
    );
    expect(await stdout(s, 'plugin list --fields=name,update,version,update_version --status=active --format=csv')).toContain(
      'woocommerce-subscriptions,available,7.0.1,7.1.0',
    );
    const themes = JSON.parse(await stdout(s, 'theme list --format=json')) as { name: string; status: string }[];
    expect(themes.filter((t) => t.status === 'active')).toHaveLength(1);
    expect(await stdout(s, 'user list --fields=ID,user_login,roles')).toBe(
      'ID\tuser_login\troles\n1\tadmin\tadministrator\n2\teditor\teditor\n3\tsubscriber\tsubscriber',
    );
    expect(await stdout(s, 'user list --role=editor --field=user_email')).toBe('editor@example.org');
    expect(await stdout(s, 'core version')).toBe('6.8.1');
  });

  it('splits the command like a shell: quotes and escapes', async () => {
    const s = fresh();
    await cli(s, `wp option update blogname "Acme's \\"Best\\" Site"`, true).expect(200);
    expect(await stdout(s, 'option get blogname')).toBe('Acme\'s "Best" Site');
    await cli(s, 'option update blogdescription \'Say "hi"\'', true).expect(200);
    expect(await stdout(s, 'option get blogdescription')).toBe('Say "hi"');
    await cli(s, 'option update blogdescription Plain\\ words', true).expect(200);
    expect(await stdout(s, 'option get blogdescription')).toBe('Plain words');
  });
});

describe('cli/run: write commands', () => {
  it('answers a dry run without confirm_write, and changes nothing', async () => {
    const s = fresh();
    const res = await cli(s, 'wp option update blogname Acme');
    expect(res.status).toBe(200);
    expectSchema('/cli/run', 'POST', res.body);
    expect(res.body).toEqual({
      command: 'wp option update blogname Acme',
      tier: 'write',
      exit_code: 0,
      stdout: '',
      stderr: '',
      execution_time_ms: 2,
      requires_confirmation: true,
      message: "Would update option 'blogname' from 'Mock Site' to 'Acme'. Call again with confirm_write=true to proceed.",
      dry_run: { 'option:blogname': { from: 'Mock Site', to: 'Acme' } },
    });
    expect(await stdout(s, 'option get blogname')).toBe('Mock Site');
  });

  it('runs the write with confirm_write', async () => {
    const s = fresh();
    expect((await cli(s, 'option update blogname Acme', true)).body).toMatchObject({
      tier: 'write',
      exit_code: 0,
      stdout: "Success: Updated 'blogname' option.",
    });
    expect((await cli(s, 'option update blogname Acme', true)).body.stdout).toBe("Success: Value passed for 'blogname' option is unchanged.");
    expect((await cli(s, 'option update my_flags \'{"a":1}\' --format=json', true)).body.stdout).toBe("Success: Updated 'my_flags' option.");
    expect(await stdout(s, 'option get my_flags --format=json')).toBe('{"a":1}');
  });

  it('creates, updates and trashes posts through cms/v2, which shows them (with a revision for the update)', async () => {
    const s = fresh();
    const dry = await cli(s, 'post create --post_title="Launch day" --post_status=publish');
    expect(dry.body.message).toBe("Would create a post with post_title='Launch day', post_status='publish'. Call again with confirm_write=true to proceed.");
    const created = await cli(s, 'post create --post_title="Launch day" --post_status=publish --post_content="<p>We launched.</p>" --porcelain', true);
    const id = Number(created.body.stdout);
    expect(id).toBeGreaterThan(32);
    expect((await cms(s, `/cms/v2/posts/${id}`)).body).toMatchObject({ title: { raw: 'Launch day' }, status: 'publish', slug: 'launch-day' });
    const page = await cli(s, 'post create --post_type=page --post_title=Pricing', true);
    expect(page.body.stdout).toMatch(/^Success: Created post \d+\.$/);

    expect((await cli(s, `post update ${id} --post_title="Launch day!"`)).body.message).toBe(
      `Would update post ${id} ('Launch day'): post_title 'Launch day' → 'Launch day!'. Call again with confirm_write=true to proceed.`,
    );
    expect((await cli(s, `post update ${id} --post_title="Launch day!"`, true)).body.stdout).toBe(`Success: Updated post ${id}.`);
    const revisions = (await cms(s, `/cms/v2/posts/${id}/revisions`)).body as { title: { raw: string } }[];
    expect(revisions[0]!.title.raw).toBe('Launch day!');

    expect((await cli(s, `post delete ${id}`, true)).body.stdout).toBe(`Success: Trashed post ${id}.`);
    expect((await cms(s, `/cms/v2/posts/${id}`)).body.status).toBe('trash');
  });

  it("answers WP-CLI's errors with exit code 1 before changing anything", async () => {
    const s = fresh();
    expect((await cli(s, 'post update 999 --post_title=x', true)).body).toMatchObject({ exit_code: 1, stderr: 'Error: Could not find the post with ID 999.' });
    expect((await cli(s, 'post update 1', true)).body).toMatchObject({ exit_code: 1, stderr: 'Error: Need some fields to update.' });
    expect((await cli(s, 'option get')).body).toMatchObject({ exit_code: 1, stderr: 'usage: wp option get <key> [--format=<format>]' });
    expect((await cli(s, 'post create --post_type=product --post_title=x', true)).body.exit_code).toBe(1);
    const editor = await post(s, '/cli/run', { command: 'post list' }, basic('editor', 'editor-password'));
    expect([editor.status, editor.body.code]).toEqual([403, 'sitetool_missing_capability']);
  });

  it('flushes caches and rewrite rules once confirmed', async () => {
    const s = fresh();
    expect((await cli(s, 'cache flush')).body.message).toBe('Would flush the object cache. Call again with confirm_write=true to proceed.');
    expect((await cli(s, 'cache flush', true)).body.stdout).toBe('Success: The cache was flushed.');
    expect((await cli(s, 'rewrite flush', true)).body.stdout).toBe('Success: Rewrite rules flushed.');
  });
});

describe('destructive commands and cli/run-approved', () => {
  it('refuses permanent deletions on cli/run, and runs them (dry run first) on cli/run-approved', async () => {
    const s = fresh();
    const refused = await cli(s, 'post delete 4 --force', true);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'sitetool_cli_needs_approval' });
    expect(refused.body.message).toContain('cli/run-approved');
    const dry = await approved(s, 'post delete 4 --force');
    expect(dry.body).toMatchObject({ tier: 'destructive', requires_confirmation: true });
    expect(dry.body.message).toBe("Would permanently delete post 4 ('Release 1.0') with its revisions. Call again with confirm_write=true to proceed.");
    expect((await approved(s, 'post delete 4 --force', true)).body.stdout).toBe('Success: Deleted post 4.');
    expect((await cms(s, '/cms/v2/posts/4')).status).toBe(404);
  });

  it('treats deleting a trashed post as permanent, and option delete as destructive', async () => {
    const s = fresh();
    await cli(s, 'post delete 5', true).expect(200);
    expect((await cli(s, 'post delete 5', true)).body.code).toBe('sitetool_cli_needs_approval');
    await cli(s, 'option update my_key value', true).expect(200);
    expect((await cli(s, 'option delete my_key', true)).status).toBe(403);
    expect((await approved(s, 'option delete my_key', true)).body.stdout).toBe("Success: Deleted 'my_key' option.");
    expect((await approved(s, 'option delete blogname', true)).body.exit_code).toBe(1);
  });

  it('runs read and ordinary write commands on cli/run-approved too', async () => {
    const s = fresh();
    expect((await approved(s, 'option get blogname')).body.stdout).toBe('Mock Site');
    expect((await approved(s, 'option update blogname Acme')).body.requires_confirmation).toBe(true);
  });
});

describe('cli/run: refusals', () => {
  it('refuses unknown commands, listing the supported ones', async () => {
    const res = await cli(fresh(), 'wp db drop --yes');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('sitetool_cli_command_not_supported');
    expect(res.body.message).toMatch(/^"wp db drop" is not a supported command\. Supported: wp option get, wp option list, .*wp core version/);
  });

  it('refuses shell operators, substitutions, unclosed quotes, escaping flags and empty commands', async () => {
    const s = fresh();
    for (const command of [
      'option get blogname; rm -rf /',
      'post list | head',
      'option get $(whoami)',
      'option get `id`',
      'option get "blogname',
      'option get blogname > /tmp/x',
      'option get blogname && ls',
    ]) {
      const res = await cli(s, command);
      expect([res.status, res.body.code], command).toEqual([400, 'sitetool_cli_invalid_command']);
    }
    expect((await cli(s, 'eval-file --exec="phpinfo();" x')).body.code).toBe('sitetool_cli_command_not_supported');
    expect((await cli(s, 'option get blogname --exec=phpinfo')).body.code).toBe('sitetool_cli_flag_not_allowed');
    expect((await cli(s, 'post list --user=2')).body.code).toBe('sitetool_cli_flag_not_allowed');
    expect((await cli(s, '  wp  ')).body.code).toBe('sitetool_cli_empty_command');
    expect((await cli(s, 'option get "blogname;x" --allow-root')).body).toMatchObject({
      exit_code: 1,
      stderr: "Error: Could not get 'blogname;x' option. Does it exist?",
    });
  });
});

describe('cli/status', () => {
  it('says commands run natively and lists each supported command with its usage and tier', async () => {
    const res = await get(fresh(), '/cli/status');
    expect(res.status).toBe(200);
    expectSchema('/cli/status', 'GET', res.body);
    expect(res.body).toMatchObject({ available: true, method: 'native' });
    expect(res.body.commands).toContainEqual({ command: 'wp post update', usage: 'wp post update <id>... [--<field>=<value>]', tier: 'write' });
    expect(res.body.commands).toContainEqual({ command: 'wp option get', usage: 'wp option get <key> [--format=<format>]', tier: 'read' });
  });
});
