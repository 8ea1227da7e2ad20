// The origin the mock writes into links, Location headers and pages: the scenario's `site.url` when it has one,
// else the request's Host header — but only when that header is a host name or address with an optional port.
// A Host holding `?`, `/`, `@`, spaces or control characters is not an origin (it would let a caller steer every
// link, and `_embed` follows links), so the address the server is bound to stands in for it. The scheme is the
// connection's: https when it came over TLS (`serve --tls`).
import type { WireRequest } from './wire.js';

/** A DNS name (labels of letters, digits, `-` and `_`), IPv4 or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:[a-z\d_-]+(?:\.[a-z\d_-]+)*\.?|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host header value can stand in an origin. */
export const isHostHeader = (host: string): boolean => host.length <= 261 && HOST.test(host);

/** `host:port` of the address the connection came in on (what the server is bound to). */
function boundAddress(req: Pick<WireRequest, 'socket'>): string {
  const { localAddress, localPort } = req.socket;
  if (!localAddress) return '127.0.0.1';
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  const host = address.includes(':') ? `[${address}]` : address;
  return localPort ? `${host}:${localPort}` : host;
}

export function requestOrigin(siteUrl: string | undefined, req: Pick<WireRequest, 'headers' | 'socket'>): string {
  if (siteUrl) return siteUrl;
  const { host } = req.headers;
  const scheme = req.socket?.encrypted ? 'https' : 'http';
  return `${scheme}://${host !== undefined && isHostHeader(host) ? host : boundAddress(req)}`;
}
