// The admin API's router (/__mock), given by a function. Here an ordinary import; the command line's bundle builds
// on-demand.cli.ts in this file's place (scripts/build-cli.mjs), which loads the router with the first /__mock
// request, after the server has started and answered its first REST request.
import { adminRouter } from './router.js';

export const loadAdminRouter = (): typeof adminRouter => adminRouter;
