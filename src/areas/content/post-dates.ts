// Post dates as WordPress reads and writes them: REST input (rest_get_date_with_gmt), the site offset,
// drafts whose date floats until they are published, and the publish/future rule of wp_insert_post().
import { parseGmt, wpDate } from '../../store/clock.js';
import { HAS_ZONE, parseRestDate } from '../../wp/rest-date.js';

const HOUR = 3600_000;

/** Statuses whose date is not fixed until publication (post_date_gmt stays zero). */
export const FLOATING_STATUSES: ReadonlySet<string> = new Set(['draft', 'pending', 'auto-draft']);

/** rest_get_date_with_gmt(): [local, gmt] of a date given in the site's time (or as GMT with isUtc). */
export function dateWithGmt(input: string, isUtc: boolean, offsetHours: number): [local: string, gmt: string] | null {
  const ms = parseRestDate(input);
  if (ms === null) return null;
  if (!isUtc && !HAS_ZONE.test(input)) return [wpDate(ms), wpDate(ms - offsetHours * HOUR)];
  return [wpDate(ms, offsetHours), wpDate(ms)];
}

/** get_gmt_from_date() with a fixed offset. */
export const gmtFromLocal = (local: string, offsetHours: number): string => wpDate(parseGmt(local) - offsetHours * HOUR);

/** get_date_from_gmt() with a fixed offset. */
export const localFromGmt = (gmt: string, offsetHours: number): string => wpDate(parseGmt(gmt), offsetHours);

/** A date filter (after, before...) in the site's time, as WP_Date_Query compares it with post_date. */
export const localDateOf = (input: string, offsetHours: number): string | null => dateWithGmt(input, false, offsetHours)?.[0] ?? null;

/** wp_insert_post(): publishing with a date a minute or more ahead schedules; a due `future` publishes. */
export function scheduledStatus(status: string, dateGmt: string | null, nowGmt: string): string {
  if (dateGmt === null || (status !== 'publish' && status !== 'future')) return status;
  const ahead = dateGmt !== nowGmt && parseGmt(dateGmt) - parseGmt(nowGmt) >= 60_000;
  if (status === 'publish' && ahead) return 'future';
  if (status === 'future' && !ahead) return 'publish';
  return status;
}
