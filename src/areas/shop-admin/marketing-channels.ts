// Marketing channels: a channel is registered while its plugin is active (Google for WooCommerce, TikTok...).
// GET marketing/channels lists them; campaigns and campaign types aggregate those of the registered channels,
// paged with page/per_page and X-WP-Total, X-WP-TotalPages and prev/next Link headers (a page past the end is
// an empty list, as WooCommerce slices it).
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import { pageWindow, paginate } from '../../wp/page-window.js';
import { isActive } from '../plugins/plugin-store.js';
import { adminLink } from './site-urls.js';
import { MARKETING_CAMPAIGNS, MARKETING_CAMPAIGN_TYPES, MARKETING_CHANNELS } from '../../catalogue/record-sets/shop-admin.js';

interface Channel {
  slug: string;
  name: string;
  data: Record<string, unknown>;
}

/** The channels whose plugin is active, in the store's order. */
function registeredChannels(session: Session): Channel[] {
  return recordsIn(session, MARKETING_CHANNELS)
    .map(({ id, data }) => ({ slug: String(data.slug ?? id), name: String(data.name ?? id), data }))
    .filter((c) => isActive(session, String(c.data.plugin ?? c.slug)));
}

/** GET marketing/channels. */
export const marketingChannels: Handler = (req, ctx) => {
  const channels = registeredChannels(ctx.session).map(({ slug, name, data }) => ({
    slug,
    is_setup_completed: data.is_setup_completed === true,
    settings_url: adminLink(req, ctx, data.settings_url),
    name,
    description: String(data.description ?? ''),
    product_listings_status: String(data.product_listings_status ?? 'not-synced'),
    errors_count: Number(data.errors_count ?? 0),
    icon: String(data.icon ?? ''),
  }));
  return { data: channels };
};

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', CAD: '$', AUD: '$', NZD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/** wc_format_decimal() and the price as wc_price() writes it for the currency (thousands by commas, two decimals but for yen). */
function price(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  const currency = String(value.currency ?? 'USD');
  const amount = Number(value.value ?? 0);
  const decimals = currency === 'JPY' ? 0 : 2;
  const [whole, fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
  const symbol = CURRENCY_SYMBOLS[currency];
  const formatted = `${amount < 0 ? '-' : ''}${symbol ?? ''}${grouped}${symbol ? '' : ` ${currency}`}`;
  return { value: String(value.value ?? '0'), currency, formatted };
}

/** One page of `items` with WooCommerce's collection headers. */
function page(req: RestRequest, items: unknown[]) {
  const { page: slice, headers } = paginate(req, items, pageWindow(req.params, false));
  return { data: slice, headers };
}

/** GET marketing/campaigns. */
export const marketingCampaigns: Handler = (req, ctx) => {
  const session = ctx.session;
  const campaigns: Record<string, unknown>[] = [];
  for (const channel of registeredChannels(session)) {
    for (const { id, data } of recordsIn(session, MARKETING_CAMPAIGNS)) {
      if (data.channel !== channel.slug) continue;
      const item: Record<string, unknown> = {
        id: String(data.campaign_id ?? id),
        channel: channel.slug,
        title: String(data.title ?? ''),
        manage_url: adminLink(req, ctx, data.manage_url),
      };
      const cost = price(data.cost);
      const sales = price(data.sales);
      if (cost) item.cost = cost;
      if (sales) item.sales = sales;
      campaigns.push(item);
    }
  }
  return page(req, campaigns);
};

/** GET marketing/campaign-types. */
export const marketingCampaignTypes: Handler = (req, ctx) => {
  const session = ctx.session;
  const types: Record<string, unknown>[] = [];
  for (const channel of registeredChannels(session)) {
    for (const { id, data } of recordsIn(session, MARKETING_CAMPAIGN_TYPES)) {
      if (data.channel !== channel.slug) continue;
      types.push({
        id: String(data.type_id ?? id),
        name: String(data.name ?? ''),
        description: String(data.description ?? ''),
        channel: { slug: channel.slug, name: channel.name },
        create_url: adminLink(req, ctx, data.create_url),
        icon_url: String(data.icon_url ?? ''),
      });
    }
  }
  return page(req, types);
};
