// Behaviour names a catalogue endpoint can carry, and the code that answers them.
// An endpoint without one is answered by the faker from its response schema.
import { batchHandler } from './batch.js';
import { indexHandler, namespaceHandler } from './discovery.js';
import { shopBehaviours, sitetoolBehaviours, wpBehaviours } from './on-demand.js';
import type { Endpoint } from '../model/catalogue.js';
import { fakerHandler } from '../kinds/faker.js';
import type { Behaviour } from '../dispatch/types.js';

/** The behaviours of no area: the others' are in groups (on-demand.ts), loaded when one of theirs is first named. */
const CORE: Readonly<Record<string, Behaviour>> = {
  index: indexHandler,
  'namespace-index': namespaceHandler,
  batch: batchHandler,
  faker: fakerHandler,
};

/** The groups, in the order they are searched for a name: the site tool's names start with `sitetool-`. */
const groupsFor = (name: string) =>
  name.startsWith('sitetool-') ? [sitetoolBehaviours, wpBehaviours, shopBehaviours] : [wpBehaviours, shopBehaviours, sitetoolBehaviours];

/** The behaviour a name stands for, or undefined. Names are unique across groups. */
function behaviourNamed(name: string): Behaviour | undefined {
  if (Object.hasOwn(CORE, name)) return CORE[name];
  for (const group of groupsFor(name)) {
    const behaviours = group();
    if (Object.hasOwn(behaviours, name)) return behaviours[name];
  }
  return undefined;
}

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
  const handler = behaviourNamed(name);
  if (!handler) {
    const known = [...Object.keys(CORE), ...Object.keys(wpBehaviours()), ...Object.keys(sitetoolBehaviours()), ...Object.keys(shopBehaviours())];
    throw new Error(`[mock-site] catalogue: unknown behaviour "${name}" (known: ${known.join(', ')}).`);
  }
  if (!PURE_READS.has(name)) return handler;
  return typeof handler === 'function' ? { handle: handler, pureRead: true } : { ...handler, pureRead: true };
}
