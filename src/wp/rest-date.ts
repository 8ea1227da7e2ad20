// rest_parse_date(): an RFC 3339 date as WordPress reads it. The zone may be `Z`, `±HH:MM` or a bare `±HH`
// (`2017-01-16T11:30:00-05`, which strtotime() reads as five hours west); `±HHMM` and a lower-case `z` are refused,
// as WordPress's pattern refuses them. A date without a zone is read as UTC.

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::\d{2})?)?$/;
/** Whether a date names its zone. */
export const HAS_ZONE = /(Z|[+-]\d{2}(:\d{2})?)$/;

/** The instant `input` names, in milliseconds since the epoch, or null when WordPress would refuse it. */
export function parseRestDate(input: string): number | null {
  if (!RFC3339.test(input)) return null;
  let iso = input.replace(/^(\d{4}-\d{2}-\d{2})[Tt ]/, '$1T');
  if (!HAS_ZONE.test(iso)) iso += 'Z';
  const ms = Date.parse(iso.replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(ms) ? null : ms;
}
