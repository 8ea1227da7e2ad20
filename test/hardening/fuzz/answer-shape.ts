// What a refused request must look like: WordPress's `{code, message, data: {status}}` with data.status equal to the
// HTTP status, except where the real software answers in its own documented shape (listed below, by route).
import type { Answer } from './wire.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The route an answer belongs to, as the request named it (`/agentproto/v1/oauth/token`). */
export interface AnswerContext {
  route: string;
  method: string;
  /** `_jsonp` was sent. */
  jsonp: boolean;
  /** A REST request (the others are the site's HTML pages). */
  rest: boolean;
}

/**
 * agent-protocol's OAuth server (src/areas/agentproto/oauth-answers.ts): RFC 6749 §5.2 / RFC 7591 §3.2.2 errors,
 * `{error, error_description}`; its apps route answers the plugin's bare `{error}` (docs/agent-oauth.md).
 */
const OAUTH = /^\/agentproto\/v1\/oauth\//i;
/** Its browser step (authorize) prints an HTML page for a browser, as the plugin does. */
const OAUTH_AUTHORIZE = /^\/agentproto\/v1\/oauth\/authorize\/?$/i;
/** WooCommerce's marketplace helper ends in wp_send_json_error() / wp_send_json() (src/areas/marketplace/send-json.ts). */
const MARKETPLACE = /^\/shop\/v[13]\/marketplace\//i;

const isWordPressError = (v: unknown, status: number) =>
  isObject(v) && typeof v.code === 'string' && typeof v.message === 'string' && isObject(v.data) && v.data.status === status;

/**
 * The 5xx answers WordPress itself gives a client's request, which the mock copies: 501 rest_trash_not_supported (a
 * DELETE without force=true of what cannot be trashed: terms, users, revisions, attachments), and 500 empty_term_name
 * (wp_insert_term() / wp_update_term() return that WP_Error without a status, so WP_REST_Server answers 500).
 */
const WORDPRESS_5XX: Readonly<Record<string, number>> = { rest_trash_not_supported: 501, empty_term_name: 500 };

function wordPressOwn5xx(status: number, text: string): boolean {
  try {
    const body = JSON.parse(text) as unknown;
    return isWordPressError(body, status) && WORDPRESS_5XX[(body as { code: string }).code] === status;
  } catch {
    return false;
  }
}

/**
 * WooCommerce's WP_Errors with a bare status or no data (`new WP_Error( $code, $message, 404 )`), which WordPress
 * answers 500 with the data as it is (src/wp/bare-data-error.ts): copied on the shop-admin routes.
 */
const SHOP_ADMIN = /^\/shop-admin\//i;

function wooCommerceBare500(status: number, text: string, route: string): boolean {
  if (status !== 500 || !SHOP_ADMIN.test(route)) return false;
  try {
    const body = JSON.parse(text) as unknown;
    return isObject(body) && typeof body.code === 'string' && typeof body.message === 'string' && (typeof body.data === 'number' || body.data === null);
  } catch {
    return false;
  }
}

/** JSONP answers arrive as `/**\/callback(...)`. */
function unwrapJsonp(text: string): string {
  const m = /^\/\*\*\/[\w.]+\(([\s\S]*)\)$/.exec(text);
  return m ? m[1]! : text;
}

/** Why an answer breaks the rules, or null. */
export function problemOf(answer: Answer, ctx: AnswerContext): string | null {
  const { status } = answer;
  const text = answer.body.toString('utf8');
  if (status >= 500 && !wordPressOwn5xx(status, text) && !wooCommerceBare500(status, unwrapJsonp(text), ctx.route))
    return `answered ${status}: ${text.slice(0, 600)}`;
  if (status < 400 || status >= 500 || ctx.method === 'HEAD' || !ctx.rest) return null;
  const type = String(answer.headers['content-type'] ?? '');
  if (OAUTH_AUTHORIZE.test(ctx.route) && type.startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = JSON.parse(unwrapJsonp(text));
  } catch {
    return `answered ${status} with a body that is not JSON (${type}): ${text.slice(0, 300)}`;
  }
  if (isWordPressError(body, status)) return null;
  // serve_request()'s json_error() for a bad or disabled `_jsonp`: `{code, message}` only, as WordPress writes it.
  if (ctx.jsonp && isObject(body) && typeof body.code === 'string' && /^rest_callback_/.test(body.code) && typeof body.message === 'string') return null;
  if (OAUTH.test(ctx.route) && isObject(body) && typeof body.error === 'string' && ['string', 'undefined'].includes(typeof body.error_description)) return null;
  if (MARKETPLACE.test(ctx.route) && isObject(body)) {
    if (body.success === false && isObject(body.data) && typeof body.data.message === 'string') return null;
    if (typeof body.message === 'string' && Object.keys(body).length === 1) return null;
  }
  return `answered ${status} with a body that is not WordPress-shaped: ${text.slice(0, 400)}`;
}
