// POST themes: installs the theme zip uploaded as `pluginzip` (multipart) into the site's themes, the virtual
// themes the site tools read (`sitetool.theme_files`); it is installed, not activated. A request without the file
// is WooCommerce's error without data (HTTP 500, `"data": null`); a file that is no zip, or a zip that is no
// installable theme, answers as WooCommerce answers a failed install: 200 with `{status: "error", message}` in
// the upgrader's words.
import type { Handler } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import type { Session } from '../../store/session.js';
import { isWpError } from '../../wp/errors.js';
import { themePath } from '../sitetool/theme/paths.js';
import { readStyleHeader } from '../sitetool/theme/style-header.js';
import { themeSlugs, writeThemeFile } from '../sitetool/theme/theme-store.js';
import { shopAdminErrors } from './errors.js';
import { readZipEntries, readZipEntry, type ZipEntry } from './zip-archive.js';

const FILE_LIMIT = 1024 * 1024;
const TOTAL_LIMIT = 32 * 1024 * 1024;
const THEME_NAME = /^[A-Za-z0-9._+@~-]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const failed = (message: string): HandlerOutcome => ({ data: { status: 'error', message } });
const notInstalled = (why: string) => failed(`The package could not be installed. ${why}`);

/** The file's text, or undefined for a binary file (the virtual theme keeps text files only). */
function textOf(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Where the theme is in the archive and what it will be called: its one top folder, else the zip's own name. */
function layout(files: readonly ZipEntry[], uploadName: string): { root: string; slug: string } {
  const tops = new Set(files.map((f) => f.name.split('/')[0]));
  const [only] = tops;
  if (tops.size === 1 && files.every((f) => f.name.includes('/'))) return { root: `${only}/`, slug: only! };
  return { root: '', slug: uploadName.replace(/^.*[\\/]/, '').replace(/\.zip$/i, '') };
}

function install(session: Session, zip: Buffer, uploadName: string): HandlerOutcome {
  const entries = readZipEntries(zip);
  if (typeof entries === 'string') return notInstalled(`pluginzip is not a zip archive (${entries}).`);
  // WordPress skips the resource forks macOS adds, and directories come from the files' paths.
  const files = entries.filter((e) => !e.name.endsWith('/') && !e.name.startsWith('__MACOSX/'));
  const unsafe = files.find((f) => f.name.startsWith('/') || f.name.split('/').some((s) => s === '..'));
  if (unsafe) return failed(`Could not extract file from archive: ${unsafe.name} points outside the theme folder.`);
  if (!files.length) return failed('The package contains no files.');
  const { root, slug } = layout(files, uploadName);
  if (!THEME_NAME.test(slug) || /^\.+$/.test(slug))
    return failed(`Could not extract file from archive: the theme folder "${slug}" is not a valid folder name.`);
  const inTheme = files.filter((f) => f.name.startsWith(root)).map((f) => ({ entry: f, path: f.name.slice(root.length) }));
  const style = inTheme.find((f) => f.path === 'style.css');
  if (!style) return notInstalled('The theme is missing the style.css stylesheet.');
  if (inTheme.reduce((n, f) => n + f.entry.size, 0) > TOTAL_LIMIT) return notInstalled(`The theme is larger than ${TOTAL_LIMIT} bytes unpacked.`);
  const styleBytes = readZipEntry(zip, style.entry, FILE_LIMIT);
  if (typeof styleBytes === 'string') return notInstalled(`Could not read ${styleBytes}.`);
  const header = readStyleHeader(textOf(styleBytes) ?? '');
  if (!header.name) return notInstalled('The style.css stylesheet does not contain a valid theme header.');
  if (!header.template && !inTheme.some((f) => f.path === 'index.php' || f.path === 'templates/index.html')) {
    return notInstalled('Standalone themes need an index.php or templates/index.html template; child themes need a Template header in style.css.');
  }
  if (themeSlugs(session).includes(slug)) return failed('Destination folder already exists.');
  const texts: { path: string; content: string }[] = [];
  for (const { entry, path } of inTheme) {
    const clean = themePath(path);
    if (isWpError(clean)) continue; // a name the virtual theme cannot hold (a space...): left out
    const bytes = readZipEntry(zip, entry, FILE_LIMIT);
    if (typeof bytes === 'string') return notInstalled(`Could not read ${bytes}.`);
    const content = textOf(bytes);
    if (content !== undefined) texts.push({ path: clean, content });
  }
  session.tick();
  for (const file of texts) writeThemeFile(session, slug, file.path, file.content);
  return { data: { status: 'success', message: 'Theme installed successfully.', theme: slug } };
}

export const uploadTheme: Handler = async (req, ctx) => {
  const upload = req.files.pluginzip;
  if (!upload) return shopAdminErrors.noUpload();
  const session = ctx.session;
  const outcome = install(session, upload.data, upload.name);
  await session.commit();
  return outcome;
};
