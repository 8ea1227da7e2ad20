// The behaviour names of connector/v4 (catalogue: src/catalogue/namespaces/connector-v4.ts).
import type { Behaviour } from '../../dispatch/types.js';
import { heartbeatData } from './heartbeat.js';
import { verifyXmlrpcError } from './verify-xmlrpc-error.js';

export const connectorBehaviours: Readonly<Record<string, Behaviour>> = {
  'connector-verify-xmlrpc-error': verifyXmlrpcError,
  'connector-heartbeat-data': heartbeatData,
};
