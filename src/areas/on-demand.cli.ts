// on-demand.ts as the command line's bundle has it (scripts/build-cli.mjs): each group of behaviours loads on its
// first call (esbuild bundles these require() calls; each runs its module once, when first made), and is named to the
// launcher, whose code cache then holds it (src/cli/launch.ts).
import type * as Plain from './on-demand.js';

declare const require: (id: string) => unknown;
declare const __mockSitePart: ((part: string) => void) | undefined;

const loading = (part: string): void => {
  if (typeof __mockSitePart === 'function') __mockSitePart(part);
};

export const wpBehaviours: typeof Plain.wpBehaviours = () => {
  loading('areas:wp');
  return (require('./wp-behaviours.js') as typeof import('./wp-behaviours.js')).WP_BEHAVIOURS;
};
export const sitetoolBehaviours: typeof Plain.sitetoolBehaviours = () => {
  loading('areas:sitetool');
  return (require('./sitetool-behaviours.js') as typeof import('./sitetool-behaviours.js')).SITETOOL_BEHAVIOURS;
};
export const shopBehaviours: typeof Plain.shopBehaviours = () => {
  loading('areas:shop');
  return (require('./shop-behaviours.js') as typeof import('./shop-behaviours.js')).SHOP_BEHAVIOURS;
};
