// The query logs of Insights (mwai_logs with their logmeta), one record per AI query: POST system/logs/list
// (offset, limit, filters [{accessor, value}], sort {accessor, by}), system/logs/delete (logIds; none: all)
// and system/logs/meta (logId, metaKeys). Rows answer as wpdb does: every column a string.
import type { Handler } from '../../../dispatch/types.js';
import { getRecord, removeRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { intParam, listParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { QUERY_LOGS } from '../../../catalogue/record-sets/assistant.js';

export type QueryLog = Record<string, unknown> & { id: number; time: string };

const COLUMNS = ['id', 'userId', 'ip', 'session', 'model', 'feature', 'units', 'type', 'price', 'scope', 'envId', 'time', 'refId', 'stats', 'accuracy'];

export const queryLogs = (session: Session): QueryLog[] => recordsIn(session, QUERY_LOGS).map((r) => r.data as QueryLog);

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A row as wpdb (ARRAY_A) answers it, with the `tokens` alias of `units`. */
export function logRow(log: QueryLog): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of COLUMNS) row[column] = asText(log[column]);
  row.tokens = row.units;
  return row;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
}

export const listLogs: Handler = (req, ctx) => {
  const session = ctx.session;
  let logs = queryLogs(session);
  for (const filter of listParam(req.params, 'filters') ?? []) {
    if (!isPlainObject(filter) || typeof filter.accessor !== 'string') continue;
    const { accessor, value } = filter;
    if (value === undefined || value === null || value === '') continue;
    logs = logs.filter((log) => String(log[accessor] ?? '') === String(value));
  }
  const sort = isPlainObject(req.params.sort) ? req.params.sort : {};
  const accessor = typeof sort.accessor === 'string' && COLUMNS.includes(sort.accessor) ? sort.accessor : 'time';
  const sign = String(sort.by ?? 'desc').toLowerCase() === 'asc' ? 1 : -1;
  logs = [...logs].sort((a, b) => sign * (compare(a[accessor], b[accessor]) || a.id - b.id));
  const offset = Math.max(0, intParam(req.params, 'offset'));
  const limit = intParam(req.params, 'limit') > 0 ? intParam(req.params, 'limit') : 10;
  return success({ total: String(logs.length), logs: logs.slice(offset, offset + limit).map(logRow) });
};

export const deleteLogs: Handler = async (req, ctx) => {
  const session = ctx.session;
  const ids = listParam(req.params, 'logIds');
  const doomed = ids?.length ? queryLogs(session).filter((l) => ids.map(String).includes(String(l.id))) : queryLogs(session);
  session.tick();
  for (const log of doomed) removeRecord(session, QUERY_LOGS, log.id);
  await session.commit();
  return success();
};

export const logMeta: Handler = (req, ctx) => {
  const id = intParam(req.params, 'logId');
  if (!id) return badRequest('missing_log_id', 'logId is required: the id of a row system/logs/list answers.');
  const log = getRecord(ctx.session, QUERY_LOGS, id)?.data as QueryLog | undefined;
  if (!log) return notFound('log_not_found', `No query log has id ${id} (system/logs/list lists them).`);
  const meta = isPlainObject(log.meta) ? log.meta : {};
  const keys = listParam(req.params, 'metaKeys')?.map(String) ?? Object.keys(meta);
  const data: Record<string, unknown> = {};
  for (const key of keys) if (meta[key] !== undefined) data[key] = meta[key];
  return success({ data });
};
