// Heartbeat::generate_stats_array( $prefix ): the stats Jetpack bumps once a day, from the site as it stands
// (WordPress and PHP versions, the site's active plugins, whoever installed and activated them, whether it
// is reached over https), each key after `prefix`.
import type { Handler } from '../../dispatch/types.js';
import { activeFiles } from '../plugins/plugin-store.js';
import { environmentOf } from '../sitetool/ops/environment.js';
import { getOption } from '../sitetool/ops/site-options.js';

export const JETPACK_VERSION = '14.9';

const branch = (version: string): number => Number.parseFloat(version.split('.').slice(0, 2).join('.')) || 0;

export const heartbeatData: Handler = (req, ctx) => {
  const prefix = typeof req.params.prefix === 'string' ? req.params.prefix : '';
  const session = ctx.session;
  const env = environmentOf(ctx.site.scenario);
  const https = req.origin.startsWith('https://');
  const stats: Record<string, unknown> = {
    version: JETPACK_VERSION,
    'wp-version': env.wp_version,
    'php-version': env.php_version,
    branch: branch(JETPACK_VERSION),
    'wp-branch': branch(env.wp_version),
    'php-branch': branch(env.php_version),
    public: String(getOption(ctx.site, session, req.origin, 'blog_public') ?? '1') === '1' ? 1 : 0,
    ssl: https,
    'is-https': https ? 'https' : 'http',
    language: String(getOption(ctx.site, session, req.origin, 'WPLANG') || 'en_US'),
    charset: 'UTF-8',
    'is-multisite': 'singlesite',
    identitycrisis: 'no',
    plugins: activeFiles(session).join(','),
  };
  return { data: Object.fromEntries(Object.entries(stats).map(([k, v]) => [`${prefix}${k}`, v])) };
};
