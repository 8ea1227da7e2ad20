// The behaviour names the users routes carry in the catalogue (users, then their application passwords).
import type { Behaviour } from '../../dispatch/types.js';
import { permitUserGet, permitUserList } from './user-access.js';
import { getMe, getUser, listUsers } from './user-handlers.js';
import { currentUser, permitUserCreate, permitUserDelete, permitUserUpdate, routeUser } from './user-write-access.js';
import { createUser, deleteUser, updateUser } from './user-write-handlers.js';
import {
  permitIntrospect,
  permitPasswordCreate,
  permitPasswordDelete,
  permitPasswordGet,
  permitPasswordList,
  permitPasswordsDelete,
  permitPasswordUpdate,
} from './app-password-access.js';
import {
  createAppPassword,
  deleteAppPassword,
  deleteAppPasswords,
  getAppPassword,
  introspectAppPassword,
  listAppPasswords,
  updateAppPassword,
} from './app-password-handlers.js';

export const userBehaviours: Readonly<Record<string, Behaviour>> = {
  'users-list': { handle: listUsers, permit: permitUserList },
  'user-create': { handle: createUser, permit: permitUserCreate },
  'user-get': { handle: getUser, permit: permitUserGet },
  'user-update': { handle: updateUser(routeUser), permit: permitUserUpdate(routeUser) },
  'user-delete': { handle: deleteUser(routeUser), permit: permitUserDelete(routeUser) },
  // get_current_item() is open to anyone (its permission callback is __return_true), in any context.
  'user-me': { handle: getMe, permit: () => null },
  'user-me-update': { handle: updateUser(currentUser), permit: permitUserUpdate(currentUser) },
  'user-me-delete': { handle: deleteUser(currentUser), permit: permitUserDelete(currentUser) },
  'app-passwords-list': { handle: listAppPasswords, permit: permitPasswordList },
  'app-password-create': { handle: createAppPassword, permit: permitPasswordCreate },
  'app-passwords-delete': { handle: deleteAppPasswords, permit: permitPasswordsDelete },
  'app-password-introspect': { handle: introspectAppPassword, permit: permitIntrospect },
  'app-password-get': { handle: getAppPassword, permit: permitPasswordGet },
  'app-password-update': { handle: updateAppPassword, permit: permitPasswordUpdate },
  'app-password-delete': { handle: deleteAppPassword, permit: permitPasswordDelete },
};
