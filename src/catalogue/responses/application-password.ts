// Response schema of cms/v2 application passwords, as WordPress's application-passwords controller describes an
// item: the generated password shows only in edit context (the answer that created it), created/last_used/last_ip
// not when embedded.
import type { ResponseSchema } from '../../model/catalogue.js';

const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];

export const applicationPasswordSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'application-password',
  type: 'object',
  properties: {
    uuid: { description: 'The unique identifier for the application password.', type: 'string', format: 'uuid', context: ALL, readonly: true },
    app_id: {
      description: 'A UUID provided by the application to uniquely identify it. It is recommended to use an UUID v5 with the URL or DNS namespace.',
      type: 'string',
      format: 'uuid',
      context: ALL,
    },
    name: { description: 'The name of the application password.', type: 'string', required: true, context: ALL, minLength: 1, pattern: '.*\\S.*' },
    password: { description: 'The generated password. Only available after adding an application.', type: 'string', context: ['edit'], readonly: true },
    created: { description: 'The GMT date the application password was created.', type: 'string', format: 'date-time', context: VE, readonly: true },
    last_used: {
      description: 'The GMT date the application password was last used.',
      type: ['string', 'null'],
      format: 'date-time',
      context: VE,
      readonly: true,
    },
    last_ip: { description: 'The IP address the application password was last used by.', type: ['string', 'null'], format: 'ip', context: VE, readonly: true },
  },
};
