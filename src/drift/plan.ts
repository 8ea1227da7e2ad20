// What becomes of one recorded request: sent to the live site as it was made (the site's address back in
// place of the placeholder, credentials from --auth), or skipped. Reads (GET, HEAD, OPTIONS) are sent;
// writes only with --include-writes. A request holding a redacted secret is never sent, writes included:
// the live site would get `[redacted]` as the password or token (and a write would store it).
import { decodeBody } from '../cassette/body-codec.js';
import type { Interaction } from '../cassette/types.js';
import { wirePath } from '../cassette/wire-path.js';
import { restoreBody, restoreQuery, type OriginRestorer } from './origin.js';
import { redactedFields } from './redacted.js';

export interface WireRequest {
  method: string;
  /** Path and query, relative to the site's address. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export type Plan = { send: WireRequest } | { skip: 'write' | 'not replayable'; reason: string };

export interface PlanOptions {
  includeWrites: boolean;
  restore: OriginRestorer;
  /** `user:password`, sent as HTTP Basic. */
  auth?: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The method WordPress runs: `?_method=DELETE` makes a GET a write. */
export function effectiveMethod(it: Interaction): string {
  const override = it.request.query?._method;
  return (typeof override === 'string' && override ? override : it.request.method).toUpperCase();
}

export function planRequest(it: Interaction, o: PlanOptions): Plan {
  const write = !READS.has(it.request.method.toUpperCase()) || !READS.has(effectiveMethod(it));
  if (write && !o.includeWrites) return { skip: 'write', reason: 'a write (--include-writes sends it)' };
  const hidden = redactedFields(it.request);
  if (hidden.length) return { skip: 'not replayable', reason: `holds redacted fields (${hidden.join(', ')})` };

  const headers: Record<string, string> = { ...it.request.headers };
  if (o.auth) headers.Authorization = `Basic ${Buffer.from(o.auth).toString('base64')}`;
  const body = it.request.body ? restoreBody(decodeBody(it.request.body), o.restore) : undefined;
  return {
    send: {
      method: it.request.method,
      path: wirePath(it, restoreQuery(it.request.query ?? {}, o.restore)),
      headers,
      ...(body?.length ? { body } : {}),
    },
  };
}
