// POST /sitetool/v1/file/search: grep over the theme in scope. Every matching line counts in total_matches;
// the first max_results are listed (file, 1-based line, the line's text trimmed and cut at 500 characters).
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { extensionOf } from './file-list.js';
import { fileScope } from './file-scope.js';
import { lineMatcher } from './search-pattern.js';
import { themeErrors } from './theme-errors.js';
import { themeFiles } from './theme-store.js';

const MAX_LINE = 500;

/** `extensions` as lower-case names without the dot; null when every file is searched. */
function extensionFilter(raw: unknown): Set<string> | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? raw.split(',') : [];
  const names = list.map((e) => String(e).trim().replace(/^\*?\./, '').toLowerCase()).filter(Boolean);
  return names.length ? new Set(names) : null;
}

export const searchFiles: Handler = (req, ctx) => {
  const scope = fileScope(req, ctx);
  if (scope instanceof WpError) return scope;
  const pattern = String(req.params.pattern ?? '');
  if (pattern === '') return themeErrors.emptyPattern();
  const max = typeof req.params.max_results === 'number' ? req.params.max_results : 100;
  if (max < 1) return themeErrors.invalidMaxResults(max);
  const matcher = lineMatcher(pattern, req.params.case_sensitive === true);
  const extensions = extensionFilter(req.params.extensions);
  const files = themeFiles(scope.session, scope.theme).filter((f) => !extensions || extensions.has(extensionOf(f.path)));
  const matches: { file: string; line: number; content: string }[] = [];
  let total = 0;
  for (const f of files) {
    const lines = f.content.split('\n');
    if (lines.at(-1) === '') lines.pop();
    lines.forEach((raw, i) => {
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (!matcher.test(text)) return;
      total++;
      if (matches.length < max) matches.push({ file: f.path, line: i + 1, content: text.trim().slice(0, MAX_LINE) });
    });
  }
  return {
    data: { theme: scope.theme, pattern, mode: matcher.mode, matches, total_matches: total, files_searched: files.length, truncated: total > matches.length },
  };
};
