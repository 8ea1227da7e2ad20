// Behaviour names a catalogue endpoint can carry, and the code that answers them.
// An endpoint without one is answered by the faker from its response schema.
import { batchHandler } from './batch.js';
import { indexHandler, namespaceHandler } from './discovery.js';
import { POST_TYPE_BEHAVIOURS } from './posts/behaviours.js';
import { mediaBehaviours } from './media/behaviours.js';
import { termBehaviours } from './terms/behaviours.js';
import { userBehaviours } from './users/behaviours.js';
import { typeBehaviours } from './types/type-handlers.js';
import { commentBehaviours } from './comments/comment-handlers.js';
import { sitetoolThemeBehaviours } from './sitetool/theme/behaviours.js';
import { sitetoolOpsBehaviours } from './sitetool/ops/behaviours.js';
import { sitetoolBuilderBehaviours } from './sitetool/builders/behaviours.js';
import { oembedBehaviours } from './oembed/behaviours.js';
import { assistantBehaviours } from './assistant/behaviours.js';
import { paymentsBehaviours } from './payments/behaviours.js';
import { connectorBehaviours } from './connector/behaviours.js';
import { agentprotoBehaviours } from './agentproto/behaviours.js';
import { marketplaceBehaviours } from './marketplace/behaviours.js';
import { catalogFeedBehaviours } from './catalog-feed/behaviours.js';
import { shopAdminBehaviours } from './shop-admin/behaviours.js';
import { assistantAiBehaviours } from './assistant-ai/behaviours.js';
import { licenceBehaviours } from './licence/behaviours.js';
import { audited } from './sitetool/audited.js';
import type { Endpoint } from '../model/catalogue.js';
import { fakerHandler } from '../kinds/faker.js';
import type { Behaviour } from '../dispatch/types.js';

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
 * Behaviours that only read (Behaviour.pureRead): their answer is a function of the session's state, the request and
 * the scenario clock. Behaviours that count polls, move jobs or redeem links on a GET are not here.
 */
const PURE_READS: ReadonlySet<string> = new Set([
  'index',
  'namespace-index',
  ...['posts', 'pages'].flatMap((base) => ['list', 'get', 'revisions.list', 'revisions.get', 'autosaves.list', 'autosaves.get'].map((a) => `${base}.${a}`)),
  'media-list',
  'media-get',
  'terms-list',
  'term-get',
  'taxonomies-list',
  'taxonomy-get',
  'users-list',
  'user-get',
  'user-me',
  'types-list',
  'type-get',
  'comments-list',
  'comment-get',
]);

export function handlerFor(endpoint: Endpoint): Behaviour {
  const name = endpoint.behaviour ?? 'faker';
  const handler = BEHAVIOURS[name];
  if (!handler) throw new Error(`[mock-site] catalogue: unknown behaviour "${name}" (known: ${Object.keys(BEHAVIOURS).join(', ')}).`);
  if (!PURE_READS.has(name)) return handler;
  return typeof handler === 'function' ? { handle: handler, pureRead: true } : { ...handler, pureRead: true };
}
