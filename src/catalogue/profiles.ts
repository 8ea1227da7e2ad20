// The two profiles: which namespaces the index lists and which routes are served, in WordPress's
// registration order. Namespace roots are added here for every listed namespace, never written by hand.
import { defineNamespace, get, PUBLIC, untyped } from './define.js';
import { cmsV2 } from './namespaces/cms-v2.js';
import { oembed } from './namespaces/oembed-1-0.js';
import { root } from './namespaces/root.js';
import { shopOnlyCatalogues, siteOnlyCatalogues } from './on-demand.js';
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

/** The namespaces both profiles serve; each profile's own are loaded with it (on-demand.ts). */
const SHARED: readonly NamespaceCatalogue[] = [oembed, cmsV2];

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

function withRoot(namespace: string, catalogues: readonly NamespaceCatalogue[]): NamespaceCatalogue {
  const catalogue = catalogues.find((c) => c.namespace === namespace);
  const routes = catalogue?.routes ?? [];
  return { namespace, root: true, routes: catalogue?.root === false ? routes : [namespaceRoot(namespace), ...routes] };
}

function profile(name: ProfileName, namespaces: readonly string[], own: readonly NamespaceCatalogue[]): Profile {
  const catalogues = [...SHARED, ...own];
  return { name, namespaces, catalogues: [root, ...namespaces.map((ns) => withRoot(ns, catalogues))] };
}

let site: Profile | undefined;
let shop: Profile | undefined;

/** Each profile is built when first read: a start builds the catalogue of the profile it serves, not both. */
export const profiles: Readonly<Record<ProfileName, Profile>> = {
  get site() {
    return (site ??= profile('site', SITE_NAMESPACES, siteOnlyCatalogues()));
  },
  get shop() {
    return (shop ??= profile('shop', SHOP_NAMESPACES, shopOnlyCatalogues()));
  },
};

/** Every route of a profile in registration order. */
export const routesOf = (p: Profile): Route[] => p.catalogues.flatMap((c) => c.routes);
