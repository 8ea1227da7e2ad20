// POST /sitetool/v1/content/search: the lines of a stored value that contain `pattern` (literal text, any
// case unless case_sensitive), with the line before and after, as the plugin answers a grep of one value.
import type { Handler } from '../../../dispatch/types.js';
import { isWpError } from '../../../wp/errors.js';
import { contentTarget } from './content-target.js';
import { badRequest } from './errors.js';
import { textMatcher } from './text-match.js';

const DEFAULT_MAX = 100;
/** Longer lines (a builder's JSON, a one-line page) are cut to this many characters around the first match. */
const LINE_WINDOW = 400;

function around(line: string, index: number): string {
  if (line.length <= LINE_WINDOW) return line;
  const start = Math.max(0, Math.min(index - LINE_WINDOW / 2, line.length - LINE_WINDOW));
  return `${start > 0 ? '…' : ''}${line.slice(start, start + LINE_WINDOW)}${start + LINE_WINDOW < line.length ? '…' : ''}`;
}

export const contentSearch: Handler = (req, ctx) => {
  const target = contentTarget(req, ctx);
  if (isWpError(target)) return target;
  const pattern = String(req.params.pattern);
  if (pattern === '') return badRequest('sitetool_empty_pattern', 'pattern is empty: give the text to look for.');
  const max = req.params.max_results === undefined ? DEFAULT_MAX : Number(req.params.max_results);
  if (!(max >= 1)) return badRequest('sitetool_invalid_max_results', `max_results must be 1 or more; got ${max}.`);
  const find = textMatcher(pattern, { caseSensitive: req.params.case_sensitive === true, wholeWord: false });
  const lines = target.value.split(/\r?\n/);
  const matches: Record<string, unknown>[] = [];
  let total = 0;
  lines.forEach((line, i) => {
    const hit = find(line)[0];
    if (!hit) return;
    total++;
    if (matches.length >= max) return;
    matches.push({
      line: i + 1,
      content: around(line, hit.index),
      ...(i > 0 ? { context_before: around(lines[i - 1]!, 0) } : {}),
      ...(i + 1 < lines.length ? { context_after: around(lines[i + 1]!, 0) } : {}),
    });
  });
  return { data: { target: target.label, pattern, matches, total_matches: total, total_lines: lines.length, truncated: total > matches.length } };
};
