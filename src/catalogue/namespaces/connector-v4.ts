// connector/v4 (jetpack/v4 in the real plugin): two routes of the Jetpack connection package.
// verify_xmlrpc_error is open (WordPress.com calls it with the nonce of a reported error);
// heartbeat/data wants the jetpack_connect capability (or a blog-token-signed request).
import { defineNamespace, get, post, PUBLIC, required, str } from '../define.js';
import type { Permission, ResponseSchema } from '../types.js';

/** REST_Connector::$user_permissions_error_msg, line break and indentation included. */
const HEARTBEAT: Permission = {
  cap: 'jetpack_connect',
  code: 'invalid_permission_heartbeat_data',
  message:
    'You do not have the correct user permissions to perform this action.\n\t\t\tPlease contact your site admin if you think this is a mistake.',
};

/** Error_Handler::verify_xml_rpc_error(): true when the nonce matched a stored error, else false. */
const verified: ResponseSchema = { type: 'boolean' };

/** Heartbeat::generate_stats_array( $prefix ): stat group => bin, as bumped once a day. */
const heartbeatStats: ResponseSchema = {
  type: 'object',
  properties: {
    version: { type: 'string', examples: ['14.2'] },
    'wp-version': { type: 'string', examples: ['6.9'] },
    'php-version': { type: 'string', examples: ['8.3'] },
    'wp-branch': { type: 'string', examples: ['6.9'] },
    'php-branch': { type: 'string', examples: ['8.3'] },
    ssl: { enum: ['https', 'http'] },
    'is-multisite': { enum: ['single-site', 'multisite'] },
    identitycrisis: { enum: ['no', 'yes'] },
    plugins: { type: 'array', items: { type: 'string', examples: ['woocommerce', 'jetpack', 'akismet'] }, minItems: 1, maxItems: 3, uniqueItems: true },
  },
  required: ['version', 'wp-version', 'php-version', 'ssl', 'is-multisite'],
};

export const connectorV4 = defineNamespace('connector/v4', { read: HEARTBEAT, write: PUBLIC }, {
  '/verify_xmlrpc_error': [post({ nonce: required(str()) }, { response: verified })],
  '/heartbeat/data': [get({ prefix: str('Prefix to add before the stats identifiers.') }, { response: heartbeatStats })],
});
