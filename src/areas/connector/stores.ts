// The connection package's stored errors (Error_Handler's `jetpack_connection_xmlrpc_errors` option), one record
// per error: the errors this site reported to WordPress.com, waiting for it to confirm them by nonce.
export const XMLRPC_ERRORS = 'connector.xmlrpc_errors';

export const CONNECTOR_STORES: readonly string[] = [XMLRPC_ERRORS];
