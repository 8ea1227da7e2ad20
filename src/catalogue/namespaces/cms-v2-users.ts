// cms/v2 users (WordPress's users controller): the list, one user, and `me`; then each user's application passwords
// (WP_REST_Application_Passwords_Controller: the list, introspect, one password). Not batchable. Every endpoint is
// answered by the users area, which checks permissions too (create_users, edit_user, promote_user, delete_user, the
// *_app_password(s) meta capabilities), because WordPress checks that the user exists (404) and the controller's own
// arguments before them.
import { arr, bool, del, edit, get, int, obj, post, PUBLIC, required, str } from '../define.js';
import type { EndpointDraft } from '../define.js';
import { collectionArgs, contextArg, idList, offsetArg } from '../args/common.js';
import { deletedOf, listOf } from '../responses/post.js';
import { userSchema } from '../responses/user.js';
import { applicationPasswordSchema } from '../responses/application-password.js';
import type { Args } from '../../model/catalogue.js';

const POST_TYPES = ['post', 'page', 'attachment'];

const listArgs: Args = {
  ...collectionArgs,
  exclude: idList('Ensure result set excludes specific IDs.'),
  include: idList('Limit result set to specific IDs.'),
  offset: offsetArg,
  order: str('Order sort attribute ascending or descending.', { default: 'asc', enum: ['asc', 'desc'] }),
  orderby: str('Sort collection by user attribute.', {
    default: 'name',
    enum: ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'],
  }),
  slug: arr({ type: 'string' }, 'Limit result set to users with one or more specific slugs.'),
  roles: arr({ type: 'string' }, 'Limit result set to users matching at least one specific role provided. Accepts csv list or single role.'),
  capabilities: arr({ type: 'string' }, 'Limit result set to users matching at least one specific capability provided. Accepts csv list or single capability.'),
  who: str('Limit result set to users who are considered authors.', { enum: ['authors'] }),
  has_published_posts: {
    description: 'Limit result set to users who have published posts.',
    type: ['boolean', 'array'],
    items: { type: 'string', enum: POST_TYPES },
  },
};

function writable(create: boolean): Args {
  const maybe = (a: Args[string]) => (create ? required(a) : a);
  return {
    username: maybe(str('Login name for the user.')),
    name: str('Display name for the user.'),
    first_name: str('First name for the user.'),
    last_name: str('Last name for the user.'),
    email: maybe(str('The email address for the user.', { format: 'email' })),
    url: str('URL of the user.', { format: 'uri' }),
    description: str('Description of the user.'),
    locale: str('Locale for the user.', { enum: ['', 'en_US'] }),
    nickname: str('The nickname for the user.'),
    slug: str('An alphanumeric identifier for the user.'),
    roles: arr({ type: 'string' }, 'Roles assigned to the user.'),
    password: maybe(str('Password for the user (never included).')),
    meta: obj('Meta fields.', {
      properties: {
        persisted_preferences: {
          type: 'object',
          description: '',
          default: [],
          context: ['edit'],
          properties: { _modified: { description: 'The date and time the preferences were updated.', type: 'string', format: 'date-time', readonly: false } },
          additionalProperties: true,
        },
      },
    }),
  };
}

const userId: Args = { id: int('Unique identifier for the user.') };
const deleteArgs: Args = {
  force: bool('Required to be true, as users do not support trashing.', { default: false }),
  // check_reassign() replaces the schema check: `false` and '' are accepted too (src/areas/users/user-args.ts).
  reassign: required(int("Reassign the deleted user's posts and links to this user ID.", { unchecked: true })),
};

/** An application password's writable fields: `name` (required to create), and `app_id`, kept from the create only. */
const passwordArgs = (create: boolean): Args => ({
  app_id: str('A UUID provided by the application to uniquely identify it. It is recommended to use an UUID v5 with the URL or DNS namespace.', {
    format: 'uuid',
  }),
  name: { ...str('The name of the application password.', { minLength: 1, pattern: '.*\\S.*' }), ...(create ? { required: true } : {}) },
});

export const userRoutes: Record<string, readonly EndpointDraft[]> = {
  '/users': [
    get(listArgs, { response: listOf(userSchema), behaviour: 'users-list' }),
    post(writable(true), { status: 201, response: userSchema, permission: PUBLIC, behaviour: 'user-create' }),
  ],
  '/users/{id}': [
    get({ ...userId, context: contextArg }, { response: userSchema, behaviour: 'user-get' }),
    edit({ ...userId, ...writable(false) }, { response: userSchema, permission: PUBLIC, behaviour: 'user-update' }),
    del({ ...userId, ...deleteArgs }, { response: deletedOf(userSchema), permission: PUBLIC, behaviour: 'user-delete' }),
  ],
  '/users/me': [
    get({ context: contextArg }, { response: userSchema, behaviour: 'user-me' }),
    edit(writable(false), { response: userSchema, permission: PUBLIC, behaviour: 'user-me-update' }),
    del(deleteArgs, { response: deletedOf(userSchema), permission: PUBLIC, behaviour: 'user-me-delete' }),
  ],
  '/users/{user_id}/application-passwords': [
    get({ context: contextArg }, { response: listOf(applicationPasswordSchema), permission: PUBLIC, behaviour: 'app-passwords-list' }),
    post(passwordArgs(true), { status: 201, response: applicationPasswordSchema, permission: PUBLIC, behaviour: 'app-password-create' }),
    del(
      {},
      {
        response: { type: 'object', properties: { deleted: { type: 'boolean' }, count: { type: 'integer' } } },
        permission: PUBLIC,
        behaviour: 'app-passwords-delete',
      },
    ),
  ],
  '/users/{user_id}/application-passwords/introspect': [
    get({ context: contextArg }, { response: applicationPasswordSchema, permission: PUBLIC, behaviour: 'app-password-introspect' }),
  ],
  '/users/{user_id}/application-passwords/{uuid}': [
    get({ context: contextArg }, { response: applicationPasswordSchema, permission: PUBLIC, behaviour: 'app-password-get' }),
    edit(passwordArgs(false), { response: applicationPasswordSchema, permission: PUBLIC, behaviour: 'app-password-update' }),
    del({}, { response: deletedOf(applicationPasswordSchema), permission: PUBLIC, behaviour: 'app-password-delete' }),
  ],
};
