// What the client gets when the recorded site cannot answer: a WordPress-shaped 502 (refused, unknown host,
// reset, TLS) or 504 (timeout) naming the target and the cause. Such exchanges are never recorded.
import { mockError, type WpError } from '../wp/errors.js';

export class UpstreamTimeout extends Error {
  readonly code = 'ETIMEDOUT';
}

const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_|HOSTNAME_MISMATCH|EPROTO$)/;

export function upstreamError(target: string, e: unknown): WpError {
  const err = e as NodeJS.ErrnoException;
  const code = err.code ?? 'EUNKNOWN';
  if (e instanceof UpstreamTimeout || code === 'ETIMEDOUT') {
    return mockError('mock_site_upstream_timeout', `The recorded site ${target} did not answer in time (${err.message}).`, {
      target,
      cause: 'ETIMEDOUT',
    });
  }
  const why =
    code === 'ECONNREFUSED'
      ? 'refused the connection'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'could not be found (DNS)'
        : code === 'ECONNRESET' || code === 'EPIPE'
          ? 'closed the connection before answering'
          : TLS_CODE.test(code)
            ? `failed the TLS handshake (${err.message})`
            : `could not be reached (${err.message})`;
  return mockError(TLS_CODE.test(code) ? 'mock_site_upstream_tls' : 'mock_site_upstream_unreachable', `The recorded site ${target} ${why}.`, {
    target,
    cause: code,
  });
}
