// WordPress-shaped errors: every client-facing failure is {code, message, data: {status, ...}}.
import { JSON_ERROR_CODES } from './json-body.js';
import { mockSiteStatus, type MockSiteCode } from './error-codes.js';

export interface ErrorData {
  status: number;
  [key: string]: unknown;
}

export class WpError {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly data: ErrorData,
    /** Extra top-level fields some WordPress errors carry (term_exists's additional_data). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {}

  get status(): number {
    return this.data.status;
  }

  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, data: this.data, ...this.extra };
  }
}

export const isWpError = (v: unknown): v is WpError => v instanceof WpError;

/** A mock-specific error (`mock_site_*`): its status comes from the one table of codes (error-codes.ts). */
export const mockError = (code: MockSiteCode, message: string, data: Readonly<Record<string, unknown>> & { status?: never } = {}): WpError =>
  new WpError(code, message, { status: mockSiteStatus(code), ...data });

/** The errors the protocol layer raises, with WordPress's own wording. */
export const protocolErrors = {
  noRoute: () => new WpError('rest_no_route', 'No route was found matching the URL and request method.', { status: 404 }),
  invalidJson: (reason: string) =>
    new WpError('rest_invalid_json', 'Invalid JSON body passed.', {
      status: 400,
      json_error_code: JSON_ERROR_CODES[reason] ?? 4,
      json_error_message: reason,
    }),
  missingParams: (names: string[]) =>
    new WpError('rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, {
      status: 400,
      params: names,
    }),
  invalidParams: (params: Record<string, string>, details: Record<string, unknown>) =>
    new WpError('rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, { status: 400, params, details }),
  forbidden: (status: number) => new WpError('rest_forbidden', 'Sorry, you are not allowed to do that.', { status }),
  forbiddenContext: (status: number) => new WpError('rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.', { status }),
  notLoggedIn: () => new WpError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 }),
  invalidNonce: () => new WpError('rest_cookie_invalid_nonce', 'Cookie check failed', { status: 403 }),
  incorrectPassword: () => new WpError('incorrect_password', 'The provided password is an invalid application password.', { status: 401 }),
  invalidUsername: () => new WpError('invalid_username', '<strong>Error:</strong> Unknown username. Check again or try your email address.', { status: 401 }),
  invalidEmail: () => new WpError('invalid_email', '<strong>Error:</strong> Unknown email address. Check again or try your username.', { status: 401 }),
  invalidJsonp: () => new WpError('rest_callback_invalid', 'Invalid JSONP callback function.', { status: 400 }),
  jsonpDisabled: () => new WpError('rest_callback_disabled', 'JSONP support is disabled on this site.', { status: 400 }),
  invalidNamespace: () => new WpError('rest_invalid_namespace', 'The specified namespace could not be found.', { status: 404 }),
  internal: (message: string) => mockError('mock_site_internal_error', message),
} as const;
