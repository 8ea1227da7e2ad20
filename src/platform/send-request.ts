// One outgoing HTTP request, sent once (no retries, no redirects followed) and bounded by a timeout: node:http(s)
// here; web/send-request.ts sends it with fetch(). Settles with the status answered or why there was none.
import { request as httpRequest } from 'node:http';

export interface OutgoingRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Accept a certificate no CA vouches for (the mock calling itself over its own self-signed TLS). */
  trustAnyCertificate?: boolean;
  /** Aborts the request (the mock stops): it settles as failed with the signal's reason. */
  signal: AbortSignal;
}

export type Sent = { status: number } | { error: string };

export function sendRequest(url: URL, out: OutgoingRequest): Promise<Sent> {
  return new Promise((resolve) => {
    const https = url.protocol === 'https:';
    let status: number | undefined;
    let settled = false;
    const done = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(sent);
    };
    let req: ReturnType<typeof httpRequest>;
    try {
      // node:https (and TLS with it) loads only when a callback goes to an https URL: not at every start.
      const send = https ? process.getBuiltinModule('node:https').request : httpRequest;
      req = send(url, {
        method: out.method,
        headers: out.body === undefined ? out.headers : { ...out.headers, 'content-length': String(Buffer.byteLength(out.body)) },
        agent: false,
        ...(https && out.trustAnyCertificate ? { rejectUnauthorized: false } : {}),
      });
    } catch (e) {
      // Refused before anything was sent: a header name or value node will not write.
      resolve({ error: (e as Error).message });
      return;
    }
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${out.timeoutMs / 1000} s`)), out.timeoutMs);
    deadline.unref();
    out.signal.addEventListener('abort', () => req.destroy(out.signal.reason as Error), { once: true });
    req.on('response', (res) => {
      status = res.statusCode;
      res.on('error', () => {});
      res.once('end', () => done({ status: status! }));
      res.once('close', () => done({ status: status! }));
      res.resume();
    });
    // A connection refused on every address of a name is an AggregateError with no message of its own.
    // An answer whose body was cut (the timeout, a reset) was still answered: its status stands.
    req.on('error', (e: NodeJS.ErrnoException) => done(status !== undefined ? { status } : { error: e.message || `${e.code ?? 'failed'} (${url.host})` }));
    req.end(out.body);
  });
}
