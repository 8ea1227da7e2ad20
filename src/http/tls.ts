// HTTPS (`serve --tls`, `--cert`/`--key`; `startMockSite({ tls })`): a certificate of one's own, or a self-signed one
// made at start for localhost, 127.0.0.1, ::1 and the bound host (self-signed.ts, node:crypto only: no openssl binary,
// so it works in the slim container too). The generated key never leaves memory; the certificate is what clients
// trust (the CLI writes it to a file).
import type { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { makeSelfSigned } from './self-signed.js';

// node:crypto, node:os and node:tls load when HTTPS is asked for: a plain start, most of them, never loads them.
const x509Of = (pem: string | Buffer): X509Certificate => new (process.getBuiltinModule('node:crypto').X509Certificate)(pem);

/** `true`: a self-signed certificate made at start; or a certificate and its private key (PEM text). */
export type TlsOption = boolean | { cert: string | Buffer; key: string | Buffer };

/** What the server serves with, and what a client needs to trust it. */
export interface ServedTls {
  /** The certificate (PEM): what a client trusts (`ca`), as it was given or made. */
  readonly cert: string;
  readonly key: string | Buffer;
  /** Made at start (self-signed) rather than given. */
  readonly generated: boolean;
  /** SHA-256 fingerprint of the certificate, `AB:CD:...` as browsers and `openssl x509 -fingerprint -sha256` show it. */
  readonly fingerprint: string;
  /** The names and addresses the certificate is valid for. */
  readonly names: readonly string[];
}

/** A certificate or key that cannot be served with; the message says what to do. */
export class TlsSetupError extends Error {
  override name = 'TlsSetupError';
}

/** Days a generated certificate is valid (it is made anew at every start). */
const VALID_DAYS = 365;
const WILDCARD = new Set(['', '0.0.0.0', '::', '[::]']);

/** The certificate and key to serve `host` with, or undefined for plain HTTP. Throws TlsSetupError. */
export async function tlsCredentials(option: TlsOption | undefined, host: string): Promise<ServedTls | undefined> {
  if (!option) return undefined;
  return option === true ? generate(host) : given(option.cert, option.key);
}

function given(certPem: string | Buffer, key: string | Buffer): ServedTls {
  let x509: X509Certificate;
  try {
    x509 = x509Of(certPem);
  } catch (e) {
    throw new TlsSetupError(
      `[mock-site] the certificate is not a PEM (or DER) X.509 certificate (${(e as Error).message}). Give the certificate file, the one starting with -----BEGIN CERTIFICATE-----.`,
    );
  }
  try {
    process.getBuiltinModule('node:tls').createSecureContext({ cert: certPem, key });
  } catch (e) {
    const message = (e as Error).message;
    throw new TlsSetupError(
      /mismatch/i.test(message)
        ? '[mock-site] the key does not belong to the certificate (key values mismatch). Give the private key the certificate was made for.'
        : `[mock-site] the key cannot be used (${message}). Give the certificate's private key as PEM, unencrypted (-----BEGIN PRIVATE KEY-----).`,
    );
  }
  const cert = typeof certPem === 'string' ? certPem : certPem.toString('utf8').includes('-----BEGIN') ? certPem.toString('utf8') : x509.toString();
  return { cert, key, generated: false, fingerprint: x509.fingerprint256, names: altNames(x509) };
}

/** Names a generated certificate covers: the loopback ones, then the bound host (the machine's name for a wildcard). */
export function certificateNames(host: string): string[] {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const names = ['localhost', '127.0.0.1', '::1'];
  const extra = WILDCARD.has(bare) ? process.getBuiltinModule('node:os').hostname() : bare;
  if (extra && !names.includes(extra.toLowerCase()) && (isIP(extra) || /^[a-z\d_-]+(\.[a-z\d_-]+)*\.?$/i.test(extra))) names.push(extra.toLowerCase());
  return names;
}

function generate(host: string): ServedTls {
  const names = certificateNames(host);
  const now = Date.now();
  const made = makeSelfSigned({
    commonName: 'localhost',
    organization: 'mock-site (self-signed, made at start)',
    names,
    // A day back: a client whose clock is a little behind still takes it.
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + VALID_DAYS * 86_400_000),
  });
  return { cert: made.cert, key: made.key, generated: true, fingerprint: x509Of(made.cert).fingerprint256, names };
}

function altNames(x509: X509Certificate): string[] {
  return (x509.subjectAltName ?? '').split(', ').flatMap((entry) => {
    const [kind, value] = [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)];
    return kind === 'DNS' || kind === 'IP Address' ? [value] : [];
  });
}
