// sanitize_title() of post titles, remembered for a while: a save makes its slug from the title and its answer
// the generated_slug of the same title, with the other saves of the event-loop turn in between (their commits are
// acknowledged together), so one remembered title (sanitize-title.ts) is not enough.
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { textMemo } from '../../wp/format/text-memo.js';

const slugs = textMemo(256);

export const slugFromTitle = (title: string): string => slugs(title, sanitizeTitle);
