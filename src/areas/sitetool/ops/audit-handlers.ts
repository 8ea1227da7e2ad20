// GET /sitetool/v1/audit-log (newest first, limit/offset, X-WP-Total and X-WP-TotalPages) and
// POST /sitetool/v1/audit-log/record (an entry a client adds itself, e.g. for a step it took elsewhere).
import type { Handler } from '../../../dispatch/types.js';
import { wpJson } from '../../../wp/json.js';
import { auditEntries, recordAudit } from './audit-log.js';
import { badRequest } from './errors.js';
import { redactCommand, redactParams } from './redact.js';

const MAX_LIMIT = 500;

export const auditLog: Handler = (req, ctx) => {
  const limit = Number(req.params.limit);
  const offset = Number(req.params.offset);
  if (!(limit >= 1 && limit <= MAX_LIMIT)) return badRequest('sitetool_invalid_limit', `limit must be from 1 to ${MAX_LIMIT}; got ${limit}.`);
  if (!(offset >= 0)) return badRequest('sitetool_invalid_offset', `offset must be 0 or more; got ${offset}.`);
  const entries = auditEntries(ctx.session);
  const total = entries.length;
  return {
    data: { total, entries: entries.slice(offset, offset + limit).map((r) => r.data) },
    headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(Math.ceil(total / limit)) },
  };
};

/** A params text that is JSON has its secrets redacted like the automatic entries; other text is kept as given. */
function paramsOf(text: unknown): string | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? wpJson(redactParams(parsed as Record<string, unknown>)) : text;
  } catch {
    return text;
  }
}

const optional = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export const auditRecord: Handler = async (req, ctx) => {
  const { operation, command } = req.params as { operation: string; command: string };
  if (!operation.trim() || !command.trim())
    return badRequest('sitetool_invalid_audit_entry', 'operation and command must not be empty: say what was done and to what.');
  const id = await recordAudit(ctx.session, {
    user_id: req.user?.id ?? 0,
    operation,
    command: redactCommand(command),
    params_json: paramsOf(req.params.params),
    dry_run_json: optional(req.params.dry_run),
    result_summary: optional(req.params.result_summary),
  });
  return { data: { recorded: true, id } };
};
