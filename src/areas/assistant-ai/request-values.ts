// Reading the loosely typed bodies of the assistant's routes (none declares arguments, as in the plugin).
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { RestRequest } from '../../wp/request.js';
import { isPlainObject } from '../../wp/php-values.js';
import { missingParam } from './errors.js';
import type { WpError } from '../../wp/errors.js';
import { readCounter, writeCounter } from '../../store/records.js';
import { randomFor, type Random } from './writer/random.js';

/** A non-empty string parameter (numbers are taken as their text), else undefined. */
export function textParam(req: RestRequest, name: string): string | undefined {
  const v = req.params[name];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** A positive whole-number parameter ("12" counts), else undefined. */
export function idParam(req: RestRequest, name: string): number | undefined {
  const v = req.params[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** An object parameter (a JSON object, or a form's `a[b]=c`), else `{}`. */
export const objectParam = (req: RestRequest, name: string): Record<string, unknown> => {
  const v = req.params[name];
  return isPlainObject(v) ? v : {};
};

/** The prompt of a query: `message`, or `prompt` as the public API also accepts. */
export function promptOf(req: RestRequest): string | WpError {
  const message = textParam(req, 'message') ?? textParam(req, 'prompt');
  return message ?? missingParam('message', 'the prompt to send to the model (the public API also accepts it as prompt)');
}

/** The seeded generator of one answer: the scenario seed, the kind of answer and what identifies it. */
export const answerRandom = (ctx: HandlerContext, kind: string, ...parts: string[]): Random => randomFor(ctx.site.scenario.seed, kind, ...parts);

/** Now as MySQL writes it ('Y-m-d H:i:s'), in the site's time. */
export const mysqlNow = (session: Session): string => session.now()[0].replace('T', ' ');

/** Now in whole seconds since the epoch (the provider's `created_at`). */
export const epochNow = (session: Session): number => Math.floor(session.instant() / 1000);

/**
 * The next number of a per-session sequence: what new ids are seeded with, so they differ even when the
 * scenario clock stands still (`clock.advance: frozen`). The caller commits the session.
 */
export function nextSerial(session: Session, sequence: string): number {
  const key = `assistant.serial#${sequence}`;
  return writeCounter(session, key, (readCounter(session, key) ?? 0) + 1);
}
