// GET get_logs and clear_logs: the plugin's own log file (Meow_MWAI_Logging), kept as lines in assistant.plugin_log
// (`{ lines: [...] }`, oldest first). get_logs answers them newest first, or "Empty log file.".
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import { mysqlDate } from '../mysql-time.js';
import { success } from '../reply.js';
import { readSetting, writeSetting } from '../settings/setting-value.js';
import { PLUGIN_LOG } from '../../../catalogue/record-sets/assistant.js';

function linesOf(session: Session, ctx: HandlerContext): string[] {
  const lines = readSetting(session, ctx.site.scenario, PLUGIN_LOG)?.lines;
  return Array.isArray(lines) ? lines.map(String).filter(Boolean) : [];
}

/** Meow_MWAI_Logging::log(): one line `<date>: <icon> <message>` (the caller commits). */
export function appendPluginLog(session: Session, ctx: HandlerContext, message: string, icon = ''): void {
  const line = `${mysqlDate(session.instant())}: ${icon ? `${icon} ` : ''}${message}`;
  writeSetting(session, PLUGIN_LOG, { lines: [...linesOf(session, ctx), line] });
}

export const getPluginLog: Handler = (_req, ctx) => {
  const lines = linesOf(ctx.session, ctx);
  return success({ data: lines.length ? [...lines].reverse().join('\n') : 'Empty log file.' });
};

export const clearPluginLog: Handler = async (_req, ctx) => {
  const session = ctx.session;
  session.tick();
  writeSetting(session, PLUGIN_LOG, { lines: [] });
  await session.commit();
  return success();
};
