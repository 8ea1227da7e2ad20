// Insights charts from the query logs: POST system/logs/activity (queries per hour over `hours`, default 24),
// system/logs/activity_daily (queries per day over `days`, default 31; `feature` keeps one feature, `byModel`
// answers one series per model) and system/agent_logs/top_tools (agent tool calls over `days`, default 7,
// grouped by tool: count, successes, errors; `limit` 1 to 50, default 10). Series are oldest first.
import type { Handler } from '../../../dispatch/types.js';
import { mysqlMs } from '../mysql-time.js';
import { intParam } from '../params.js';
import { success } from '../reply.js';
import { queryLogs, type QueryLog } from './query-logs.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Counts of `logs` per bucket of `size` ms, the last bucket ending at the start of the next one after `nowMs`. */
function series(logs: QueryLog[], buckets: number, size: number, nowMs: number): number[] {
  const end = nowMs - (nowMs % size) + size;
  const start = end - buckets * size;
  const counts = new Array<number>(buckets).fill(0);
  for (const log of logs) {
    const at = mysqlMs(log.time);
    if (at >= start && at < end) counts[Math.floor((at - start) / size)]!++;
  }
  return counts;
}

const bounded = (value: number, fallback: number, max: number) => (value > 0 ? Math.min(value, max) : fallback);

export const hourlyActivity: Handler = (req, ctx) => {
  const session = ctx.session;
  const hours = bounded(intParam(req.params, 'hours'), 24, 24 * 31);
  return success({ data: series(queryLogs(session), hours, HOUR, session.instant()) });
};

export const dailyActivity: Handler = (req, ctx) => {
  const session = ctx.session;
  const days = bounded(intParam(req.params, 'days'), 31, 366);
  const feature = typeof req.params.feature === 'string' && req.params.feature ? req.params.feature : undefined;
  const logs = queryLogs(session).filter((l) => !feature || l.feature === feature);
  const nowMs = session.instant();
  const byModel = [true, 'true', '1', 1].includes(req.params.byModel as never);
  if (!byModel) return success({ data: series(logs, days, DAY, nowMs) });
  const models = [...new Set(logs.map((l) => String(l.model)))].sort();
  return success({
    data: models.map((model) => ({
      model,
      data: series(
        logs.filter((l) => l.model === model),
        days,
        DAY,
        nowMs,
      ),
    })),
  });
};

const statusOf = (log: QueryLog): string | undefined => {
  const stats = typeof log.stats === 'string' ? safeJson(log.stats) : log.stats;
  return stats && typeof stats === 'object' ? (stats as { status?: string }).status : undefined;
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const topTools: Handler = (req, ctx) => {
  const session = ctx.session;
  const days = Math.max(1, intParam(req.params, 'days') || 7);
  const limit = Math.max(1, Math.min(50, intParam(req.params, 'limit') || 10));
  const since = session.instant() - days * DAY;
  const tools = new Map<string, { tool: string; count: number; success_count: number; error_count: number }>();
  for (const log of queryLogs(session)) {
    if (log.feature !== 'mcp_tool' || mysqlMs(log.time) < since) continue;
    const tool = String(log.scope);
    const row = tools.get(tool) ?? { tool, count: 0, success_count: 0, error_count: 0 };
    row.count++;
    if (statusOf(log) === 'success') row.success_count++;
    if (statusOf(log) === 'error') row.error_count++;
    tools.set(tool, row);
  }
  const rows = [...tools.values()].sort((a, b) => b.count - a.count || (a.tool < b.tool ? -1 : 1)).slice(0, limit);
  return success({ tools: rows });
};
