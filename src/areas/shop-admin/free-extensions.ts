// GET onboarding/free-extensions: the bundles of free extensions the profiler and the task list suggest
// (RemoteFreeExtensions), each plugin with whether it is installed and activated now; plugins whose spec says
// `is_visible: false` are left out, as the rule engine leaves them out.
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { activeSlugs, installedSlugs } from '../plugins/plugin-store.js';
import { FREE_EXTENSIONS } from '../../catalogue/record-sets/shop-admin.js';

export const freeExtensions: Handler = (_req, ctx) => {
  const session = ctx.session;
  const installed = new Set(installedSlugs(session));
  const active = new Set(activeSlugs(session));
  const bundles = recordsIn(session, FREE_EXTENSIONS).map(({ data }) => {
    const { id: _id, plugins, ...bundle } = data;
    const visible = (Array.isArray(plugins) ? plugins : []).filter(isPlainObject).filter((p) => p.is_visible !== false);
    return {
      ...bundle,
      plugins: visible.map((plugin) => {
        // A key may name a variant of the plugin after a colon (`woocommerce-services:shipping`).
        const slug = String(plugin.key ?? '').split(':')[0]!;
        return { ...plugin, is_visible: true, is_installed: installed.has(slug), is_activated: active.has(slug) };
      }),
    };
  });
  return { data: bundles };
};
