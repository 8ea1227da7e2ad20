// The themes as the ops routes report them (site-info, `wp theme list`, the template and stylesheet options),
// read from the theme area (../theme), with a stand-in when a scenario seeds no theme at all.
import type { Session } from '../../../store/session.js';
import { activeTheme, installedThemes as themeAreaThemes } from '../theme/index.js';
import { themeFiles } from '../theme/theme-store.js';

export interface ThemeSummary {
  name: string;
  stylesheet: string;
  version: string;
}

/** What a site with no theme files reports: WordPress's default classic theme. */
const FALLBACK: ThemeSummary = { name: 'Twenty Twenty-One', stylesheet: 'twentytwentyone', version: '2.5' };

const summary = (t: ThemeSummary): ThemeSummary => ({ name: t.name, stylesheet: t.stylesheet, version: t.version });

export function currentTheme(session: Session): ThemeSummary {
  const theme = activeTheme(session);
  return theme ? summary(theme) : FALLBACK;
}

/** Every installed theme, in stylesheet order, the active one marked. */
export function installedThemes(session: Session): (ThemeSummary & { active: boolean })[] {
  const themes = themeAreaThemes(session);
  return themes.length ? themes.map((t) => ({ ...summary(t), active: t.active })) : [{ ...FALLBACK, active: true }];
}

/** The classic-theme files the plugin looks for, in its order. */
const TEMPLATES = [
  'index.php',
  'header.php',
  'footer.php',
  'functions.php',
  'style.css',
  'single.php',
  'page.php',
  'archive.php',
  '404.php',
  'search.php',
  'comments.php',
];

/** Which of the usual templates the active theme has, and which it lacks. */
export function themeTemplates(session: Session): { templates_present: string[]; templates_missing: string[] } {
  const theme = activeTheme(session);
  if (!theme) return { templates_present: [], templates_missing: [...TEMPLATES] };
  const paths = new Set(themeFiles(session, theme.stylesheet).map((f) => f.path));
  return { templates_present: TEMPLATES.filter((t) => paths.has(t)), templates_missing: TEMPLATES.filter((t) => !paths.has(t)) };
}
