// The behaviour names of shop/v3/payments and payments/v1 (catalogue: src/catalogue/namespaces/shop-v3-payments.ts,
// payments-v1.ts). The onboarding and settings tabs are singleton kinds bound in the catalogue instead.
import type { Behaviour } from '../../dispatch/types.js';
import { bannerApply, bannerDismiss, bannerRemind } from './agentic-banner.js';
import { authenticateDirect, authenticateDisconnect, authenticateOAuth } from './authenticate.js';
import { commonGet, commonMerchant, commonUpdate, sellerAccount } from './common.js';
import { featuresGet, refreshFeatures } from './features.js';
import { incomingWebhook } from './incoming-webhook.js';
import { loginLink } from './login-link.js';
import { migrateToCards } from './migrate-to-cards.js';
import { payLaterTab, paymentMethodsTab, stylingTab } from './settings-tabs.js';
import { shippingCallback } from './shipping-callback.js';
import { todoComplete, todosGet, todosReset, todosUpdate } from './todos.js';
import { simulationStart, simulationState, webhooksGet, webhooksResubscribe } from './webhooks.js';

export const paymentsBehaviours: Readonly<Record<string, Behaviour>> = {
  'payments-common': commonGet,
  'payments-common-update': commonUpdate,
  'payments-merchant': commonMerchant,
  'payments-seller-account': sellerAccount,
  'payments-authenticate-direct': authenticateDirect,
  'payments-authenticate-oauth': authenticateOAuth,
  'payments-disconnect': authenticateDisconnect,
  'payments-login-link': loginLink,
  'payments-webhooks': webhooksGet,
  'payments-webhooks-resubscribe': webhooksResubscribe,
  'payments-simulation-start': simulationStart,
  'payments-simulation-state': simulationState,
  'payments-refresh-features': refreshFeatures,
  'payments-features': featuresGet,
  'payments-payment-methods': paymentMethodsTab.get,
  'payments-payment-methods-update': paymentMethodsTab.update,
  'payments-styling': stylingTab.get,
  'payments-styling-update': stylingTab.update,
  'payments-pay-later': payLaterTab.get,
  'payments-pay-later-update': payLaterTab.update,
  'payments-todos': todosGet,
  'payments-todos-update': todosUpdate,
  'payments-todos-reset': todosReset,
  'payments-todo-complete': todoComplete,
  'payments-migrate-to-cards': migrateToCards,
  'payments-banner-dismiss': bannerDismiss,
  'payments-banner-remind': bannerRemind,
  'payments-banner-apply': bannerApply,
  'payments-incoming-webhook': incomingWebhook,
  'payments-shipping-callback': shippingCallback,
};
