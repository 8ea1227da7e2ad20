// The item schema of cms/v2 users as WordPress's users controller publishes it: each property carries the contexts
// it appears in (email, roles, capabilities... only in edit). The faker narrows its fakes on its own.
import type { ResponseSchema } from '../../model/catalogue.js';

const EVE = ['embed', 'view', 'edit'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const avatar = (size: number) => ({ description: `Avatar URL with image size of ${size} pixels.`, type: 'string', format: 'uri', context: EVE });

export const userSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'user',
  type: 'object',
  properties: {
    id: { description: 'Unique identifier for the user.', type: 'integer', context: EVE, readonly: true },
    username: { description: 'Login name for the user.', type: 'string', context: EDIT, required: true },
    name: { description: 'Display name for the user.', type: 'string', context: EVE },
    first_name: { description: 'First name for the user.', type: 'string', context: EDIT },
    last_name: { description: 'Last name for the user.', type: 'string', context: EDIT },
    email: { description: 'The email address for the user.', type: 'string', format: 'email', context: EDIT, required: true },
    url: { description: 'URL of the user.', type: 'string', format: 'uri', context: EVE },
    description: { description: 'Description of the user.', type: 'string', context: EVE },
    link: { description: 'Author URL of the user.', type: 'string', format: 'uri', context: EVE, readonly: true },
    locale: { description: 'Locale for the user.', type: 'string', enum: ['', 'en_US'], context: EDIT },
    nickname: { description: 'The nickname for the user.', type: 'string', context: EDIT },
    slug: { description: 'An alphanumeric identifier for the user.', type: 'string', context: EVE },
    registered_date: { description: 'Registration date for the user.', type: 'string', format: 'date-time', context: EDIT, readonly: true },
    roles: { description: 'Roles assigned to the user.', type: 'array', items: { type: 'string' }, context: EDIT },
    password: { description: 'Password for the user (never included).', type: 'string', context: [], required: true },
    capabilities: { description: 'All capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    extra_capabilities: { description: 'Any extra capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    avatar_urls: {
      description: 'Avatar URLs for the user.',
      type: 'object',
      context: EVE,
      readonly: true,
      properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
    },
    meta: {
      description: 'Meta fields.',
      type: 'object',
      context: VE,
      properties: {
        persisted_preferences: {
          type: 'object',
          description: '',
          default: [],
          context: EDIT,
          properties: { _modified: { description: 'The date and time the preferences were updated.', type: 'string', format: 'date-time', readonly: false } },
          additionalProperties: true,
        },
      },
    },
  },
};
