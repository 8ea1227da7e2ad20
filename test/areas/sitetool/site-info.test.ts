// GET /sitetool/v1/site-info, /registered-meta and /ping: the site as the scenario and the session's state
// describe it (who is connected, versions, the active theme, plugins, themes, registered meta).
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { api, expectSchema, get, post } from './theme-client.js';

let sessions = 0;
const fresh = () => `info-${++sessions}`;

describe('site-info', () => {
  it('describes the connected user, the versions, the active theme, the active plugins and the installed themes', async () => {
    const res = await get(fresh(), '/site-info');
    expect(res.status).toBe(200);
    expectSchema('/site-info', 'GET', res.body);
    expect(res.body).toMatchObject({
      connected_user: {
        login: 'admin',
        roles: ['administrator'],
        caps: { manage_options: true, edit_theme_options: true, edit_posts: true, publish_posts: true, upload_files: true, activate_plugins: true },
      },
      site_name: 'Mock Site',
      wp_version: '6.8.1',
      php_version: '8.2.28',
      sitetool_plugin_version: '1.15.3',
      features: ['content_edit', 'content_search'],
      active_theme: {
        name: 'Lakeside',
        stylesheet: 'lakeside',
        version: '1.4.2',
        sitetool_authored: false,
        uses_tailwind: false,
        templates_present: ['index.php', 'header.php', 'footer.php', 'functions.php', 'style.css', 'single.php', 'page.php'],
        templates_missing: ['archive.php', '404.php', 'search.php', 'comments.php'],
      },
      plugins: [
        'ai-engine/ai-engine.php',
        'beaver-builder-lite-version/fl-builder.php',
        'elementor/elementor.php',
        'google-listings-and-ads/google-listings-and-ads.php',
        'insert-headers-and-footers/ihaf.php',
        'jetpack/jetpack.php',
        'mailpoet/mailpoet.php',
        'sitetool/sitetool.php',
        'woocommerce-gift-cards/woocommerce-gift-cards.php',
        'woocommerce-payments/woocommerce-payments.php',
        'woocommerce-paypal-payments/woocommerce-paypal-payments.php',
        'woocommerce-square/woocommerce-square.php',
        'woocommerce-subscriptions/woocommerce-subscriptions.php',
        'woocommerce/woocommerce.php',
      ],
      themes: ['bistro', 'lakeside', 'storefront'],
      wp_cli_available: true,
      wp_cli_version: null,
    });
    expect(res.body.site_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('follows the state: the blogname option, a published draft theme and its new template', async () => {
    const s = fresh();
    await post(s, '/cli/run', { command: 'option update blogname "Lakeside Press"', confirm_write: true }).expect(200);
    await post(s, '/draft-theme').expect(200);
    await post(s, '/file/write', { path: 'archive.php', content: '<?php get_header(); ?>' }).expect(200);
    await post(s, '/draft-theme/publish').expect(200);
    const res = await get(s, '/site-info');
    expect(res.body.site_name).toBe('Lakeside Press');
    expect(res.body.active_theme.templates_present).toContain('archive.php');
    expect(res.body.active_theme.templates_missing).not.toContain('archive.php');
    const themes = JSON.parse((await post(s, '/cli/run', { command: 'theme list --format=json' })).body.stdout) as { name: string; status: string }[];
    expect(themes.find((t) => t.status === 'active')?.name).toBe(res.body.active_theme.stylesheet);
  });

  it("reports a logged-in user's own roles and capabilities, and needs edit_theme_options", async () => {
    const res = await get(fresh(), '/site-info', '', basic('editor', 'editor-password'));
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('"edit_theme_options"');
    expect((await get(fresh(), '/site-info', '', null)).status).toBe(401);
  });

  it('takes the WordPress and PHP versions and the plugins from the scenario', async () => {
    const scenario = loadScenario(undefined, {
      data: {
        records: {
          'sitetool.environment': { wp_version: '6.7.2', php_version: '8.3.9' },
          'plugins.installed': [{ id: 'woocommerce', file: 'woocommerce/woocommerce.php', status: 'active', version: '9.9.5' }],
        },
      },
    });
    const http = site({ scenario });
    const info = (await http.get(rest('/sitetool/v1/site-info')).set('Authorization', ADMIN).expect(200)).body;
    // The other stores of the default scenario stay: the theme is still there.
    expect(info).toMatchObject({
      wp_version: '6.7.2',
      php_version: '8.3.9',
      plugins: ['woocommerce/woocommerce.php'],
      active_theme: { stylesheet: 'lakeside' },
    });
    expect((await http.get(rest('/sitetool/v1/ping')).expect(200)).body.wp_version).toBe('6.7.2');
    const cli = await http.post(rest('/sitetool/v1/cli/run')).set('Authorization', ADMIN).send({ command: 'core version' }).expect(200);
    expect(cli.body.stdout).toBe('6.7.2');
  });
});

describe('registered-meta', () => {
  it('lists footnotes for posts and pages', async () => {
    for (const type of ['post', 'page']) {
      const res = await get(fresh(), '/registered-meta', `&post_type=${type}`);
      expect(res.status).toBe(200);
      expectSchema('/registered-meta', 'GET', res.body);
      expect(res.body).toEqual({
        post_type: type,
        post_type_show_in_rest: true,
        post_type_supports_meta: true,
        rest_meta_writable: true,
        registered_meta_count: 1,
        registered_meta: { footnotes: { type: 'string', single: true, show_in_rest: true, has_default: true, has_sanitize: false, has_auth: false } },
        gotcha_note: null,
      });
    }
  });

  it('says attachments register no meta and ignore it, and refuses unknown post types', async () => {
    const res = await get(fresh(), '/registered-meta', '&post_type=attachment');
    expectSchema('/registered-meta', 'GET', res.body);
    expect(res.body).toMatchObject({ post_type_supports_meta: false, rest_meta_writable: false, registered_meta_count: 0, registered_meta: {} });
    expect(res.body.gotcha_note).toContain('custom-fields');
    const unknown = await get(fresh(), '/registered-meta', '&post_type=product');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'sitetool_invalid_post_type']);
    expect((await get(fresh(), '/registered-meta')).body.code).toBe('rest_missing_callback_param');
  });
});

describe('ping', () => {
  it('answers anyone with the plugin and WordPress versions', async () => {
    const res = await api.get(rest('/sitetool/v1/ping'));
    expect(res.status).toBe(200);
    expectSchema('/ping', 'GET', res.body);
    expect(res.body).toEqual({ plugin: 'sitetool', plugin_version: '1.15.3', wp_version: '6.8.1', features: ['content_edit', 'content_search'] });
  });
});
