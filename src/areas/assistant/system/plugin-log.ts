// GET get_logs and clear_logs: the plugin's own log file (Meow_MWAI_Logging), kept as lines in assistant.plugin_log
// (`{ lines: [...] }`, oldest first). get_logs answers them newest first, or "Empty log file.".
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import { sessionOf } from '../../../kinds/kind.js';
import type { Session } from '../../../store/session.js';
import { mysqlDate } from '../mysql-time.js';
import { success } from '../reply.js';
import { readSetting, writeSetting } from '../settings/setting-value.js';
import { PLUGIN_LOG } from '../stores.js';

function linesOf(session: Session, ctx: HandlerContext): string[] {
  const lines = readSetting(session, ctx.site.scenario, PLUGIN_LOG)?.lines;
  return Array.isArray(lines) ? lines.map(String).filter(Boolean) : [];
}

/** Meow_MWAI_Logging::log(): one line `<date>: <icon> <message>` (the caller commits). */
export function appendPluginLog(session: Session, ctx: HandlerContext, message: string, icon = ''): void {
  const line = `${mysqlDate(session.instant())}: ${icon ? `${icon} ` : ''}${message}`;
  writeSetting(session, PLUGIN_LOG, { lines: [...linesOf(session, ctx), line] });
}

export const getPluginLog: Handler = (req, ctx) => {
  const lines = linesOf(sessionOf(req, ctx), ctx);
  return success({ data: lines.length ? [...lines].reverse().join('\n') : 'Empty log file.' });
};

export const clearPluginLog: Handler = async (req, ctx) => {
  const session = sessionOf(req, ctx);
  session.tick();
  writeSetting(session, PLUGIN_LOG, { lines: [] });
  await session.commit();
  return success();
};
