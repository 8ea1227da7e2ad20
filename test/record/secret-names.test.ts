import { describe, expect, it } from 'vitest';
import { DEFAULT_REDACT, isSecretField, isSecretHeader, recordRedactOptions } from '../../src/cassette/redact.js';
import { nameWords } from '../../src/cassette/secret-words.js';

describe('which names mean secrets', () => {
  it.each([
    ['sessionToken', ['session', 'token']],
    ['X-Amz-Signature', ['x', 'amz', 'signature']],
    ['auth_token', ['auth', 'token']],
    ['_wpnonce', ['wpnonce']],
    ['APIKey', ['api', 'key']],
    ['pass1-text', ['pass1', 'text']],
    ['nextPageToken', ['next', 'page', 'token']],
  ])('splits %s into its words', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });

  it.each([
    // passwords
    'password',
    'user_pass',
    'pass',
    'pwd',
    'pass1',
    'pass2',
    'pass1-text',
    'new_password',
    'password_confirmation',
    'user[password]',
    'passwd',
    'password_hash',
    // secrets, tokens, sessions
    'secret',
    'client_secret',
    'clientSecret',
    'consumer_secret',
    'token',
    '_token',
    'access_token',
    'refreshToken',
    'id_token',
    'auth_token',
    'sessionToken',
    'session_token',
    'session_id',
    'sessionId',
    'PHPSESSID',
    'csrf',
    '_csrf',
    'csrf_token',
    'xsrf-token',
    'X-XSRF-TOKEN',
    'jwt',
    'bearer',
    'auth',
    'basic_auth',
    'authCode',
    'auth_code',
    'verification_code',
    'mfa_code',
    'code_verifier',
    'otp',
    'credentials',
    'X-Amz-Credential',
    'X-Amz-Security-Token',
    // keys
    'key',
    'api_key',
    'apiKey',
    'apikey',
    'X-Api-Key',
    'x-goog-api-key',
    'license_key',
    'licence_key',
    'licenceKey',
    'serialKey',
    'secret_key',
    'private_key',
    'consumer_key',
    'user_activation_key',
    'api_keys',
    'AUTH_KEY',
    // nonces, signatures, salts, cookies
    'nonce',
    'nonces',
    '_wpnonce',
    '_ajax_nonce',
    'wcStoreApiNonce',
    'X-WP-Nonce',
    'restNonce',
    'sig',
    'signature',
    'oauth_signature',
    'X-Amz-Signature',
    'auth_salt',
    'cookie',
    'logged_in_cookie',
  ])('%s is a secret', (name) => {
    expect(isSecretField(name, DEFAULT_REDACT)).toBe(true);
  });

  it.each([
    // WordPress's and WooCommerce's own readable fields
    'code',
    'title',
    'status',
    'slug',
    'author',
    'author_name',
    'authorization',
    'authentication',
    'keyword',
    'keywords',
    'coupon_code',
    'country_code',
    'cart_hash',
    'meta_key',
    'meta_value',
    'menu_order',
    'session',
    'X-Mock-Session',
    'client_id',
    'app_id',
    'pw_copy',
    'password_strength',
    // tokens that are counts, kinds or places in a listing
    'token_type',
    'prompt_tokens',
    'completion_tokens',
    'max_tokens',
    'tokens',
    'token_count',
    'expires_in',
    'page_token',
    'nextPageToken',
    // keys that name something
    'monkey',
    'key_count',
    'key_name',
    'sort_key',
    'public_key',
    'cache_key',
    'accesskey',
    'data-key',
    'keys',
    'turkey',
    // words that only look like one
    'passage',
    'bypass',
    'compass',
    'signed',
    'design',
    'announce',
    'cookie_path',
    'nonce_life',
    'secretary_name',
  ])('%s is not a secret', (name) => {
    expect(isSecretField(name, DEFAULT_REDACT)).toBe(false);
  });

  it("takes the scenario's record.redact as more names, for fields and headers alike", () => {
    const options = recordRedactOptions(['pin_code', 'X-Shop-Pass']);
    expect(isSecretField('pinCode', options)).toBe(true);
    expect(isSecretField('user[pin_code]', options)).toBe(true);
    expect(isSecretHeader('x-shop-pass', options)).toBe(true);
    expect(isSecretField('pinCode', DEFAULT_REDACT)).toBe(false);
  });

  it.each([
    ['Authorization', true],
    ['Proxy-Authorization', true],
    ['Cookie', true],
    ['Set-Cookie', true],
    ['X-WP-Nonce', true],
    ['X-Api-Key', true],
    ['X-Auth-Token', true],
    ['X-CSRF-Token', true],
    ['Nonce', true],
    ['Cart-Token', true],
    ['X-Amz-Security-Token', true],
    ['Access-Control-Allow-Credentials', false],
    ['Access-Control-Allow-Headers', false],
    ['WWW-Authenticate', false],
    ['X-Mock-Session', false],
    ['Content-Type', false],
    ['X-WP-Total', false],
    ['Location', false],
    ['Link', false],
  ])('the %s header is a credential: %s', (name, secret) => {
    expect(isSecretHeader(name, DEFAULT_REDACT)).toBe(secret);
  });
});
