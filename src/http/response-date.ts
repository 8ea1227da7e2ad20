// The Date header of what the site answers beside REST (pages, uploads, login), from the scenario clock rather than
// the wall clock; set before the handler writes. REST answers write theirs after dispatch (a write ticks the clock).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpDate, siteNow } from '../dispatch/site-now.js';
import type { Site } from '../dispatch/types.js';
import { sessionName } from './session-name.js';

export function stampDate(site: Site, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Date', httpDate(siteNow(site, sessionName(req))));
}
