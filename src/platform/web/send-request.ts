// The browser's send-request.ts: fetch(), once, redirects not followed, bounded by a timeout. The page's own rules
// apply (CORS, mixed content): a callback the browser refuses settles as failed with its reason.
import type { OutgoingRequest, Sent } from '../send-request.js';

export type { OutgoingRequest, Sent } from '../send-request.js';

export async function sendRequest(url: URL, out: OutgoingRequest): Promise<Sent> {
  const timeout = AbortSignal.timeout(out.timeoutMs);
  try {
    const res = await fetch(url, {
      method: out.method,
      headers: out.headers,
      redirect: 'manual',
      signal: AbortSignal.any([out.signal, timeout]),
      ...(out.body === undefined ? {} : { body: out.body }),
    });
    await res.arrayBuffer().catch(() => {});
    return { status: res.status };
  } catch (e) {
    if (timeout.aborted) return { error: `no answer within ${out.timeoutMs / 1000} s` };
    if (out.signal.aborted) return { error: (out.signal.reason as Error).message };
    return { error: (e as Error).message };
  }
}
