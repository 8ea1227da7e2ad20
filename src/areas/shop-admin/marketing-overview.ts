// The marketing overview: the installed marketing extensions (InstalledExtensions::get_data(), in its order) with
// their state (installed, activated, configured once set up), and activating one of them.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import type { RestRequest } from '../../wp/request.js';
import { shopAdminErrors } from './errors.js';
import { activatePlugin, installedPlugin, type Plugin } from '../plugins/plugin-store.js';
import { sanitizeTitleWithDashes } from './sanitize-title.js';
import { adminLink, wcImageUrl } from './site-urls.js';
import { MARKETING_EXTENSIONS } from '../../catalogue/record-sets/shop-admin.js';

const SUPPORT = 'https://woocommerce.com/my-account/create-a-ticket/?utm_medium=product';

/** wp_trim_words( $text, 20 ). */
function trimWords(text: string, count = 20): string {
  const words = text
    .replace(/<[^>]*>/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}&hellip;` : words.join(' ');
}

/** html_entity_decode() of what wp_trim_words() adds. */
const decodeEntities = (text: string): string => text.replace(/&hellip;/g, '\u2026').replace(/&amp;/g, '&');

function extensionData(req: RestRequest, ctx: HandlerContext, spec: Record<string, unknown>, plugin: Plugin): Record<string, unknown> {
  const data: Record<string, unknown> = {
    slug: plugin.slug,
    status: plugin.active ? 'activated' : 'installed',
    name: plugin.name,
    description: decodeEntities(trimWords(plugin.description)),
    supportUrl: SUPPORT,
    icon: wcImageUrl(req, ctx, String(spec.icon ?? `marketing/${plugin.slug}.svg`)),
  };
  if (typeof spec.docsUrl === 'string' && spec.docsAlways === true) data.docsUrl = spec.docsUrl;
  if (!plugin.active) return data;
  if (spec.configured === true) data.status = 'configured';
  if (spec.settingsUrl !== undefined) data.settingsUrl = adminLink(req, ctx, spec.settingsUrl);
  if (typeof spec.docsUrl === 'string') data.docsUrl = spec.docsUrl;
  if (typeof spec.supportUrl === 'string') data.supportUrl = spec.supportUrl;
  return data;
}

/** GET marketing/overview/installed-plugins. */
export const installedExtensions: Handler = (req, ctx) => {
  const session = ctx.session;
  const out: Record<string, unknown>[] = [];
  for (const { id, data } of recordsIn(session, MARKETING_EXTENSIONS)) {
    const plugin = installedPlugin(session, String(data.slug ?? id));
    if (plugin) out.push(extensionData(req, ctx, data, plugin));
  }
  return { data: out };
};

/** POST marketing/overview/activate-plugin: activates an installed plugin named by its slug. */
export const activateMarketingPlugin: Handler = async (req, ctx) => {
  const session = ctx.session;
  const plugin = installedPlugin(session, sanitizeTitleWithDashes(String(req.params.plugin ?? '')));
  if (!plugin) return shopAdminErrors.invalidPlugin();
  session.tick();
  activatePlugin(session, plugin);
  await session.commit();
  return { data: { status: 'success' } };
};
