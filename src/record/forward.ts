// Forwarding one request to the recorded site: sent as it came (any path, `rest_route` addressing, query and body
// untouched; credentials from --auth added when the client sent none), the site's answer streamed back to the
// client byte for byte as it arrives (compressed, chunked), and once complete the exchange handed over as a
// cassette interaction (redacted, origin replaced). A failed exchange is answered 502/504 and never recorded.
// The recording proxy and `serve --fallback record` both forward through here, and `serve --fallback proxy`, which
// records nothing.
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Interaction } from '../cassette/types.js';
import { wpJson } from '../wp/json.js';
import type { WpError } from '../wp/errors.js';
import { toInteraction, type RecordContext } from './interaction.js';
import { SecretLedger } from '../cassette/secret-ledger.js';
import { originRewriter } from '../cassette/origin-placeholder.js';
import { DEFAULT_REDACT, type RedactOptions } from '../cassette/redact.js';
import { shownUrl } from '../cassette/redact-url.js';
import { UpstreamTimeout, upstreamError } from './upstream-error.js';

export interface ForwarderOptions {
  /** The site to record: `https://example.com` or `https://user:pass@example.com/blog`. */
  target: string;
  /** `user:password` sent as HTTP Basic when a request carries no Authorization of its own. */
  auth?: string;
  redact?: RedactOptions;
  /** How long the target may take to start answering (default 30 s). */
  timeoutMs?: number;
  /** What command the messages name (`record`, `serve`). */
  command?: string;
  error?(text: string): void;
}

export interface Forwarder {
  /** The target without credentials. */
  target: string;
  /** Every secret seen so far (credentials, redacted values): the written cassette is scanned for them. */
  ledger: SecretLedger;
  /** Sends `req` (its body already read) to the target and answers `res`; `recorded` gets the finished exchange (none: no interaction is made). */
  forward(req: IncomingMessage, res: ServerResponse, body: Buffer, recorded?: (it: Interaction) => void): void;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'transfer-encoding', 'host']);

export class RecorderSetupError extends Error {}

export function parseTarget(text: string, auth?: string, command = 'record'): { url: URL; clean: string; auth?: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RecorderSetupError(`[mock-site] ${command}: --target must be a URL like https://example.com (got ${JSON.stringify(text)}).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RecorderSetupError(`[mock-site] ${command}: --target must be an http:// or https:// URL (got ${url.protocol}).`);
  }
  const inline = url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  const clean = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  if (auth !== undefined && !auth.includes(':')) {
    throw new RecorderSetupError(`[mock-site] ${command}: --auth must be user:password (an application password works).`);
  }
  const credentials = auth ?? inline;
  return { url, clean, ...(credentials ? { auth: credentials } : {}) };
}

export function createForwarder(options: ForwarderOptions): Forwarder {
  const command = options.command ?? 'record';
  const { url, clean, auth } = parseTarget(options.target, options.auth, command);
  const error = options.error ?? ((t: string) => process.stderr.write(`${t}\n`));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const ledger = new SecretLedger();
  if (auth) ledger.addCredentials(auth, 'the credentials given with --auth');
  if (options.target !== clean) ledger.add(options.target, 'the --target URL with its credentials');
  const ctx: RecordContext = { options: options.redact ?? DEFAULT_REDACT, ledger, rewrite: originRewriter(url) };
  const basePath = url.pathname.replace(/\/+$/, '');
  // node:https (and node:tls under it) loads with the first request to an https site.
  const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest;
  const basic = auth ? `Basic ${Buffer.from(auth).toString('base64')}` : undefined;

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, recorded?: (it: Interaction) => void): void {
    const method = req.method ?? 'GET';
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
    headers.host = url.host;
    if (basic && headers.authorization === undefined) headers.authorization = basic;
    if (body.length || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
      headers['content-length'] = String(body.length);
    const path = `${basePath}${req.url ?? '/'}`;
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const err = upstreamError(clean, e);
      error(`[mock-site] ${command}: ${method} ${shownUrl(req.url ?? '/', ctx.options)} ${recorded ? 'not recorded' : 'failed'}: ${err.message}`);
      reply(res, err);
    };
    const upstream = send({ protocol: url.protocol, hostname: url.hostname, port: url.port || undefined, method, path, headers });
    upstream.setTimeout(timeoutMs, () => upstream.destroy(new UpstreamTimeout(`no answer within ${timeoutMs} ms`)));
    upstream.on('error', fail);
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      const raw: string[] = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i]!;
        const lower = name.toLowerCase();
        if (lower !== 'connection' && lower !== 'keep-alive' && lower !== 'proxy-connection') raw.push(name, answer.rawHeaders[i + 1]!);
      }
      res.writeHead(status, answer.statusMessage, raw);
      const parts: Buffer[] = [];
      answer.on('data', (c: Buffer) => {
        if (recorded) parts.push(c);
        res.write(c);
      });
      answer.on('error', fail);
      answer.on('close', () => {
        if (!answer.complete) fail(new Error('the answer was cut short'));
      });
      answer.on('end', () => {
        res.end();
        if (failed || !recorded) return;
        try {
          recorded(
            toInteraction(
              {
                method,
                url: req.url ?? '/',
                requestHeaders: { ...req.headers, ...(headers.authorization ? { authorization: String(headers.authorization) } : {}) },
                requestBody: body,
                status,
                responseHeaders: answer.headers,
                responseBody: Buffer.concat(parts),
              },
              ctx,
            ),
          );
        } catch (e) {
          error(`[mock-site] ${command}: ${method} ${shownUrl(req.url ?? '/', ctx.options)} not recorded: ${(e as Error).message}`);
        }
      });
    });
    upstream.end(body);
  }

  return { target: clean, ledger, forward };
}

function reply(res: ServerResponse, err: WpError): void {
  const text = wpJson(err.toJSON());
  res.writeHead(err.status, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
