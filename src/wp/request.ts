// One REST request as the dispatcher sees it: WordPress's WP_REST_Request, reduced to what the mock needs.
import type { OutgoingCallback } from '../model/callback.js';
import type { User } from '../model/scenario.js';
import type { PhpValue } from './php-query.js';

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

export interface RestRequest {
  /** The method after `_method` / `X-HTTP-Method-Override` (upper case). */
  method: string;
  /** The method that came over the wire. */
  wireMethod: string;
  /** `rest_route` without trailing slash, e.g. `/cms/v2/posts/1`. */
  route: string;
  /** `$_GET`: the PHP-parsed query string, `rest_route` removed. */
  query: Record<string, PhpValue>;
  /** The query string as received, for pagination links. */
  rawQuery: string;
  /** Lower-cased request headers. */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (JSON content types only). */
  json?: unknown;
  /** Why the JSON body could not be parsed. */
  jsonError?: string;
  /** `$_POST`-like: form-encoded or multipart fields. */
  form: Record<string, PhpValue>;
  files: Record<string, UploadedFile>;
  rawBody?: Buffer;
  /** Named captures of the route pattern. */
  urlParams: Record<string, string>;
  /** Validated and sanitized arguments, merged with WordPress's precedence. Filled by the dispatcher. */
  params: Record<string, unknown>;
  /** The authenticated user, or null for anonymous. */
  user: User | null;
  /** Isolated state selected with `X-Mock-Session` ('default' otherwise). */
  session: string;
  /** The site origin used in links (`http://127.0.0.1:8080`). */
  origin: string;
  /**
   * Requests to send once the answer is written (a rule's `callbacks`, the payments webhook simulation): the REST
   * listener hands them to the app's CallbackSender (src/http/callbacks.ts). Batch sub-requests pass theirs up.
   */
  afterAnswer?: OutgoingCallback[];
  /**
   * `serve --fallback proxy`: a scenario rule may answer this request, and the live site answers it when none does
   * (the dispatcher hands it back unanswered). Never set on a request the site makes of itself.
   */
  liveUnlessRuled?: true;
}

export function header(req: Pick<RestRequest, 'headers'>, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The request body a rule or template sees: the JSON body when it is an object or a list, else the form fields. */
export function requestBody(req: RestRequest): unknown {
  return req.json !== null && typeof req.json === 'object' ? req.json : req.form;
}

/**
 * A request the site makes of itself for `parent` (a batch's sub-requests, `_embed`, an area calling a route): the
 * parent's session, origin and user unless `parts` says otherwise, nothing else carried over.
 */
export function innerRequest(
  parent: Pick<RestRequest, 'user' | 'session' | 'origin'>,
  parts: Pick<RestRequest, 'method' | 'route'> & Partial<RestRequest>,
): RestRequest {
  return {
    wireMethod: parts.method,
    query: {},
    rawQuery: '',
    headers: {},
    form: {},
    files: {},
    urlParams: {},
    params: {},
    user: parent.user,
    session: parent.session,
    origin: parent.origin,
    ...parts,
  };
}
