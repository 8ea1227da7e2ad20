// POST /sitetool/v1/file/search: grep over the theme in scope. Every matching line counts in total_matches;
// the first max_results are listed (file, 1-based line, the line's text trimmed and cut at 500 characters).
// The search itself runs in a worker thread with a time limit (search-worker.ts), so a pattern that
// backtracks without end answers an error instead of holding up the server.
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import { extensionOf } from './file-list.js';
import { fileScope } from './file-scope.js';
import { runSearch, SEARCH_TIME_LIMIT_MS } from './search-worker.js';
import { themeErrors } from './theme-errors.js';
import { themeFiles } from './theme-store.js';

/** `extensions` as lower-case names without the dot; null when every file is searched. */
function extensionFilter(raw: unknown): Set<string> | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? raw.split(',') : [];
  const names = list
    .map((e) =>
      String(e)
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase(),
    )
    .filter(Boolean);
  return names.length ? new Set(names) : null;
}

export const searchFiles: Handler = async (req, ctx) => {
  const scope = fileScope(ctx.session);
  if (scope instanceof WpError) return scope;
  const pattern = String(req.params.pattern ?? '');
  if (pattern === '') return themeErrors.emptyPattern();
  const max = typeof req.params.max_results === 'number' ? req.params.max_results : 100;
  if (max < 1) return themeErrors.invalidMaxResults(max);
  const extensions = extensionFilter(req.params.extensions);
  // Copied now: writes that land while the search waits or runs do not change what it reads.
  const files = themeFiles(scope.session, scope.theme)
    .filter((f) => !extensions || extensions.has(extensionOf(f.path)))
    .map(({ path, content }) => ({ path, content }));
  const found = await runSearch({ pattern, caseSensitive: req.params.case_sensitive === true, max, files });
  if (!found.ok) {
    if (found.failure === 'crash') return themeErrors.searchFailed(found.reason);
    return found.failure === 'time'
      ? themeErrors.patternTooComplex(
          `it did not finish within ${SEARCH_TIME_LIMIT_MS} ms, where PHP's PCRE stops at pcre.backtrack_limit ("Backtrack limit exhausted")`,
          SEARCH_TIME_LIMIT_MS,
        )
      : themeErrors.patternTooComplex(`the engine gave up (${found.reason}), as PHP's PCRE fails on such a pattern`);
  }
  return {
    data: {
      theme: scope.theme,
      pattern,
      mode: found.mode,
      matches: found.matches,
      total_matches: found.total,
      files_searched: files.length,
      truncated: found.total > found.matches.length,
    },
  };
};
