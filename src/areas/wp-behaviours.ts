// The behaviours of WordPress's own routes, which both profiles serve: posts and pages, media, terms, users, types,
// comments and oEmbed.
import type { Behaviour } from '../dispatch/types.js';
import { commentBehaviours } from './comments/comment-handlers.js';
import { mediaBehaviours } from './media/behaviours.js';
import { oembedBehaviours } from './oembed/behaviours.js';
import { POST_TYPE_BEHAVIOURS } from './posts/behaviours.js';
import { termBehaviours } from './terms/behaviours.js';
import { typeBehaviours } from './types/type-handlers.js';
import { userBehaviours } from './users/behaviours.js';

export const WP_BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
  ...POST_TYPE_BEHAVIOURS,
  ...mediaBehaviours,
  ...termBehaviours,
  ...userBehaviours,
  ...typeBehaviours,
  ...commentBehaviours,
  ...oembedBehaviours,
};
