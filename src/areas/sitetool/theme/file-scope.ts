// Which theme the file routes act on: the draft theme while one exists (as the plugin says, "file
// operations are now scoped to the draft"), the active theme otherwise.
import type { Session } from '../../../store/session.js';
import type { WpError } from '../../../wp/errors.js';
import { activeStylesheet } from './active-theme.js';
import { currentDraft, type DraftTheme } from './draft-state.js';
import { themeErrors } from './theme-errors.js';

export interface FileScope {
  session: Session;
  /** The stylesheet whose files are read and written. */
  theme: string;
  draft: DraftTheme | null;
}

export function fileScope(session: Session): FileScope | WpError {
  const draft = currentDraft(session);
  const theme = draft?.slug ?? activeStylesheet(session);
  return theme === null ? themeErrors.noTheme() : { session, theme, draft };
}
