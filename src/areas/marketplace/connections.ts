// connect and disconnect: WC_Helper::activate_helper_subscription() / deactivate_helper_subscription() ask
// WooCommerce.com to add or remove this site in the subscription's connections; WooCommerce.com refuses an expired
// subscription and one whose sites are all taken. Connecting also activates the installed plugin (for a user who may).
import type { Handler } from '../../dispatch/types.js';
import { putRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { activatePlugin } from './local-state.js';
import { sendError, sendSuccess } from './send-json.js';
import { connectedSiteId, findSubscription, localProducts, SUBSCRIPTIONS, type Row } from './stores.js';
import { connectionsOf, installedProduct } from './subscription-list.js';

const NOT_FOUND = 'Subscription not found';

/** The subscription with its connections replaced, sites_active and maxed following them. */
function saveConnections(session: Session, subscription: Row, connections: unknown[]): void {
  const sitesMax = Number(subscription.sites_max ?? 0);
  const maxed = subscription.key_type !== 'unlimited' && sitesMax > 0 && connections.length >= sitesMax;
  putRecord(session, SUBSCRIPTIONS, String(subscription.id), { ...subscription, connections, sites_active: connections.length, maxed });
}

export const connectSubscription: Handler = async (req, ctx) => {
  const session = ctx.session;
  const subscription = findSubscription(session, ctx.site.scenario, req.params.product_key);
  if (!subscription) return sendError(NOT_FOUND);
  const siteId = connectedSiteId(ctx.site.scenario);
  const connections = connectionsOf(subscription);
  // WooCommerce.com answers already_connected, which the helper takes as success.
  if (!connections.includes(siteId)) {
    if (subscription.expired === true) return sendError('This subscription has expired. Renew it on WooCommerce.com to connect it to a site.');
    if (subscription.maxed === true)
      return sendError(
        'This subscription is already connected to as many sites as it allows. Disconnect it from another site or upgrade it on WooCommerce.com.',
      );
    session.tick();
    saveConnections(session, subscription, [...connections, siteId]);
  }
  const plugin = installedProduct(subscription, localProducts(session));
  if (plugin?.type === 'plugin' && !plugin.active && req.user?.capabilities.has('activate_plugins')) {
    session.tick();
    activatePlugin(session, plugin);
  }
  await session.commit();
  return sendSuccess({ message: 'Your subscription has been connected.' });
};

export const disconnectSubscription: Handler = async (req, ctx) => {
  const session = ctx.session;
  const subscription = findSubscription(session, ctx.site.scenario, req.params.product_key);
  if (!subscription) return sendError(NOT_FOUND);
  const siteId = connectedSiteId(ctx.site.scenario);
  const connections = connectionsOf(subscription);
  if (!connections.includes(siteId)) return sendError('This subscription is not connected to this site.');
  session.tick();
  saveConnections(
    session,
    subscription,
    connections.filter((c) => c !== siteId),
  );
  await session.commit();
  return sendSuccess({ message: 'Your subscription has been disconnected.' });
};
