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
};

export function handlerFor(endpoint: Endpoint): Behaviour {
  const name = endpoint.behaviour ?? 'faker';
  const handler = BEHAVIOURS[name];
  if (!handler) throw new Error(`[mock-site] catalogue: unknown behaviour "${name}" (known: ${Object.keys(BEHAVIOURS).join(', ')}).`);
  return handler;
}
