// The behaviour names of licenser/assistant/v1 (catalogue: src/catalogue/namespaces/licenser-assistant-v1.ts).
import type { Behaviour } from '../../dispatch/types.js';
import { getLicence, setLicence } from './licence-handlers.js';

export const licenceBehaviours: Readonly<Record<string, Behaviour>> = {
  'licence-get': getLicence,
  'licence-set': setLicence,
};
