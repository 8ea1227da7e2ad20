// POST /sitetool/v1/file/read: a file of the theme in scope, whole or lines start_line..end_line (1-based,
// inclusive; end_line past the end reads to the end). The text is exact, so it can serve as old_content.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { fileScope, type FileScope } from './file-scope.js';
import { lineStarts, sliceLines } from './line-range.js';
import { themePath } from './paths.js';
import { themeErrors } from './theme-errors.js';
import { readThemeFile, themeFiles } from './theme-store.js';

/** The file at `raw` in scope, or why not (bad path, a directory, no such file). */
export function existingFile(scope: FileScope, raw: unknown): { path: string; content: string } | WpError {
  const path = themePath(raw);
  if (path instanceof WpError) return path;
  const content = readThemeFile(scope.session, scope.theme, path);
  if (content !== undefined) return { path, content };
  if (themeFiles(scope.session, scope.theme).some((f) => f.path.startsWith(`${path}/`))) return themeErrors.isDirectory(path);
  return themeErrors.fileNotFound(path, scope.theme);
}

type Range = { first: number; last: number } | null;

function rangeOf(start: unknown, end: unknown, total: number): Range | WpError {
  if (start === undefined && end === undefined) return null;
  const first = typeof start === 'number' ? start : 1;
  const asked = typeof end === 'number' ? end : total;
  if (first < 1) return themeErrors.invalidRange(`start_line is ${first}`);
  if (first > total) return themeErrors.invalidRange(`start_line ${first} is past the end of the file (${total} lines)`);
  if (asked < first) return themeErrors.invalidRange(`end_line ${asked} is before start_line ${first}`);
  return { first, last: Math.min(asked, total) };
}

export const readFile: Handler = (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const file = existingFile(scope, req.params.path);
  if (file instanceof WpError) return file;
  const starts = lineStarts(file.content);
  const range = rangeOf(req.params.start_line, req.params.end_line, starts.length);
  if (range instanceof WpError) return range;
  const data: Record<string, unknown> = { theme: scope.theme, path: file.path };
  if (!range) return { data: { ...data, content: file.content, total_lines: starts.length } };
  return {
    data: {
      ...data,
      content: sliceLines(file.content, starts, range.first, range.last),
      start_line: range.first,
      end_line: range.last,
      total_lines: starts.length,
    },
  };
};
