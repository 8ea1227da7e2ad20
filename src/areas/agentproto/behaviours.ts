// The behaviour names of agentproto/v1: the OAuth 2.1 authorization server for agents.
import type { Behaviour } from '../../dispatch/types.js';
import { deleteApp, listApps } from './apps.js';
import { authorize } from './authorize.js';
import { authorizationServerMetadata, protectedResourceMetadata } from './metadata.js';
import { registerClient } from './register.js';
import { revoke } from './revoke.js';
import { token } from './token.js';

export const agentprotoBehaviours: Readonly<Record<string, Behaviour>> = {
  'agentproto-protected-resource': protectedResourceMetadata,
  'agentproto-authorization-server': authorizationServerMetadata,
  'agentproto-register': registerClient,
  'agentproto-authorize': authorize,
  'agentproto-token': token,
  'agentproto-revoke': revoke,
  'agentproto-apps': listApps,
  'agentproto-app-delete': deleteApp,
};
