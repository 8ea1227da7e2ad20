// The audit log (the plugin's audit table): one record per site-tool write in the `sitetool.audit_log` store,
// kept as $wpdb returns the rows (every column a string), read newest first.
import { nextRecordId, putRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import type { KindRecord } from '../../../store/types.js';

export const AUDIT_STORE = 'sitetool.audit_log';

export interface AuditInput {
  user_id: number;
  operation: string;
  command: string;
  params_json: string | null;
  dry_run_json: string | null;
  result_summary: string | null;
}

/** current_time('mysql'): the site's local time on the scenario clock. */
const mysqlNow = (session: Session) => session.now()[0].replace('T', ' ');

/** Adds an entry and commits it. Keeping the log is bookkeeping: it is not a change last-change reports. */
export async function recordAudit(session: Session, entry: AuditInput): Promise<number> {
  const id = nextRecordId(session, AUDIT_STORE);
  putRecord(session, AUDIT_STORE, id, {
    id: String(id),
    user_id: String(entry.user_id),
    operation: entry.operation,
    command: entry.command,
    params_json: entry.params_json,
    dry_run_json: entry.dry_run_json,
    result_summary: entry.result_summary,
    created_at: mysqlNow(session),
  });
  await session.commit({ quiet: true });
  return id;
}

/** Every entry, newest first. */
export function auditEntries(session: Session): KindRecord[] {
  return recordsIn(session, AUDIT_STORE).reverse();
}
