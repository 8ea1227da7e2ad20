// A self-signed X.509 certificate for `serve --tls`, made with node:crypto alone: a P-256 key, and the certificate's
// DER written field by field (RFC 5280) and signed with ECDSA-SHA256. A library would do the same with 20+ packages
// and a changed global `Reflect`; a server certificate needs only these few structures.

import { isIP } from 'node:net';

export interface SelfSigned {
  /** PEM */
  cert: string;
  /** PEM (PKCS#8) */
  key: string;
}

export interface SelfSignedOptions {
  commonName: string;
  organization: string;
  /** DNS names and IP addresses the certificate is valid for (subjectAltName). */
  names: readonly string[];
  notBefore: Date;
  notAfter: Date;
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  serverAuth: '1.3.6.1.5.5.7.3.1',
};

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const explicit = (n: number, item: Buffer) => tlv(0xa0 + n, item);
const boolean = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]));
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const octets = (bytes: Buffer) => tlv(0x04, bytes);
const bits = (bytes: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), bytes);

/**
 * A non-negative INTEGER from big-endian bytes, in DER's one encoding: no leading zero byte but the one that keeps
 * the sign bit clear. (A random serial starting 00 0x..7f, once in 512, was otherwise refused: "illegal padding".)
 */
export function derInteger(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const minimal = Buffer.from(bytes.subarray(start));
  return tlv(0x02, minimal.length === 0 ? Buffer.from([0]) : minimal[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const out = [40 * a + b];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) chunk.unshift(0x80 | (v & 0x7f));
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}

function altName(name: string): Buffer {
  const family = isIP(name);
  if (family === 4) return tlv(0x87, Buffer.from(name.split('.').map(Number)));
  if (family === 6) return tlv(0x87, ipv6Bytes(name));
  return tlv(0x82, Buffer.from(name, 'ascii'));
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail] = address.includes('::') ? (address.split('::') as [string, string]) : [address, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return Buffer.from(
    all.flatMap((g) => {
      const v = parseInt(g, 16);
      return [v >> 8, v & 0xff];
    }),
  );
}

const extension = (id: string, critical: boolean, value: Buffer) => sequence(oid(id), ...(critical ? [boolean(true)] : []), octets(value));

export function makeSelfSigned(options: SelfSignedOptions): SelfSigned {
  // Loaded here: only `serve --tls` makes a certificate.
  const { generateKeyPairSync, randomBytes, sign } = process.getBuiltinModule('node:crypto');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = sequence(set(sequence(oid(OID.commonName), utf8(options.commonName))), set(sequence(oid(OID.organization), utf8(options.organization))));
  const signature = sequence(oid(OID.ecdsaWithSha256));
  const tbs = sequence(
    explicit(0, derInteger(Buffer.from([2]))), // v3
    derInteger(randomBytes(16)),
    signature,
    name,
    sequence(time(options.notBefore), time(options.notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        extension(OID.basicConstraints, true, sequence()),
        // digitalSignature: the first bit of the string (7 unused bits).
        extension(OID.keyUsage, true, bits(Buffer.from([0x80]), 7)),
        extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
        extension(OID.subjectAltName, false, sequence(...options.names.map(altName))),
      ),
    ),
  );
  const der = sequence(tbs, signature, bits(sign('sha256', tbs, privateKey)));
  return { cert: pem('CERTIFICATE', der), key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

function pem(label: string, der: Buffer): string {
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`;
}
