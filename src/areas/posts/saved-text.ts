// sanitize_post() for the text of a save: the title, content and excerpt a row will hold (given, or kept from the
// row before) after WordPress's *_save_pre filters, which run wp_kses() for a user without unfiltered_html.
import type { PostRecord } from '../../store/types.js';
import { contentSavePre, titleSavePre } from '../../wp/format/post-save-filters.js';
import { can } from '../content/capabilities.js';
import type { PostInput } from './post-input.js';
import type { Scope } from './scope.js';

export function withSavedText(scope: Scope, prev: PostRecord | undefined, input: PostInput): PostInput {
  // kses_init(): the saving user decides, not the post's author.
  const unfiltered = can(scope.user, 'unfiltered_html');
  const o = { uploadsOrigin: scope.req.origin };
  return {
    ...input,
    title: titleSavePre(input.title ?? prev?.title ?? '', unfiltered, o),
    content: contentSavePre(input.content ?? prev?.content ?? '', unfiltered, o),
    excerpt: contentSavePre(input.excerpt ?? prev?.excerpt ?? '', unfiltered, o),
  };
}
