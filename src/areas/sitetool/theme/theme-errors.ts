// The errors the theme routes answer: WordPress-shaped, one code per cause, a message saying what to do.
import { mockError, WpError } from '../../../wp/errors.js';

const err = (code: string, status: number, message: string, extra: Record<string, unknown> = {}) => new WpError(code, message, { status, ...extra });

export const themeErrors = {
  invalidPath: (param: string, why: string) =>
    err(
      'sitetool_invalid_path',
      400,
      `Invalid ${param}: ${why}. Give ${param === 'pattern' ? 'a glob relative to the theme root, such as "**/*.php"' : 'a path relative to the theme root, such as "template-parts/content.php"'}.`,
      { param },
    ),
  outsideTheme: (param: string, why: string) =>
    err(
      'sitetool_path_outside_theme',
      403,
      `The ${param} points outside the theme (${why}). Only files inside the theme can be read or changed; give a path relative to the theme root.`,
      { param },
    ),
  fileNotFound: (path: string, theme: string) =>
    err('sitetool_file_not_found', 404, `No file "${path}" in the theme "${theme}". List the files with GET /sitetool/v1/file/list.`, { path, theme }),
  isDirectory: (path: string) =>
    err('sitetool_path_is_directory', 400, `"${path}" is a directory, not a file. Name a file inside it (GET /sitetool/v1/file/list?pattern=${path}/**).`, {
      path,
    }),
  parentIsFile: (path: string, parent: string) =>
    err('sitetool_parent_is_file', 400, `Cannot create "${path}": "${parent}" is a file, not a directory.`, { path, parent }),
  noTheme: () =>
    err(
      'sitetool_no_active_theme',
      404,
      'No theme is active: the scenario seeds none (data.records["sitetool.theme_files"]). Create one with POST /sitetool/v1/create-classic-theme and publish it.',
    ),
  invalidRange: (why: string) => err('sitetool_invalid_line_range', 400, `Invalid line range: ${why}. Lines are numbered from 1; end_line is included.`),
  emptyOldContent: () => err('sitetool_empty_old_content', 400, 'old_content is empty. Give the exact text to replace, copied from file/read.'),
  oldContentNotFound: (path: string) =>
    err(
      'sitetool_old_content_not_found',
      400,
      `old_content was found 0 times in ${path}; it must occur exactly once. Copy it exactly from file/read (whitespace and line endings count).`,
      { path, occurrences: 0 },
    ),
  oldContentAmbiguous: (path: string, times: number) =>
    err(
      'sitetool_old_content_ambiguous',
      400,
      `old_content was found ${times} times in ${path}; it must occur exactly once. Include more of the surrounding lines to make it unique.`,
      { path, occurrences: times },
    ),
  fileTooLarge: (bytes: number, limit: number) =>
    err('sitetool_file_too_large', 400, `content is ${bytes} bytes; a theme file may hold at most ${limit} bytes.`, { bytes, limit }),
  emptyPattern: () => err('sitetool_empty_pattern', 400, 'pattern is empty. Give the text or regular expression to search for.'),
  patternTooComplex: (why: string, limitMs?: number) =>
    err(
      'sitetool_pattern_too_complex',
      400,
      `The regular expression could not be searched: ${why}. Simplify the pattern: nested quantifiers such as (a+)+ and overlapping alternatives such as (a|aa)+ backtrack without end on lines that almost match; anchor it, make the repeated part unambiguous, or search plain text.`,
      { param: 'pattern', ...(limitMs ? { time_limit_ms: limitMs } : {}) },
    ),
  searchFailed: (why: string) =>
    mockError('mock_site_search_failed', `The mock could not run the search: ${why}. Send the request again; nothing was changed.`),
  invalidMaxResults: (value: number) => err('sitetool_invalid_max_results', 400, `max_results must be at least 1 (got ${value}).`),
  draftExists: (slug: string) =>
    err(
      'sitetool_draft_exists',
      409,
      `A draft theme already exists ("${slug}"). Publish it (POST /sitetool/v1/draft-theme/publish) or discard it (DELETE /sitetool/v1/draft-theme) first.`,
      { draft_slug: slug },
    ),
  noDraft: () =>
    err('sitetool_no_draft_theme', 404, 'There is no draft theme. Create one with POST /sitetool/v1/draft-theme (or POST /sitetool/v1/create-classic-theme).'),
  invalidThemeName: (name: string) =>
    err('sitetool_invalid_theme_name', 400, `theme_name "${name}" gives an empty theme slug. Use a name with letters or digits.`),
  themeExists: (slug: string) => err('sitetool_theme_exists', 409, `A theme "${slug}" is already installed. Choose another theme_name.`, { theme_slug: slug }),
} as const;
