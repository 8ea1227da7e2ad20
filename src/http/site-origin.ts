// The origin links are written with: the scenario's site URL, else the request's own Host when it is a plain
// `host[:port]` (src/wp/origin.ts), else the bound address.
import type { Site } from '../dispatch/types.js';
import { requestOrigin } from '../wp/origin.js';
import type { WireRequest } from '../wp/wire.js';

export const originOf = (site: Site, req: WireRequest): string => requestOrigin(site.scenario.site.url, req);
