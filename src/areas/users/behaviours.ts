// The behaviour names the users routes carry in the catalogue.
import type { Behaviour } from '../../dispatch/types.js';
import { permitUserGet, permitUserList } from './user-access.js';
import { getMe, getUser, listUsers } from './user-handlers.js';

export const userBehaviours: Readonly<Record<string, Behaviour>> = {
  'users-list': { handle: listUsers, permit: permitUserList },
  'user-get': { handle: getUser, permit: permitUserGet },
  'user-me': getMe,
};
