// The made-up but stable strings WordPress and WooCommerce would generate (nonces, secrets, tokens): hex digests
// of the scenario seed and what the value is for, so the same scenario and requests give the same bytes.
import { createHash } from '../../platform/hash.js';
import type { HandlerContext } from '../../dispatch/types.js';

/** `length` hex digits for `purpose`. */
export const hexToken = (ctx: HandlerContext, length: number, ...purpose: (string | number)[]): string =>
  createHash('sha256')
    .update([ctx.site.scenario.seed, ...purpose].join('\0'))
    .digest('hex')
    .slice(0, length);

/** wp_create_nonce( $action ) for a user: ten hex digits. */
export const nonceFor = (ctx: HandlerContext, action: string, userId: number): string => hexToken(ctx, 10, 'nonce', action, userId);

/** PHP's rawurlencode(): RFC 3986, which also encodes ! ' ( ) *. */
export const rawurlencode = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** esc_html() of a URL: WordPress writes its ampersands as entities. */
export const escHtml = (text: string): string => text.replace(/&/g, '&amp;');
