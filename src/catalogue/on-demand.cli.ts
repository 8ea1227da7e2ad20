// on-demand.ts as the command line's bundle has it (scripts/build-cli.mjs): each group of namespaces loads on its
// first call (esbuild bundles these require() calls; each runs its module once, when first made), and is named to the
// launcher, whose code cache then holds it (src/cli/launch.ts).
import type * as Plain from './on-demand.js';

declare const require: (id: string) => unknown;
declare const __mockSitePart: ((part: string) => void) | undefined;

const loading = (part: string): void => {
  if (typeof __mockSitePart === 'function') __mockSitePart(part);
};

export const siteOnlyCatalogues: typeof Plain.siteOnlyCatalogues = () => {
  loading('catalogue:site');
  return (require('./namespaces/site-only.js') as typeof import('./namespaces/site-only.js')).SITE_ONLY;
};
export const shopOnlyCatalogues: typeof Plain.shopOnlyCatalogues = () => {
  loading('catalogue:shop');
  return (require('./namespaces/shop-only.js') as typeof import('./namespaces/shop-only.js')).SHOP_ONLY;
};
