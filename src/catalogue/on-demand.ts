// The namespaces one profile serves and the other does not, each group given by a function. Here they are ordinary
// imports; the command line's bundle builds on-demand.cli.ts in this file's place (scripts/build-cli.mjs), which
// loads a group on its first call: `serve --profile site` never builds the shop's catalogue, nor a shop the site's.
import type { NamespaceCatalogue } from '../model/catalogue.js';
import { SHOP_ONLY } from './namespaces/shop-only.js';
import { SITE_ONLY } from './namespaces/site-only.js';

export const siteOnlyCatalogues = (): readonly NamespaceCatalogue[] => SITE_ONLY;
export const shopOnlyCatalogues = (): readonly NamespaceCatalogue[] => SHOP_ONLY;
