// The two profiles: which namespaces the index lists and which routes are served, in WordPress's
// registration order. Namespace roots are added here for every listed namespace, never written by hand.
import { defineNamespace, get, PUBLIC, untyped } from './define.js';
import { agentprotoV1 } from './namespaces/agentproto-v1.js';
import { assistantUiV1 } from './namespaces/assistant-ui-v1.js';
import { assistantV1 } from './namespaces/assistant-v1.js';
import { cmsV2 } from './namespaces/cms-v2.js';
import { connectorV4 } from './namespaces/connector-v4.js';
import { licenserAssistantV1 } from './namespaces/licenser-assistant-v1.js';
import { oembed } from './namespaces/oembed-1-0.js';
import { paymentsV1 } from './namespaces/payments-v1.js';
import { root } from './namespaces/root.js';
import { shopAdmin } from './namespaces/shop-admin.js';
import { shopPosV1Catalog } from './namespaces/shop-pos-v1-catalog.js';
import { shopV1 } from './namespaces/shop-v1.js';
import { shopV3 } from './namespaces/shop-v3.js';
import { shopV3Payments } from './namespaces/shop-v3-payments.js';
import { sitetoolV1 } from './namespaces/sitetool-v1.js';
import type { NamespaceCatalogue, Profile, ProfileName, Route } from '../model/catalogue.js';

const SITE_NAMESPACES = ['oembed/1.0', 'sitetool/v1', 'cms/v2', 'cms-site-health/v1', 'cms-block-editor/v1', 'cms-abilities/v1'];

const SHOP_NAMESPACES = [
  'oembed/1.0',
  'assistant-ui/v1',
  'assistant/v1',
  'shop/v3',
  'shop/v1',
  'shop/pos/v1/catalog',
  'connector/v4',
  'licenser/assistant/v1',
  'agentproto/v1',
  'payments/v1',
  'shop/v3/payments',
  'shop-admin',
  'shop-analytics',
  'shop/store',
  'shop/store/v1',
  'shop/private',
  'shop/v2',
  'shop-admin-email',
  'shop-telemetry',
  'vendor-site/v3',
  'cms-abilities/v1',
  'cms/v2',
  'cms-site-health/v1',
  'cms-block-editor/v1',
];

const ALL: readonly NamespaceCatalogue[] = [
  oembed,
  sitetoolV1,
  cmsV2,
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

// Exported (issue 4, scenario routes) so the namespaces of a scenario's routes get their root too.
/** GET /<namespace>: what register_rest_route() adds for every namespace (get_namespace_index). */
export function namespaceRoot(namespace: string): Route {
  return defineNamespace(
    namespace,
    { read: PUBLIC, write: PUBLIC },
    {
      '': [get({ namespace: untyped({ default: namespace }), context: untyped({ default: 'view' }) }, { behaviour: 'namespace-index' })],
    },
  ).routes[0]!;
}

function withRoot(namespace: string): NamespaceCatalogue {
  const catalogue = ALL.find((c) => c.namespace === namespace);
  const routes = catalogue?.routes ?? [];
  return { namespace, root: true, routes: catalogue?.root === false ? routes : [namespaceRoot(namespace), ...routes] };
}

function profile(name: ProfileName, namespaces: readonly string[]): Profile {
  return { name, namespaces, catalogues: [root, ...namespaces.map(withRoot)] };
}

export const profiles: Readonly<Record<ProfileName, Profile>> = {
  site: profile('site', SITE_NAMESPACES),
  shop: profile('shop', SHOP_NAMESPACES),
};

/** Every route of a profile in registration order. */
export const routesOf = (p: Profile): Route[] => p.catalogues.flatMap((c) => c.routes);
