// Which theme is active and what its style.css header says: what site-info, `wp theme list` and the file
// routes read. The active theme is WordPress's `stylesheet` option; when it is unset (or names a theme with
// no files) the first installed theme that is not a draft or a backup is active.
import type { Session } from '../../../store/session.js';
import { isWorkingCopy } from './draft-state.js';
import { readStyleHeader } from './style-header.js';
import { readThemeFile, themeSlugs } from './theme-store.js';

export interface ThemeInfo {
  stylesheet: string;
  /** The parent theme (its own stylesheet for a theme without parent). */
  template: string;
  name: string;
  version: string;
  description: string;
  author: string;
  text_domain: string;
}

export function themeInfo(session: Session, stylesheet: string): ThemeInfo {
  const header = readStyleHeader(readThemeFile(session, stylesheet, 'style.css') ?? '');
  return {
    stylesheet,
    template: header.template || stylesheet,
    name: header.name || stylesheet,
    version: header.version,
    description: header.description,
    author: header.author,
    text_domain: header.text_domain || stylesheet,
  };
}

export function activeStylesheet(session: Session): string | null {
  const installed = themeSlugs(session);
  const option = session.get('options', 'stylesheet');
  if (typeof option === 'string' && installed.includes(option)) return option;
  return installed.find((slug) => !isWorkingCopy(slug)) ?? null;
}

/** The active theme's name, version and stylesheet (null when the scenario seeds no theme). */
export function activeTheme(session: Session): ThemeInfo | null {
  const slug = activeStylesheet(session);
  return slug === null ? null : themeInfo(session, slug);
}

/** Every installed theme (drafts and backups included, as on disk), sorted by stylesheet. */
export function installedThemes(session: Session): (ThemeInfo & { active: boolean })[] {
  const active = activeStylesheet(session);
  return themeSlugs(session).map((slug) => ({ ...themeInfo(session, slug), active: slug === active }));
}

/** Makes `stylesheet` the active theme, as switch_theme() does (the caller ticks and commits). */
export function activateTheme(session: Session, stylesheet: string): void {
  session.put('options', 'stylesheet', stylesheet);
  session.put('options', 'template', themeInfo(session, stylesheet).template);
}
