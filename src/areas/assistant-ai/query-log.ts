// Insights: when the statistics module is on (the `module_statistics` setting), every answered AI query adds a
// row to the query logs (`assistant.query_logs`, which POST system/logs/list reads), as AI Engine's stats
// module records each query with its usage, and its query and reply as meta.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { RestRequest } from '../../wp/request.js';
import { nextRecordId, putRecord } from '../../store/records.js';
import { assistantOption } from '../assistant/settings/options.js';
import { QUERY_LOGS } from '../../catalogue/record-sets/assistant.js';
import type { Environment, ModelDef } from './models.js';
import { mysqlNow } from './request-values.js';
import { visitorSession } from './visitor.js';
import type { Usage } from './writer/usage.js';

export interface LoggedQuery {
  feature: 'completion' | 'chatbot' | 'images' | 'transcription' | 'moderation';
  scope: string;
  env: Environment;
  model: ModelDef;
  usage: Usage;
  query: string;
  reply: unknown;
  /** The discussion it belongs to (a chat id). */
  refId?: string;
}

/** Records the query when the statistics module is on; the caller commits the session. */
export function logQuery(req: RestRequest, ctx: HandlerContext, session: Session, q: LoggedQuery): void {
  if (assistantOption(session, ctx, 'module_statistics') !== true) return;
  session.tick();
  const id = nextRecordId(session, QUERY_LOGS);
  putRecord(session, QUERY_LOGS, id, {
    id,
    userId: req.user?.id ?? null,
    ip: '127.0.0.1',
    session: visitorSession(req) ?? 'N/A',
    model: q.model.model,
    feature: q.feature,
    units: q.feature === 'images' ? q.usage.completion_tokens : q.usage.total_tokens,
    type: 'tokens',
    price: q.usage.price ?? 0,
    scope: q.scope,
    envId: q.env.id,
    time: mysqlNow(session),
    refId: q.refId ?? null,
    stats: null,
    accuracy: q.usage.accuracy,
    meta: { query: { message: q.query, model: q.model.model, scope: q.scope }, reply: { result: q.reply } },
  });
}
