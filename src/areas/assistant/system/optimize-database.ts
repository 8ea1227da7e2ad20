// POST helpers/optimize_database: adds the plugin's indexes once (a later run finds them), deletes query logs
// older than three months, and reports each step on its own line, as rest_helpers_optimize_database() does.
import type { Handler } from '../../../dispatch/types.js';
import { readCounter, removeRecord, writeCounter } from '../../../store/records.js';
import { mysqlDate } from '../mysql-time.js';
import { success } from '../reply.js';
import { QUERY_LOGS } from '../../../catalogue/record-sets/assistant.js';
import { queryLogs } from './query-logs.js';

const INDEXED = 'assistant.db_indexed';
const INDEXES: readonly [table: string, name: string][] = [
  ['mwai_logs', 'idx_mwai_logs_time'],
  ['mwai_logs', 'idx_mwai_logs_userId'],
  ['mwai_logs', 'idx_mwai_logs_envId'],
  ['mwai_logs', 'idx_mwai_logs_refId'],
  ['mwai_logs', 'idx_mwai_logs_time_model'],
  ['mwai_logmeta', 'idx_mwai_logmeta_log_id'],
  ['mwai_vectors', 'idx_mwai_vectors_envId_status_dbId'],
  ['mwai_vectors', 'idx_mwai_vectors_refId'],
  ['mwai_vectors', 'idx_mwai_vectors_status'],
  ['mwai_vectors', 'idx_mwai_vectors_updated'],
  ['mwai_files', 'idx_mwai_files_expires'],
  ['mwai_files', 'idx_mwai_files_userId'],
  ['mwai_files', 'idx_mwai_files_purpose'],
  ['mwai_filemeta', 'idx_mwai_filemeta_file_id'],
  ['mwai_chats', 'idx_mwai_chats_chatId_botId'],
  ['mwai_chats', 'idx_mwai_chats_chatId_userId'],
  ['mwai_chats', 'idx_mwai_chats_updated'],
];

/** strtotime('-3 months'): the same day three calendar months earlier. */
function threeMonthsBefore(ms: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d.getTime();
}

export const optimizeDatabase: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const nowMs = session.tick();
  const lines = readCounter(session, INDEXED) ? [] : INDEXES.map(([table, name]) => `Added index ${name} on wp_${table}`);
  writeCounter(session, INDEXED, 1);
  const cutoff = mysqlDate(threeMonthsBefore(nowMs));
  const old = queryLogs(session).filter((l) => l.time < cutoff);
  for (const log of old) removeRecord(session, QUERY_LOGS, log.id);
  lines.push(`Deleted ${old.length} old log entries`, 'Deleted 0 orphaned logmeta entries', 'Deleted 0 old chat discussions', 'Optimized all AI Engine tables');
  await session.commit();
  return success({ message: lines.join('\n') });
};
