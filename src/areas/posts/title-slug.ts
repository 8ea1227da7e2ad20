// sanitize_title() of post titles, remembered for a while: a save makes its slug from the title and its answer
// the generated_slug of the same title, with the other saves of the event-loop turn in between (their commits are
// acknowledged together), so one remembered title (sanitize-title.ts) is not enough.
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';

/** Titles remembered at most; past it the memo starts over. */
const SIZE = 256;
const slugs = new Map<string, string>();

export function slugFromTitle(title: string): string {
  let slug = slugs.get(title);
  if (slug === undefined) {
    slug = sanitizeTitle(title);
    if (slugs.size >= SIZE) slugs.clear();
    slugs.set(title, slug);
  }
  return slug;
}
