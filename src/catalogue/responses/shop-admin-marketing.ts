// shop-admin marketing answers (wc-admin's Marketing, MarketingOverview, MarketingRecommendations,
// MarketingChannels, MarketingCampaigns and MarketingCampaignTypes controllers).
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, few, flag, link, shape, SITE, strings, text } from './shop-common.js';

const MARKET = 'https://woocommerce.com';
const slugName = (slugs: string[], names: string[]): ResponseSchema => few(shape({ slug: text(...slugs), name: text(...names) }), 2, 0);
/** A list of any length (the faker makes at most three items). */
const list = (items: ResponseSchema): ResponseSchema => ({ type: 'array', items });

/** A recommended extension from the marketing recommendations spec (MarketingRecommendations\Init). */
const recommendation: ResponseSchema = shape(
  {
    title: text('Google for WooCommerce', 'TikTok for WooCommerce', 'MailPoet'),
    description: text('Get in front of shoppers and drive traffic so you can grow your business with Performance Max Campaigns.'),
    url: link(`${MARKET}/products/google-listings-and-ads/`, `${MARKET}/products/tiktok-for-woocommerce/`),
    direct_install: flag,
    icon: link(`${MARKET}/wp-content/plugins/wccom-plugins/marketing-tab-rest-api/icons/google.svg`),
    product: text('google-listings-and-ads', 'tiktok-for-business', 'mailpoet'),
    plugin: text('google-listings-and-ads/google-listings-and-ads.php', 'mailpoet/mailpoet.php'),
    categories: strings('marketing', 'channels'),
    subcategories: slugName(['sales-channels', 'email'], ['Sales channels', 'Email']),
    tags: slugName(['built-by-woocommerce', 'free-listings'], ['Built by WooCommerce', 'Free listings']),
  },
  ['subcategories', 'tags'],
);

/** GET marketing/recommended and marketing/recommendations. */
export const recommendations: ResponseSchema = list(recommendation);

/** MarketingSpecs::get_misc_recommendations(): WooCommerce.com's misc recommendations document. */
export const miscRecommendations: ResponseSchema = few(
  shape(
    {
      id: text('woocommerce-analytics'),
      order_attribution_promotion_percentage: {
        type: 'array',
        items: { type: 'array', items: { type: ['string', 'integer'] } },
        examples: [
          [
            ['9.7', 100],
            ['9.6', 60],
          ],
        ],
      },
    },
    ['order_attribution_promotion_percentage'],
  ),
  2,
  0,
);

/** MarketingSpecs::get_knowledge_base_posts(): posts from the WooCommerce.com blog (at most 8 of the topic). */
export const knowledgeBase: ResponseSchema = few(
  shape({
    title: text('How to Use Email Marketing to Grow Your Store', 'A Beginner’s Guide to Google Shopping'),
    date: text('2025-11-04T14:00:00', '2025-10-21T09:30:00'),
    link: link(`${MARKET}/posts/email-marketing-ecommerce/`),
    author_name: text('WooCommerce', 'Jess Ramos'),
    author_avatar: link('https://secure.gravatar.com/avatar/0d7e3b8a1f5c6e9d?s=96&d=mm&r=g'),
    image: link(`${MARKET}/wp-content/uploads/2025/10/email-marketing.png`),
  }),
  8,
  0,
);

/** POST marketing/overview/activate-plugin. */
export const pluginActivated: ResponseSchema = shape({ status: { const: 'success' } });

/** InstalledExtensions::get_data(): installed marketing extensions and their state. */
export const installedExtensions: ResponseSchema = list(
  shape(
    {
      slug: text('mailpoet', 'google-listings-and-ads', 'facebook-for-woocommerce'),
      status: choice('installed', 'activated', 'configured'),
      settingsUrl: link(`${SITE}/wp-admin/admin.php?page=mailpoet-newsletters`),
      name: text('MailPoet', 'Google for WooCommerce', 'Facebook for WooCommerce'),
      description: text('Create and send newsletters, post notifications and welcome emails from your WordPress.'),
      icon: link(`${SITE}/wp-content/plugins/woocommerce/assets/images/marketing/mailpoet.svg`),
      docsUrl: link(`${MARKET}/document/mailpoet/`),
      supportUrl: link(`${MARKET}/my-account/create-a-ticket/`),
      dashboardUrl: link(`${SITE}/wp-admin/admin.php?page=mailpoet-newsletters`),
    },
    ['settingsUrl', 'docsUrl', 'supportUrl', 'dashboardUrl'],
  ),
);

/** MarketingChannels::prepare_item_for_response(). */
export const channels: ResponseSchema = list(
  shape({
    slug: text('google-listings-and-ads', 'tiktok-for-business'),
    is_setup_completed: flag,
    settings_url: link(`${SITE}/wp-admin/admin.php?page=wc-admin&path=/google/settings`),
    name: text('Google for WooCommerce', 'TikTok for WooCommerce'),
    description: text('Get in front of shoppers and drive traffic so you can grow your business.'),
    product_listings_status: choice('synced', 'sync-in-progress', 'sync-failed', 'not-synced'),
    errors_count: { type: 'integer', minimum: 0, maximum: 5 },
    icon: link(`${MARKET}/wp-content/plugins/wccom-plugins/marketing-tab-rest-api/icons/google.svg`),
  }),
);

const price = shape({ value: text('100.00', '1250.50', '35.00'), currency: { const: 'USD' }, formatted: text('$100.00', '$1,250.50', '$35.00') });

/** MarketingCampaigns::prepare_item_for_response(): campaigns of all registered channels. */
export const campaigns: ResponseSchema = list(
  shape(
    {
      id: text('12345678901', 'pmax-9876'),
      channel: text('google-listings-and-ads'),
      title: text('Spring sale — Performance Max', 'Holiday remarketing'),
      manage_url: link(`${SITE}/wp-admin/admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/edit&programId=12345678901`),
      cost: price,
      sales: price,
    },
    ['cost', 'sales'],
  ),
);

/** MarketingCampaignTypes::prepare_item_for_response(). */
export const campaignTypes: ResponseSchema = list(
  shape({
    id: text('google-ads', 'tiktok-ads'),
    name: text('Google Ads', 'TikTok Ads'),
    description: text('Boost your product listings with a campaign that is automatically optimized to meet your goals.'),
    channel: shape({ slug: text('google-listings-and-ads'), name: text('Google for WooCommerce') }),
    create_url: link(`${SITE}/wp-admin/admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/create`),
    icon_url: link(`${MARKET}/wp-content/plugins/wccom-plugins/marketing-tab-rest-api/icons/google.svg`),
  }),
);
