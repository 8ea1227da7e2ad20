// The namespaces only the shop profile serves (the site profile's are in site-only.ts; both serve the rest).
import type { NamespaceCatalogue } from '../../model/catalogue.js';
import { agentprotoV1 } from './agentproto-v1.js';
import { assistantUiV1 } from './assistant-ui-v1.js';
import { assistantV1 } from './assistant-v1.js';
import { connectorV4 } from './connector-v4.js';
import { licenserAssistantV1 } from './licenser-assistant-v1.js';
import { paymentsV1 } from './payments-v1.js';
import { shopAdmin } from './shop-admin.js';
import { shopPosV1Catalog } from './shop-pos-v1-catalog.js';
import { shopV1 } from './shop-v1.js';
import { shopV3 } from './shop-v3.js';
import { shopV3Payments } from './shop-v3-payments.js';

export const SHOP_ONLY: readonly NamespaceCatalogue[] = [
  assistantUiV1,
  assistantV1,
  shopV3,
  shopV1,
  shopPosV1Catalog,
  connectorV4,
  licenserAssistantV1,
  agentprotoV1,
  paymentsV1,
  shopV3Payments,
  shopAdmin,
];
