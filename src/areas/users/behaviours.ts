// The behaviour names the users routes carry in the catalogue.
import type { Behaviour } from '../../dispatch/types.js';
import { permitUserGet, permitUserList } from './user-access.js';
import { getMe, getUser, listUsers } from './user-handlers.js';
import { currentUser, permitUserCreate, permitUserDelete, permitUserUpdate, routeUser } from './user-write-access.js';
import { createUser, deleteUser, updateUser } from './user-write-handlers.js';

export const userBehaviours: Readonly<Record<string, Behaviour>> = {
  'users-list': { handle: listUsers, permit: permitUserList },
  'user-create': { handle: createUser, permit: permitUserCreate },
  'user-get': { handle: getUser, permit: permitUserGet },
  'user-update': { handle: updateUser(routeUser), permit: permitUserUpdate(routeUser) },
  'user-delete': { handle: deleteUser(routeUser), permit: permitUserDelete(routeUser) },
  'user-me': getMe,
  'user-me-update': { handle: updateUser(currentUser), permit: permitUserUpdate(currentUser) },
  'user-me-delete': { handle: deleteUser(currentUser), permit: permitUserDelete(currentUser) },
};
