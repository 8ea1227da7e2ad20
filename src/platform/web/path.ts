// The browser's path.ts: POSIX paths, resolved against `/` (a browser has no working directory). Paths there only
// name files (a rule's body_file), which the browser build cannot read anyway (web/files.ts).
import type * as nodePath from 'node:path';

/** The segments of `path` with `.` dropped and `..` applied (kept at the start of a relative path). */
function segments(path: string, absolute: boolean): string[] {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') out.push(segment);
    else if (out.length && out.at(-1) !== '..') out.pop();
    else if (!absolute) out.push('..');
  }
  return out;
}

const normalize = (path: string): string => `/${segments(path, true).join('/')}`;

export const resolve: typeof nodePath.resolve = (...paths) => {
  let joined = '';
  for (let i = paths.length - 1; i >= 0 && !joined.startsWith('/'); i--) if (paths[i]) joined = joined ? `${paths[i]}/${joined}` : paths[i]!;
  return normalize(joined);
};

export const join: typeof nodePath.join = (...paths) => {
  const joined = paths.filter((p) => p !== '').join('/');
  if (!joined) return '.';
  const absolute = joined.startsWith('/');
  const path = (absolute ? '/' : '') + segments(joined, absolute).join('/') || '.';
  return joined.endsWith('/') && !path.endsWith('/') ? `${path}/` : path;
};

/** node:path's own algorithm (`//a` has the dirname `//`, `a//b` has `a/`). */
export const dirname: typeof nodePath.dirname = (path) => {
  if (path === '') return '.';
  let end = -1;
  let afterName = false;
  for (let i = path.length - 1; i >= 1; i--) {
    if (path[i] !== '/') afterName = true;
    else if (afterName) {
      end = i;
      break;
    }
  }
  if (end === -1) return path.startsWith('/') ? '/' : '.';
  return path.startsWith('/') && end === 1 ? '//' : path.slice(0, end);
};

export const basename: typeof nodePath.basename = (path, suffix) => {
  // node:path's own quirk: a path of slashes alone, at least as long as the suffix, comes back whole.
  if (suffix && path.length >= suffix.length && /^\/+$/.test(path)) return path;
  const base =
    path
      .replace(/(.)\/+$/, '$1')
      .split('/')
      .at(-1) ?? '';
  return suffix && base !== suffix && base.endsWith(suffix) ? base.slice(0, -suffix.length) : base;
};

export const extname: typeof nodePath.extname = (path) => {
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  return dot <= 0 || base === '..' ? '' : base.slice(dot);
};
