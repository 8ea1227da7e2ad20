// activate (WC_Helper_Subscriptions_API::activate): activates the installed plugin or switches to the installed
// theme a subscription names; activate-plugin (WC_Helper::activate_plugin): the plugin only. Activating needs
// activate_plugins (a plugin) or switch_themes (a theme) beyond the routes' manage_woocommerce.
import type { Handler } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import { activatePlugin, switchTheme } from './local-state.js';
import { sendError, sendSuccess } from './send-json.js';
import { findSubscription, localProducts } from './stores.js';
import { installedProduct } from './subscription-list.js';

const can = (user: User | null, cap: string) => user?.capabilities.has(cap) === true;

export const activateProduct: Handler = async (req, ctx) => {
  const session = ctx.session;
  const subscription = findSubscription(session, ctx.site.scenario, req.params.product_key);
  if (!subscription) return sendError("We couldn't find a subscription for this product.");
  const installed = installedProduct(subscription, localProducts(session));
  if (!installed) return sendError('This product is not installed.');
  if (installed.active) return sendSuccess({ message: 'This product is already active.' });
  if (subscription.product_type === 'plugin') {
    if (!can(req.user, 'activate_plugins')) return sendError('You do not have permission to activate plugins on this site.', 403);
    session.tick();
    activatePlugin(session, installed);
  } else if (subscription.product_type === 'theme') {
    if (!can(req.user, 'switch_themes')) return sendError('You do not have permission to switch themes on this site.', 403);
    session.tick();
    switchTheme(session, installed);
  } else {
    return sendError('This product type is not supported.');
  }
  await session.commit();
  return sendSuccess({ message: 'This product has been activated.' });
};

export const activateSubscriptionPlugin: Handler = async (req, ctx) => {
  const session = ctx.session;
  const subscription = findSubscription(session, ctx.site.scenario, req.params.product_key);
  if (!subscription) return sendError('Subscription not found');
  const plugin = installedProduct(subscription, localProducts(session));
  if (plugin?.type !== 'plugin' || !can(req.user, 'activate_plugins')) return sendError("The plugin for your subscription couldn't be activated.");
  if (!plugin.active) {
    session.tick();
    activatePlugin(session, plugin);
    await session.commit();
  }
  return sendSuccess({ message: 'The plugin for your subscription has been activated.' });
};
