// Behaviour names a catalogue endpoint can carry, and the code that answers them.
// An endpoint without one is answered by the faker from its response schema.
import { batchHandler } from '../areas/batch.js';
import { indexHandler, namespaceHandler } from '../areas/discovery.js';
import { POST_TYPE_BEHAVIOURS } from '../areas/posts/behaviours.js';
import { mediaBehaviours } from '../areas/media/behaviours.js';
import { termBehaviours } from '../areas/terms/behaviours.js';
import { userBehaviours } from '../areas/users/behaviours.js';
import { typeBehaviours } from '../areas/types/type-handlers.js';
import { commentBehaviours } from '../areas/comments/comment-handlers.js';
import { sitetoolThemeBehaviours } from '../areas/sitetool/theme/behaviours.js';
import { sitetoolOpsBehaviours } from '../areas/sitetool/ops/behaviours.js';
import { sitetoolBuilderBehaviours } from '../areas/sitetool/builders/behaviours.js';
import { oembedBehaviours } from '../areas/oembed/behaviours.js';
import { assistantBehaviours } from '../areas/assistant/behaviours.js';
import { paymentsBehaviours } from '../areas/payments/behaviours.js';
import { connectorBehaviours } from '../areas/connector/behaviours.js';
import { agentprotoBehaviours } from '../areas/agentproto/behaviours.js';
import { marketplaceBehaviours } from '../areas/marketplace/behaviours.js';
import { catalogFeedBehaviours } from '../areas/catalog-feed/behaviours.js';
import { shopAdminBehaviours } from '../areas/shop-admin/behaviours.js';
import { assistantAiBehaviours } from '../areas/assistant-ai/behaviours.js';
import { licenceBehaviours } from '../areas/licence/behaviours.js';
import { audited } from '../areas/sitetool/audited.js';
import type { Endpoint } from '../catalogue/types.js';
import { fakerHandler } from '../kinds/faker.js';
import type { Behaviour } from './types.js';

export const BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
  index: indexHandler,
  'namespace-index': namespaceHandler,
  batch: batchHandler,
  faker: fakerHandler,
  ...POST_TYPE_BEHAVIOURS,
  ...mediaBehaviours,
  ...termBehaviours,
  ...userBehaviours,
  ...typeBehaviours,
  ...commentBehaviours,
  // Every site-tool write is audited (src/areas/sitetool/audited.ts).
  ...audited(sitetoolThemeBehaviours),
  ...audited(sitetoolOpsBehaviours),
  ...audited(sitetoolBuilderBehaviours),
  ...oembedBehaviours,
  ...assistantBehaviours,
  ...paymentsBehaviours,
  ...connectorBehaviours,
  ...marketplaceBehaviours,
  ...catalogFeedBehaviours,
  ...agentprotoBehaviours,
  ...shopAdminBehaviours,
  ...assistantAiBehaviours,
  ...licenceBehaviours,
};

/**
 * Behaviours that only read: their answer is a function of the session's state, the request and the scenario clock,
 * so it may be reused until the session's next write (src/http/read-memo.ts). Behaviours that count polls, move jobs
 * or redeem links on a GET are not here.
 */
export const PURE_READS: ReadonlySet<string> = new Set([
  'index', 'namespace-index',
  ...['posts', 'pages'].flatMap((base) => ['list', 'get', 'revisions.list', 'revisions.get', 'autosaves.list', 'autosaves.get'].map((a) => `${base}.${a}`)),
  'media-list', 'media-get', 'terms-list', 'term-get', 'taxonomies-list', 'taxonomy-get', 'users-list', 'user-get', 'user-me',
  'types-list', 'type-get', 'comments-list', 'comment-get',
]);

export function handlerFor(endpoint: Endpoint): Behaviour {
  const name = endpoint.behaviour ?? 'faker';
  const handler = BEHAVIOURS[name];
  if (!handler) throw new Error(`[mock-site] catalogue: unknown behaviour "${name}" (known: ${Object.keys(BEHAVIOURS).join(', ')}).`);
  return handler;
}
