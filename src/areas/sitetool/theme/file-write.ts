// POST /sitetool/v1/file/write (create or replace a file) and POST /sitetool/v1/file/delete, in the theme
// in scope. Directories are implied by the files in them: a file cannot take a directory's place, nor sit
// below a file.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { existingFile } from './file-read.js';
import { fileScope } from './file-scope.js';
import { themePath } from './paths.js';
import { themeErrors } from './theme-errors.js';
import { deleteThemeFile, readThemeFile, themeFiles, writeThemeFile } from './theme-store.js';

/** The largest file a write accepts (1 MiB): theme files are source text. */
const MAX_BYTES = 1 << 20;

export const writeFile: Handler = async (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const path = themePath(req.params.path);
  if (path instanceof WpError) return path;
  const content = String(req.params.content ?? '');
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) return themeErrors.fileTooLarge(bytes, MAX_BYTES);
  const existed = readThemeFile(scope.session, scope.theme, path) !== undefined;
  if (!existed) {
    const files = themeFiles(scope.session, scope.theme);
    if (files.some((f) => f.path.startsWith(`${path}/`))) return themeErrors.isDirectory(path);
    const parent = files.find((f) => path.startsWith(`${f.path}/`));
    if (parent) return themeErrors.parentIsFile(path, parent.path);
  }
  scope.session.tick();
  writeThemeFile(scope.session, scope.theme, path, content);
  await scope.session.commit();
  return {
    data: {
      theme: scope.theme,
      path,
      status: existed ? 'overwritten' : 'created',
      message: `File ${existed ? 'overwritten' : 'created'} successfully: ${path}`,
    },
  };
};

export const deleteFile: Handler = async (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const file = existingFile(scope, req.params.path);
  if (file instanceof WpError) return file;
  scope.session.tick();
  deleteThemeFile(scope.session, scope.theme, file.path);
  await scope.session.commit();
  return { data: { theme: scope.theme, path: file.path, status: 'deleted', message: `File deleted successfully: ${file.path}` } };
};
