// The audit trail of every site-tool write, added once around all sitetool behaviour maps (dispatch/behaviours.ts):
// each call that is not a read records an entry (operation, command, redacted params, dry run, result summary,
// time on the scenario clock, user) after its handler answered, and the changes the handler commits carry the
// caller's user id into last-change. Refused writes are recorded too, their summary naming the error code;
// requests refused before the handler (missing arguments, no capability) never reach it and are not recorded.
import type { Behaviour, Handler } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import { isWpError } from '../../wp/errors.js';
import { wpJson } from '../../wp/json.js';
import { isPlainObject } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import { recordAudit } from './ops/audit-log.js';
import { redactCommand, redactParams } from './ops/redact.js';

const NAMESPACE = /^\/sitetool\/v1\//i;
/** POST routes that only read (and the manual audit entry, which records itself). */
const NOT_WRITES = new Set(['file/read', 'file/search', 'file/outline', 'content/search', 'rendered-html', 'audit-log/record']);

const tailOf = (req: RestRequest) => req.route.replace(NAMESPACE, '').toLowerCase();
/** Not a write either: a POST whose `action` lists (code-snippet `action: list`). */
const isWrite = (req: RestRequest) =>
  req.method !== 'GET' && req.method !== 'HEAD' && NAMESPACE.test(req.route) && !NOT_WRITES.has(tailOf(req)) && req.params.action !== 'list';

/** `file edit`, `draft-theme delete`, `code-snippet update`: the route's words, and the action or DELETE. */
function operationOf(req: RestRequest): string {
  const words = tailOf(req).split('/');
  if (req.method === 'DELETE' && words.at(-1) !== 'delete') words.push('delete');
  if (typeof req.params.action === 'string' && req.params.action) words.push(req.params.action);
  return words.join(' ');
}

/** What was acted on: the CLI line, the content target, the file, or the method and route with the id it names. */
function commandOf(req: RestRequest, data: Record<string, unknown>): string {
  const p = req.params;
  if (typeof p.command === 'string') return redactCommand(p.command);
  if (typeof data.target === 'string') return data.target;
  if (typeof p.path === 'string') return p.path;
  const id = ['id', 'post_id', 'page_id', 'url', 'theme_name'].find((k) => p[k] !== undefined && p[k] !== '');
  return `${req.method} ${req.route}${id ? ` ${id}=${String(p[id])}` : ''}`;
}

function summaryOf(outcome: HandlerOutcome, data: Record<string, unknown>): string | null {
  if (isWpError(outcome)) return `error ${outcome.code} (${outcome.status}): ${outcome.message}`;
  for (const key of ['message', 'summary']) if (typeof data[key] === 'string' && data[key]) return data[key] as string;
  if (typeof data.stdout === 'string' || typeof data.stderr === 'string') {
    const text = `${String(data.stdout ?? '')}\n${String(data.stderr ?? '')}`.trim();
    return text.split('\n')[0] ?? '';
  }
  return typeof data.status === 'string' ? data.status : null;
}

function auditing(handle: Handler): Handler {
  return async (req, ctx) => {
    if (!isWrite(req)) return handle(req, ctx);
    const user_id = req.user?.id ?? 0;
    const outcome = await handle(req, ctx);
    const data = !isWpError(outcome) && isPlainObject(outcome.data) ? outcome.data : {};
    // A CLI read command runs through a POST, but reads nothing into the state: not a write.
    if (data.tier === 'read') return outcome;
    await recordAudit(ctx.session, {
      user_id,
      operation: operationOf(req),
      command: commandOf(req, data),
      params_json: Object.keys(req.params).length ? wpJson(redactParams(req.params)) : null,
      dry_run_json: data.requires_confirmation === true ? wpJson({ would: data.message, changes: data.dry_run ?? {} }) : null,
      result_summary: summaryOf(outcome, data),
    });
    return outcome;
  };
}

/** `behaviours` with every handler audited (permission checks unchanged). */
export function audited(behaviours: Readonly<Record<string, Behaviour>>): Record<string, Behaviour> {
  return Object.fromEntries(
    Object.entries(behaviours).map(([name, b]) => [name, typeof b === 'function' ? auditing(b) : { handle: auditing(b.handle), permit: b.permit }]),
  );
}
