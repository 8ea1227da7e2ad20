// POST /sitetool/v1/content/edit: a surgical replace in a post field, a meta value or an option. old_content
// must occur exactly once (or replace_all), matched exactly; whole_word skips occurrences inside longer words.
import type { Handler } from '../../../dispatch/types.js';
import { isWpError, WpError } from '../../../wp/errors.js';
import { contentTarget } from './content-target.js';
import { badRequest } from './errors.js';
import { occurrences, replaceOccurrences } from './text-match.js';

const wrongCount = (code: string, message: string, found: number) => new WpError(code, message, { status: 400, found });

export const contentEdit: Handler = async (req, ctx) => {
  const target = contentTarget(req, ctx);
  if (isWpError(target)) return target;
  const old = String(req.params.old_content);
  if (old === '')
    return badRequest('sitetool_empty_old_content', `old_content is empty: give the exact text to replace in ${target.label} (find it with content/search).`);
  const found = occurrences(target.value, old, { caseSensitive: true, wholeWord: req.params.whole_word === true });
  if (!found.length) {
    return wrongCount(
      'sitetool_content_not_found',
      `old_content was found 0 times in ${target.label}. Copy the text exactly as stored (content/search shows it), including spaces and markup.`,
      0,
    );
  }
  if (found.length > 1 && req.params.replace_all !== true) {
    return wrongCount(
      'sitetool_content_ambiguous',
      `old_content was found ${found.length} times in ${target.label}. Include more surrounding text so it occurs once, or pass replace_all=true to replace every occurrence.`,
      found.length,
    );
  }
  const value = replaceOccurrences(target.value, found, String(req.params.new_content));
  const refused = await target.write(value);
  if (refused) return refused;
  return {
    data: {
      target: target.label,
      replaced: found.length,
      bytes: Buffer.byteLength(value),
      status: 'edited',
      message: `Content updated successfully: replaced ${found.length} in ${target.label}.`,
    },
  };
};
