// Five-field cron expressions (minute hour day-of-month month day-of-week, GMT) as the tasks module reads them:
// `*`, `*/n`, `a-b`, `a-b/n`, lists, single values; day-of-month and day-of-week either match when both are
// restricted (standard cron). `once` is not a cron expression: such a task runs once, when it is due.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HORIZON = 2 * 366 * DAY;

interface Fields {
  minute: Set<number>;
  hour: Set<number>;
  dom: Set<number>;
  month: Set<number>;
  dow: Set<number>;
  domRestricted: boolean;
  dowRestricted: boolean;
}

function parsePart(part: string, min: number, max: number, into: Set<number>): boolean {
  const [range, stepText] = part.split('/');
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!range || !Number.isInteger(step) || step < 1) return false;
  let [from, to] = [min, max];
  if (range !== '*') {
    const bounds = range.split('-').map(Number);
    if (bounds.some((b) => !Number.isInteger(b) || b < min || b > max) || bounds.length > 2) return false;
    from = bounds[0]!;
    to = bounds.length === 2 ? bounds[1]! : stepText === undefined ? from : max;
  }
  for (let v = from; v <= to; v += step) into.add(v);
  return true;
}

function parseField(field: string, min: number, max: number): Set<number> | null {
  const values = new Set<number>();
  return field.split(',').every((part) => parsePart(part, min, max, values)) ? values : null;
}

/** The expression's fields, or null when it is not a valid five-field expression. */
export function parseCron(expr: string): Fields | null {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const [minute, hour, dom, month, dow] = [
    parseField(parts[0]!, 0, 59),
    parseField(parts[1]!, 0, 23),
    parseField(parts[2]!, 1, 31),
    parseField(parts[3]!, 1, 12),
    parseField(parts[4]!, 0, 7),
  ];
  if (!minute || !hour || !dom || !month || !dow) return null;
  if (dow.has(7)) dow.add(0);
  return { minute, hour, dom, month, dow, domRestricted: parts[2] !== '*', dowRestricted: parts[4] !== '*' };
}

export const isCronExpression = (expr: string): boolean => parseCron(expr) !== null;

function dayMatches(f: Fields, d: Date): boolean {
  const dom = f.dom.has(d.getUTCDate());
  const dow = f.dow.has(d.getUTCDay());
  if (f.domRestricted && f.dowRestricted) return dom || dow;
  return f.domRestricted ? dom : f.dowRestricted ? dow : true;
}

/** The first minute after `afterMs` the expression matches; an invalid expression runs an hour later. */
export function nextCronRun(expr: string, afterMs: number): number {
  const f = parseCron(expr);
  if (!f) return afterMs + HOUR;
  let t = afterMs - (afterMs % MINUTE) + MINUTE;
  const end = afterMs + HORIZON;
  while (t < end) {
    const d = new Date(t);
    if (!f.month.has(d.getUTCMonth() + 1) || !dayMatches(f, d)) t = t - (t % DAY) + DAY;
    else if (!f.hour.has(d.getUTCHours())) t = t - (t % HOUR) + HOUR;
    else if (!f.minute.has(d.getUTCMinutes())) t += MINUTE;
    else return t;
  }
  return afterMs + HOUR;
}
