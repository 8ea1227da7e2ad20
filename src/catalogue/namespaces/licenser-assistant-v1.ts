// licenser/assistant/v1: reading and setting the assistant's Pro licence (Meow Apps' licenser,
// meow-licenser/<prefix>/v1). Both routes check current_user_can( 'administrator' ). Answered by
// src/areas/licence (the licence kept in the session, validated against the scenario's licence server).
import { ADMIN, defineNamespace, post } from '../define.js';
import { licenceAnswer } from '../responses/licenser-assistant-v1.js';

export const licenserAssistantV1 = defineNamespace(
  'licenser/assistant/v1',
  { read: ADMIN, write: ADMIN },
  {
    '/get_license': [post({}, { response: licenceAnswer, behaviour: 'licence-get' })],
    '/set_license': [post({}, { response: licenceAnswer, behaviour: 'licence-set' })],
  },
);
