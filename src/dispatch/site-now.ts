// Now, as a session of the site sees it: its scenario clock (or the clock's start before the session exists).
// Every date a client sees comes from here, the Date header too, so a body's `modified` and the answer's Date agree.
import type { Site } from './types.js';

export function siteNow(site: Site, session: string): number {
  return site.store.has(session) ? site.store.session(session).instant() : Date.parse(site.scenario.clock.start);
}

let last: { second: number; text: string } = { second: Number.NaN, text: '' };

/** An HTTP date (RFC 9110 IMF-fixdate) of an instant; the clock moves by seconds, so the last one is reused. */
export function httpDate(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== last.second) last = { second, text: new Date(second * 1000).toUTCString() };
  return last.text;
}
