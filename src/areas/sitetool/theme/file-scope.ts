// Which theme the file routes act on: the draft theme while one exists (as the plugin says, "file
// operations are now scoped to the draft"), the active theme otherwise.
import type { HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { activeStylesheet } from './active-theme.js';
import { currentDraft, type DraftTheme } from './draft-state.js';
import { themeErrors } from './theme-errors.js';

export interface FileScope {
  session: Session;
  /** The stylesheet whose files are read and written. */
  theme: string;
  draft: DraftTheme | null;
}

export function sessionOf(req: RestRequest, ctx: HandlerContext): Session {
  return ctx.site.store.session(req.session);
}

export function fileScope(req: RestRequest, ctx: HandlerContext): FileScope | WpError {
  const session = sessionOf(req, ctx);
  const draft = currentDraft(session);
  const theme = draft?.slug ?? activeStylesheet(session);
  return theme === null ? themeErrors.noTheme() : { session, theme, draft };
}
