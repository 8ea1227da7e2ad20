// The virtual themes of a session: every theme file is one record of the `sitetool.theme_files` store, its id
// `<stylesheet>/<path>` (`mock-site-classic/template-parts/content.php`), its data `{content}`. A theme exists
// while it has files. Which theme is active is WordPress's own `stylesheet` option.
import { getRecord, putRecord, removeRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { themePath } from './paths.js';

export const THEME_FILES = 'sitetool.theme_files';

export interface ThemeFile {
  path: string;
  content: string;
}

const fileId = (theme: string, path: string) => `${theme}/${path}`;

/** A stored file's theme and path: `{theme, path}` when the record names them, else read from its id. */
function locate(id: string, data: Record<string, unknown>): { theme: string; path: string } | null {
  if (typeof data.theme === 'string' && typeof data.path === 'string') return { theme: data.theme, path: data.path };
  const slash = id.indexOf('/');
  return slash > 0 ? { theme: id.slice(0, slash), path: id.slice(slash + 1) } : null;
}

/** Every stored file as `{theme, path, content}`; records whose path would leave the theme are ignored. */
function* storedFiles(session: Session): Generator<{ theme: string; path: string; content: string }> {
  for (const record of session.lookup('records', 'store', THEME_FILES)) {
    const where = locate(record.id, record.data);
    if (!where || typeof themePath(where.path) !== 'string') continue;
    const content = record.data.content;
    yield { ...where, content: typeof content === 'string' ? content : '' };
  }
}

const byPath = (a: ThemeFile, b: ThemeFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The files of one theme, sorted by path. */
export function themeFiles(session: Session, theme: string): ThemeFile[] {
  const files: ThemeFile[] = [];
  for (const f of storedFiles(session)) if (f.theme === theme) files.push({ path: f.path, content: f.content });
  return files.sort(byPath);
}

/** The stylesheets of every theme that has files, sorted. */
export function themeSlugs(session: Session): string[] {
  const slugs = new Set<string>();
  for (const f of storedFiles(session)) slugs.add(f.theme);
  return [...slugs].sort();
}

export function readThemeFile(session: Session, theme: string, path: string): string | undefined {
  const direct = getRecord(session, THEME_FILES, fileId(theme, path));
  if (direct && typeof direct.data.content === 'string') return direct.data.content;
  return themeFiles(session, theme).find((f) => f.path === path)?.content;
}

/** Writes one file (the caller ticks the clock and commits), replacing a seeded record keyed otherwise. */
export function writeThemeFile(session: Session, theme: string, path: string, content: string): void {
  const id = fileId(theme, path);
  if (!getRecord(session, THEME_FILES, id)) deleteThemeFile(session, theme, path);
  putRecord(session, THEME_FILES, id, { id, content });
}

/** Removes one file, however its record was keyed. */
export function deleteThemeFile(session: Session, theme: string, path: string): void {
  for (const record of [...session.lookup('records', 'store', THEME_FILES)]) {
    const where = locate(record.id, record.data);
    if (where && where.theme === theme && where.path === path) removeRecord(session, THEME_FILES, record.id);
  }
}

/** Replaces a theme's files with `files` (an empty list removes the theme). */
export function replaceTheme(session: Session, theme: string, files: readonly ThemeFile[]): void {
  for (const f of themeFiles(session, theme)) deleteThemeFile(session, theme, f.path);
  for (const f of files) writeThemeFile(session, theme, f.path, f.content);
}
