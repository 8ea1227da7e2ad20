// POST /sitetool/v1/file/edit: replaces old_content, which must occur exactly once, with new_content in a
// file of the theme in scope.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { existingFile } from './file-read.js';
import { fileScope } from './file-scope.js';
import { occurrences } from './occurrences.js';
import { themeErrors } from './theme-errors.js';
import { writeThemeFile } from './theme-store.js';

export const editFile: Handler = async (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const file = existingFile(scope, req.params.path);
  if (file instanceof WpError) return file;
  const oldContent = String(req.params.old_content ?? '');
  const newContent = String(req.params.new_content ?? '');
  if (oldContent === '') return themeErrors.emptyOldContent();
  const found = occurrences(file.content, oldContent);
  if (found.length === 0) return themeErrors.oldContentNotFound(file.path);
  if (found.length > 1) return themeErrors.oldContentAmbiguous(file.path, found.length);
  const at = found[0]!;
  scope.session.tick();
  writeThemeFile(scope.session, scope.theme, file.path, file.content.slice(0, at) + newContent + file.content.slice(at + oldContent.length));
  await scope.session.commit();
  return { data: { theme: scope.theme, path: file.path, status: 'edited', message: `File updated successfully: ${file.path}` } };
};
