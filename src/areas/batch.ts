// `POST /batch/v1` (WP_REST_Server::serve_batch_request_v1): validates every sub-request first, then
// runs them in order; 207 Multi-Status with one {body, status, headers} per request.
import { execute, prepare } from '../dispatch/pipeline.js';
import type { Prepared } from '../dispatch/types.js';
import type { DispatchResult, Handler } from '../dispatch/types.js';
import { isWpError, WpError } from '../wp/errors.js';
import { wpJson } from '../wp/json.js';
import { parsePhpQuery, type PhpValue } from '../wp/php-query.js';
import { isPlainObject } from '../wp/php-values.js';
import { innerRequest, type RestRequest } from '../wp/request.js';

interface SubRequest {
  method?: string;
  path: string;
  body?: Record<string, PhpValue>;
  headers?: Record<string, string | string[]>;
}

const notBatchable = () => new WpError('rest_batch_not_allowed', 'The requested route does not support batch requests.', { status: 400 });

function subRequest(parent: RestRequest, sub: SubRequest): RestRequest {
  const q = sub.path.indexOf('?');
  const route = q < 0 ? sub.path : sub.path.slice(0, q);
  const rawQuery = q < 0 ? '' : sub.path.slice(q + 1);
  const headers: RestRequest['headers'] = { ...parent.headers };
  for (const [k, v] of Object.entries(sub.headers ?? {})) headers[k.toLowerCase()] = v;
  return innerRequest(parent, {
    method: (sub.method ?? 'POST').toUpperCase(),
    route,
    query: parsePhpQuery(rawQuery),
    rawQuery,
    headers,
    form: isPlainObject(sub.body) ? sub.body : {},
  });
}

/** What the envelope of one sub-response holds; errors that failed validation carry `headers: []`. */
function envelope(result: DispatchResult | WpError): Record<string, unknown> {
  if (isWpError(result)) return { body: result.toJSON(), status: result.status, headers: [] };
  const { outcome, allow } = result;
  const headers: Record<string, string> = { ...(isWpError(outcome) ? {} : outcome.headers), ...(allow ? { Allow: allow } : {}) };
  return isWpError(outcome)
    ? { body: outcome.toJSON(), status: outcome.status, headers: Object.keys(headers).length ? headers : [] }
    : { body: outcome.data, status: outcome.status ?? 200, headers: Object.keys(headers).length ? headers : [] };
}

/**
 * wpJson() of a sub-response's envelope: with the JSON its handler already made of the body when there is one
 * (`encoded` is wpJson(data) unless the answer is sent verbatim), so a batch of creates encodes no post twice.
 */
function envelopeJson(result: DispatchResult | WpError, env: Record<string, unknown>): string {
  const outcome = isWpError(result) ? result : result.outcome;
  if (isWpError(outcome) || typeof outcome.encoded !== 'string' || outcome.verbatim) return wpJson(env);
  return ['{"body":', outcome.encoded, ',"status":', wpJson(env.status), ',"headers":', wpJson(env.headers), '}'].join('');
}

export const batchHandler: Handler = async (req, { site }) => {
  const requests = (req.params.requests as SubRequest[]).map((sub) => subRequest(req, sub));
  const prepared: Prepared[] = requests.map((r) => {
    const p = prepare(site, r);
    // WordPress checks allow_batch before the arguments: a non-batchable route never reports bad arguments.
    if (p.endpoint && !p.endpoint.source.allowBatch) return { ...p, error: notBatchable() };
    return p;
  });
  const failed = prepared.some((p) => p.error);
  if (failed && req.params.validation === 'require-all-validate') {
    return { status: 207, data: { failed: 'validation', responses: prepared.map((p) => (p.error ? envelope(p.error) : null)) } };
  }
  const responses: Record<string, unknown>[] = [];
  const json: string[] = [];
  for (let i = 0; i < requests.length; i++) {
    const p = prepared[i]!;
    const result = !p.match || !p.endpoint ? p.error! : await execute(site, requests[i]!, p);
    const env = envelope(result);
    responses.push(env);
    json.push(envelopeJson(result, env));
  }
  // What the sub-requests send once answered (rules' callbacks) goes once the batch is answered.
  for (const r of requests) if (r.afterAnswer) (req.afterAnswer ??= []).push(...r.afterAnswer);
  return { status: 207, data: { responses }, encoded: ['{"responses":[', json.join(','), ']}'].join('') };
};
