// Reading a WordPress site's own description of itself: its REST index (every route, its methods and arguments)
// and each route's OPTIONS answer (the same data with the response schema). Addressed as `?rest_route=`, which
// every WordPress answers, else `/wp-json/` for sites that block the query form.
import { restPath } from '../wp/php-query-string.js';
import { VERSION } from '../version.js';
import type { ArgSchema } from '../model/catalogue.js';

/** One endpoint of a route as the index shows it (`args` is PHP's `[]` when it declares none). */
export interface SiteEndpoint {
  methods: string[];
  args: Record<string, ArgSchema> | [];
  allow_batch?: { v1?: boolean };
}

export interface SiteRoute {
  namespace: string;
  methods: string[];
  endpoints: SiteEndpoint[];
  /** Only in OPTIONS (and `context=help`) answers. */
  schema?: Record<string, unknown>;
}

export interface SiteIndex {
  name?: string;
  description?: string;
  url?: string;
  home?: string;
  gmt_offset?: string | number;
  timezone_string?: string;
  page_for_posts?: number;
  page_on_front?: number;
  show_on_front?: string;
  namespaces: string[];
  routes: Record<string, SiteRoute>;
}

/** Why a site could not be learned: said as it is, without a stack. */
export class LearnError extends Error {}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A WordPress error body's `code (message)`, or the answer's status and type. */
function described(answer: Answer): string {
  const body = parsed(answer.text);
  if (isObject(body) && typeof body.code === 'string') return `${answer.status} ${body.code}${typeof body.message === 'string' ? ` (${body.message})` : ''}`;
  return `${answer.status} ${answer.contentType || 'without a Content-Type'}`;
}

const isIndex = (v: unknown): v is SiteIndex => isObject(v) && isObject(v.routes) && Array.isArray(v.namespaces);

export interface SiteReader {
  /** The site's address without a trailing slash. */
  readonly base: string;
  /** The index; throws LearnError when the site refuses it or is no WordPress. */
  index(): Promise<SiteIndex>;
  /** A concrete path's OPTIONS answer, or why there is none. */
  options(path: string): Promise<SiteRoute | string>;
  /** A route's address on the site, for schema links (`{base}/index.php?rest_route=`). */
  restPrefixes(): string[];
}

export interface ReaderOptions {
  /** `user:password` (an application password) sent as HTTP Basic. */
  auth?: string;
  timeoutMs?: number;
}

export function siteReader(base: string, { auth, timeoutMs = 30_000 }: ReaderOptions = {}): SiteReader {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': `mock-site/${VERSION} learn` };
  if (auth) headers.authorization = `Basic ${Buffer.from(auth).toString('base64')}`;
  let pretty = false;
  const address = (route: string) => (pretty ? `${base}/wp-json${route}` : `${base}${restPath(route)}`);

  async function send(method: string, url: string): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(url, { method, headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string } };
      const why = err.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (err.cause?.code ?? err.cause?.message ?? err.message);
      throw new LearnError(`cannot reach ${url}: ${why}.`);
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  return {
    base,
    async index() {
      const first = await send('GET', address('/'));
      let answer = first;
      if (!isIndex(parsed(first.text)) && first.status !== 401 && first.status !== 403) {
        pretty = true;
        answer = await send('GET', address('/'));
        if (!isIndex(parsed(answer.text))) {
          pretty = false;
          answer = first;
        }
      }
      const body = parsed(answer.text);
      if (answer.status === 401 || answer.status === 403) {
        throw new LearnError(
          `${base} refused its index: ${described(answer)}. ${auth ? 'Check --auth: a user and one of its application passwords (user:xxxx xxxx ...).' : 'Give --auth user:application-password.'}`,
        );
      }
      if (!isIndex(body)) {
        throw new LearnError(
          `${base} does not look like a WordPress site: GET ${address('/')} answered ${described(answer)}, not a REST index (with routes and namespaces). Give the address WordPress is installed at, the one /wp-json/ is under.`,
        );
      }
      return body;
    },
    async options(path) {
      const answer = await send('OPTIONS', address(path));
      const body = parsed(answer.text);
      if (answer.status !== 200 || !isObject(body) || !Array.isArray(body.endpoints)) return `OPTIONS ${path} answered ${described(answer)}`;
      return body as unknown as SiteRoute;
    },
    restPrefixes() {
      return [`${base}/index.php?rest_route=`, `${base}/?rest_route=`, `${base}/wp-json`];
    },
  };
}
