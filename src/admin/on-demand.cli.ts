// on-demand.ts as the command line's bundle has it (scripts/build-cli.mjs): the router loads on its first call
// (esbuild bundles this require() call, which runs the module once, when first made).
import type * as Plain from './on-demand.js';

declare const require: (id: string) => unknown;

export const loadAdminRouter: typeof Plain.loadAdminRouter = () => (require('./router.js') as typeof import('./router.js')).adminRouter;
