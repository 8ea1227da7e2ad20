// cms/v2: the content namespace (WordPress's wp/v2), composed in the order WordPress registers it.
import { defineNamespace, PUBLIC } from '../define.js';
import { mediaRoutes } from './cms-v2-media.js';
import { taxonomyRoutes, termRoutes } from './cms-v2-terms.js';
import { userRoutes } from './cms-v2-users.js';
import { typeRoutes } from './cms-v2-types.js';
import { commentRoutes } from './cms-v2-comments.js';
import { cap, postTypeRoutes } from './cms-v2-post-types.js';

export const cmsV2 = defineNamespace(
  'cms/v2',
  { read: PUBLIC, write: cap('edit_posts', 'rest_forbidden', 'Sorry, you are not allowed to do that.') },
  {
    ...postTypeRoutes,
    ...mediaRoutes,
    ...typeRoutes,
    ...taxonomyRoutes,
    ...termRoutes,
    ...userRoutes,
    ...commentRoutes,
  },
);
