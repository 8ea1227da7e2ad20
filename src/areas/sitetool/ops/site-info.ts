// GET /sitetool/v1/site-info (who is connected, versions, the active theme, plugins and themes) and the
// public GET /sitetool/v1/ping (plugin presence and versions only).
import type { Handler } from '../../../dispatch/types.js';
import { can } from '../../content/capabilities.js';
import { currentTheme, installedThemes, themeTemplates } from './active-theme.js';
import { activeFiles } from '../../plugins/plugin-store.js';
import { environmentOf, FEATURES, PLUGIN_VERSION } from './environment.js';
import { getOption } from './site-options.js';
import { homeOf } from './change-view.js';

const CAPS = ['manage_options', 'edit_theme_options', 'edit_posts', 'publish_posts', 'upload_files', 'activate_plugins'];

export const siteInfo: Handler = (req, ctx) => {
  const session = ctx.session;
  const env = environmentOf(ctx.site.scenario);
  const theme = currentTheme(session);
  const user = req.user;
  return {
    data: {
      connected_user: {
        login: user?.username ?? '',
        roles: user?.roles ?? [],
        caps: Object.fromEntries(CAPS.map((cap) => [cap, can(user, cap)])),
      },
      site_name: String(getOption(ctx.site, session, req.origin, 'blogname') ?? ''),
      site_url: homeOf(ctx.site, req.origin),
      wp_version: env.wp_version,
      php_version: env.php_version,
      sitetool_plugin_version: PLUGIN_VERSION,
      features: FEATURES,
      active_theme: {
        name: theme.name,
        stylesheet: theme.stylesheet,
        version: theme.version,
        sitetool_authored: false,
        uses_tailwind: false,
        ...themeTemplates(session),
      },
      plugins: activeFiles(session),
      themes: installedThemes(session).map((t) => t.stylesheet),
      wp_cli_available: true,
      wp_cli_version: null,
    },
  };
};

export const ping: Handler = (_req, ctx) => ({
  data: { plugin: 'sitetool', plugin_version: PLUGIN_VERSION, wp_version: environmentOf(ctx.site.scenario).wp_version, features: FEATURES },
});
