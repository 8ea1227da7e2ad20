// Response schema of cms/v2 users, as WordPress's users controller describes its items: each property
// carries the contexts it appears in (email, roles, capabilities... only in edit).
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../types.js';

const ALL = ['embed', 'view', 'edit'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const avatar = (size: number) => ({
  description: `Avatar URL with image size of ${size} pixels.`, type: 'string', format: 'uri', context: ALL,
  examples: [`http://0.gravatar.com/avatar/00000000000000000000000000000000?s=${size}&d=mm&r=g`],
});

export const userSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'user',
  type: 'object',
  properties: {
    id: { description: 'Unique identifier for the user.', type: 'integer', context: ALL, readonly: true, minimum: 1, maximum: 3 },
    username: { description: 'Login name for the user.', type: 'string', context: EDIT, examples: ['admin', 'editor'] },
    name: { description: 'Display name for the user.', type: 'string', context: ALL, examples: ['admin', 'Edith Editor'] },
    first_name: { description: 'First name for the user.', type: 'string', context: EDIT, const: '' },
    last_name: { description: 'Last name for the user.', type: 'string', context: EDIT, const: '' },
    email: { description: 'The email address for the user.', type: 'string', format: 'email', context: EDIT, examples: ['admin@example.org'] },
    url: { description: 'URL of the user.', type: 'string', format: 'uri', context: ALL, const: '' },
    description: { description: 'Description of the user.', type: 'string', context: ALL, const: '' },
    link: { description: 'Author URL of the user.', type: 'string', format: 'uri', context: ALL, readonly: true, examples: [`${EXAMPLE_ORIGIN}/?author=1`] },
    locale: { description: 'Locale for the user.', type: 'string', enum: ['', 'en_US'], context: EDIT },
    nickname: { description: 'The nickname for the user.', type: 'string', context: EDIT, examples: ['admin'] },
    slug: { description: 'An alphanumeric identifier for the user.', type: 'string', context: ALL, examples: ['admin', 'editor'] },
    registered_date: { description: 'Registration date for the user.', type: 'string', format: 'date-time', context: EDIT, readonly: true },
    roles: { description: 'Roles assigned to the user.', type: 'array', items: { type: 'string' }, context: EDIT, examples: [['administrator']] },
    password: { description: 'Password for the user (never included).', type: 'string', context: [] },
    capabilities: { description: 'All capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    extra_capabilities: { description: 'Any extra capabilities assigned to the user.', type: 'object', context: EDIT, readonly: true },
    avatar_urls: {
      description: 'Avatar URLs for the user.', type: 'object', context: ALL, readonly: true,
      properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) }, required: ['24', '48', '96'],
    },
    meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
  },
  required: ['id', 'name', 'url', 'description', 'link', 'slug', 'avatar_urls', 'meta'],
};
