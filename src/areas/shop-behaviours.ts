// The behaviours of the shop profile's own namespaces (the assistant, payments, the marketplace...).
import type { Behaviour } from '../dispatch/types.js';
import { agentprotoBehaviours } from './agentproto/behaviours.js';
import { assistantAiBehaviours } from './assistant-ai/behaviours.js';
import { assistantBehaviours } from './assistant/behaviours.js';
import { catalogFeedBehaviours } from './catalog-feed/behaviours.js';
import { connectorBehaviours } from './connector/behaviours.js';
import { licenceBehaviours } from './licence/behaviours.js';
import { marketplaceBehaviours } from './marketplace/behaviours.js';
import { paymentsBehaviours } from './payments/behaviours.js';
import { shopAdminBehaviours } from './shop-admin/behaviours.js';

export const SHOP_BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
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
