// connector/v4 (jetpack/v4 in the real plugin): two routes of the Jetpack connection package.
// verify_xmlrpc_error is open (WordPress.com calls it with the nonce of a reported error);
// heartbeat/data wants the jetpack_connect capability (or a blog-token-signed request).
// Answered by src/areas/connector.
import { defineNamespace, get, post, PUBLIC, required, str } from '../define.js';
import type { Permission, ResponseSchema } from '../../model/catalogue.js';

/** REST_Connector::$user_permissions_error_msg, line break and indentation included. */
const HEARTBEAT: Permission = {
  cap: 'jetpack_connect',
  code: 'invalid_permission_heartbeat_data',
  message: 'You do not have the correct user permissions to perform this action.\n\t\t\tPlease contact your site admin if you think this is a mistake.',
};

/** Error_Handler::verify_xml_rpc_error(): true when the nonce matched a stored error, else false. */
const verified: ResponseSchema = { type: 'boolean' };

/**
 * Heartbeat::generate_stats_array( $prefix ): stat group => value, as bumped once a day. The names shown are
 * without a prefix; with one, every key starts with it.
 */
const heartbeatStats: ResponseSchema = {
  type: 'object',
  properties: {
    version: { type: 'string', examples: ['14.9'] },
    'wp-version': { type: 'string', examples: ['6.8.1'] },
    'php-version': { type: 'string', examples: ['8.2.28'] },
    branch: { type: 'number', examples: [14.9] },
    'wp-branch': { type: 'number', examples: [6.8] },
    'php-branch': { type: 'number', examples: [8.2] },
    public: { enum: [0, 1] },
    ssl: { type: 'boolean' },
    'is-https': { enum: ['https', 'http'] },
    language: { type: 'string', examples: ['en_US'] },
    charset: { type: 'string', examples: ['UTF-8'] },
    'is-multisite': { enum: ['singlesite', 'multisite'] },
    identitycrisis: { enum: ['no', 'yes'] },
    plugins: { type: 'string', examples: ['woocommerce/woocommerce.php,jetpack/jetpack.php'] },
  },
  additionalProperties: { type: ['string', 'number', 'boolean'] },
};

export const connectorV4 = defineNamespace(
  'connector/v4',
  { read: HEARTBEAT, write: PUBLIC },
  {
    '/verify_xmlrpc_error': [post({ nonce: required(str()) }, { response: verified, behaviour: 'connector-verify-xmlrpc-error' })],
    '/heartbeat/data': [
      get({ prefix: str('Prefix to add before the stats identifiers.') }, { response: heartbeatStats, behaviour: 'connector-heartbeat-data' }),
    ],
  },
);
