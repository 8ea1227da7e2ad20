// Confinement of the paths the theme routes accept. The theme is virtual (records in the session), so no
// path ever reaches the disk; still, a caller who sends a path that would escape a real theme directory
// (`..`, absolute, drive letters, stream wrappers, encoded or lookalike forms) is told so rather than
// served, exactly as the real plugin refuses them. Malformed paths answer 400, escaping ones 403.
import type { WpError } from '../../../wp/errors.js';
import { themeErrors } from './theme-errors.js';

const MAX_LENGTH = 512;
const MAX_DEPTH = 16;
/** Characters a theme file name may use. Anything else (spaces, quotes, lookalike dots and slashes...) is refused. */
const NAME_CHARS = /^[A-Za-z0-9._+@~-]+$/;
/** Glob patterns may also use `*`, `?`, `{a,b}`. */
const GLOB_CHARS = /^[A-Za-z0-9._+@~*?{},-]+$/;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first reason `raw` is refused, or the normalised segments (`.` and empty segments dropped). */
function segmentsOf(raw: unknown, param: string, chars: RegExp): string[] | WpError {
  if (typeof raw !== 'string' || raw.trim() === '') return themeErrors.invalidPath(param, 'it is empty');
  if (raw.length > MAX_LENGTH) return themeErrors.invalidPath(param, `it is longer than ${MAX_LENGTH} characters`);
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(raw);
  if (control) return themeErrors.invalidPath(param, `it contains the control character ${codePoint(control[0])}`);
  const encoded = /%[0-9A-Fa-f]{2}/.exec(raw);
  if (encoded) return themeErrors.invalidPath(param, `it contains the percent-encoded sequence "${encoded[0]}"; send the path decoded`);
  if (raw.includes('\\')) return themeErrors.invalidPath(param, 'it contains a backslash; separate directories with "/"');
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(raw)) return themeErrors.outsideTheme(param, /^[A-Za-z]:/.test(raw) ? 'a drive letter' : 'a URL or stream wrapper');
  if (raw.startsWith('/')) return themeErrors.outsideTheme(param, 'an absolute path');
  if (raw.startsWith('~')) return themeErrors.outsideTheme(param, 'a home directory');
  const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  const dots = segments.find((s) => /^\.+$/.test(s));
  if (dots) return themeErrors.outsideTheme(param, `a "${dots}" segment`);
  if (!segments.length) return themeErrors.invalidPath(param, 'it names the theme root, not a file');
  if (segments.length > MAX_DEPTH) return themeErrors.invalidPath(param, `it is deeper than ${MAX_DEPTH} directories`);
  for (const segment of segments) {
    if (chars.test(segment)) continue;
    const bad = [...segment].find((c) => !chars.test(c))!;
    return themeErrors.invalidPath(
      param,
      `it contains the character ${JSON.stringify(bad)} (${codePoint(bad)}); theme file names use letters, digits and . _ - + @ ~`,
    );
  }
  return segments;
}

/** A file path relative to the theme root (`template-parts/content.php`), or the error refusing it. */
export function themePath(raw: unknown, param = 'path'): string | WpError {
  const segments = segmentsOf(raw, param, NAME_CHARS);
  return Array.isArray(segments) ? segments.join('/') : segments;
}

/** A glob pattern relative to the theme root, checked like a path. */
export function themeGlob(raw: unknown, param = 'pattern'): string | WpError {
  const segments = segmentsOf(raw, param, GLOB_CHARS);
  return Array.isArray(segments) ? segments.join('/') : segments;
}
