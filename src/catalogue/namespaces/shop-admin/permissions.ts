// The permission checks wc-admin's controllers use, with the errors they answer themselves.
import type { Permission } from '../../../model/catalogue.js';

/** WC_REST_Data_Controller::get_items_permissions_check(): wc_rest_check_manager_permissions( 'settings', 'read' ). */
export const LIST: Permission = { cap: 'manage_woocommerce', code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.' };
/** WC_REST_Data_Controller::get_item_permissions_check(). */
export const VIEW: Permission = { cap: 'manage_woocommerce', code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view this resource.' };
/** OnboardingProfile::update_items_permissions_check(): wc_rest_check_manager_permissions( 'settings', 'edit' ). */
export const EDIT: Permission = { cap: 'manage_woocommerce', code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot edit this resource.' };
/** The plugin-installing controllers (Plugins, PaymentGatewaySuggestions, Marketing, MarketingOverview). */
export const INSTALL: Permission = { cap: 'install_plugins', code: 'woocommerce_rest_cannot_update', message: 'Sorry, you cannot manage plugins.' };
/** MarketingOverview::install_plugins_permissions_check() (activate-plugin). */
export const INSTALL_MARKETING: Permission = {
  cap: 'install_plugins',
  code: 'woocommerce_rest_cannot_update',
  message: 'You do not have permission to install plugins. Please contact your site administrator.',
};
/** MarketingChannels / MarketingRecommendations (the channels controller even answers status 400). */
export const MARKETING: Permission = { cap: 'install_plugins', code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view marketing channels.' };
