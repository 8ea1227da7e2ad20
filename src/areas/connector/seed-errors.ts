// Two connection errors the site reported and WordPress.com has not confirmed yet: a broken user token and a
// blog-token signature mismatch. Their nonces are what WordPress.com sends back to verify_xmlrpc_error.
export const XMLRPC_ERROR_SEEDS = [
  {
    error_code: 'invalid_token',
    user_id: '1',
    error_message: 'The token is invalid',
    error_data: { action: 'reconnect' },
    nonce: 'Xk3Rq8vT2m',
    error_type: 'xmlrpc',
    error_direction: 'incoming',
    verified: false,
  },
  {
    error_code: 'signature_mismatch',
    user_id: '0',
    error_message: 'Signature mismatch',
    error_data: {},
    nonce: 'p7Lc4NwZ9e',
    error_type: 'rest',
    error_direction: 'incoming',
    verified: false,
  },
];
