// The origin links are written with: the scenario's site URL, else the request's own Host when it is a plain
// `host[:port]` (src/wp/origin.ts), else the bound address.
import type { IncomingMessage } from 'node:http';
import type { Site } from '../dispatch/types.js';
import { requestOrigin } from '../wp/origin.js';

export const originOf = (site: Site, req: IncomingMessage): string => requestOrigin(site.scenario.site.url, req);
