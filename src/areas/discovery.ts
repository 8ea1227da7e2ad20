// The index (`GET /`) and namespace roots (`GET /cms/v2`...), generated from the catalogue and
// encoded once per site address and context.
import type { Handler, Site } from '../dispatch/types.js';
import type { RestResult } from '../wp/rest-result.js';
import { protocolErrors } from '../wp/errors.js';
import { indexDocument, namespaceDocument } from '../dispatch/index-document.js';
import { wpJson } from '../wp/json.js';
import type { User } from '../model/scenario.js';
import { activeStylesheet } from './sitetool/theme/active-theme.js';

const cache = new WeakMap<Site, Map<string, RestResult | null>>();

function cached(site: Site, key: string, build: () => Record<string, unknown> | null): RestResult | null {
  let entries = cache.get(site);
  if (!entries) cache.set(site, (entries = new Map()));
  let hit = entries.get(key);
  if (hit === undefined) {
    const data = build();
    entries.set(key, (hit = data === null ? null : { data, encoded: Buffer.from(wpJson(data)) }));
  }
  return hit;
}

/**
 * add_active_theme_link_to_index(): who may switch themes, or edit posts of any type, is shown the active theme.
 * Every post type of the catalogue is edited with edit_posts.
 */
const seesActiveTheme = (user: User | null): boolean =>
  user !== null && ['switch_themes', 'manage_network_themes', 'edit_posts'].some((cap) => user.capabilities.has(cap));

export const indexHandler: Handler = (req, ctx) => {
  const { site } = ctx;
  const help = req.params.context === 'help';
  // Only a caller shown the theme reads the session (ctx.session is fetched when first read).
  const theme = seesActiveTheme(req.user) ? activeStylesheet(ctx.session) : null;
  return cached(site, `index|${req.origin}|${help}|${theme ?? ''}`, () => indexDocument(site, req.origin, help, theme))!;
};

export const namespaceHandler: Handler = (req, { site }) => {
  const ns = typeof req.params.namespace === 'string' ? req.params.namespace : '';
  const help = req.params.context === 'help';
  return cached(site, `ns|${ns}|${req.origin}|${help}`, () => namespaceDocument(site, ns, req.origin, help)) ?? protocolErrors.invalidNamespace();
};
