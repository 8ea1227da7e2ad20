// HTTPS from startMockSite({ tls }): a self-signed certificate made at start, or one's own; clients that trust the
// certificate get the REST answers, with links on https://. A certificate that cannot be served says why.
import { X509Certificate } from 'node:crypto';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { derInteger } from '../../src/http/self-signed.js';
import { certificateNames, TlsSetupError } from '../../src/http/tls.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN, rest } from '../helpers.js';
import { ownCertificate } from './own-certificate.js';
import { httpsRequest } from './tls-client.js';

let running: RunningMockSite | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('startMockSite({ tls: true })', () => {
  it('serves HTTPS with a certificate made at start; a client trusting it gets REST answers whose links are https', async () => {
    running = await startMockSite({ port: 0, tls: true });
    expect(running.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const tls = running.tls!;
    expect(tls.generated).toBe(true);
    const x509 = new X509Certificate(tls.cert);
    expect(x509.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(tls.fingerprint).toBe(x509.fingerprint256);
    expect(tls.names).toEqual(['localhost', '127.0.0.1', '::1']);

    const index = await httpsRequest(`${running.url}${rest('/')}`, tls.cert);
    expect(index.status).toBe(200);
    const body = index.json() as { url: string; home: string; routes: Record<string, { _links?: { self: { href: string }[] } }> };
    expect(body.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(index.headers.link).toMatch(/^<https:\/\//);

    const created = await httpsRequest(`${running.url}${rest('/cms/v2/posts')}`, tls.cert, {
      method: 'POST',
      headers: { Authorization: ADMIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Over TLS', status: 'publish' }),
    });
    expect(created.status).toBe(201);
    const post = created.json() as { link: string; _links: Record<string, { href: string }[]> };
    expect(created.headers.location).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
    expect(post.link).toMatch(/^https:\/\//);
    const hrefs = Object.values(post._links)
      .flat()
      .map((l) => l.href);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
  });

  it('is real TLS: a client that does not trust the certificate is refused, and plain HTTP is not answered', async () => {
    running = await startMockSite({ port: 0, tls: true });
    const other = ownCertificate();
    await expect(httpsRequest(`${running.url}${rest('/')}`, other.cert)).rejects.toThrow(/self[- ]signed|unable to verify|certificate/i);
    await expect(fetch(`${running.url.replace('https:', 'http:')}${rest('/')}`)).rejects.toThrow();
  });

  it("names the bound host in the certificate too (the machine's name for a wildcard)", () => {
    expect(certificateNames('127.0.0.1')).toEqual(['localhost', '127.0.0.1', '::1']);
    expect(certificateNames('mock.test')).toEqual(['localhost', '127.0.0.1', '::1', 'mock.test']);
    expect(certificateNames('192.0.2.10')).toEqual(['localhost', '127.0.0.1', '::1', '192.0.2.10']);
    expect(certificateNames('0.0.0.0')).toContain(hostname().toLowerCase());
  });
});

describe('startMockSite({ tls: { cert, key } })', () => {
  it("serves one's own certificate", async () => {
    const own = ownCertificate();
    running = await startMockSite({ port: 0, tls: { cert: own.cert, key: own.private } });
    expect(running.tls).toMatchObject({
      generated: false,
      cert: own.cert,
      fingerprint: new X509Certificate(own.cert).fingerprint256,
      names: ['mock.test', '127.0.0.1'],
    });
    const res = await httpsRequest(`${running.url}${rest('/cms/v2/posts')}`, own.cert);
    expect(res.status).toBe(200);
    const posts = res.json() as { link: string }[];
    expect(posts[0]!.link).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
  });

  it("refuses a key that is not the certificate's, or a certificate that is none, before it listens", async () => {
    const own = ownCertificate();
    const other = ownCertificate('other.test');
    await expect(startMockSite({ port: 0, tls: { cert: own.cert, key: other.private } })).rejects.toThrow(TlsSetupError);
    await expect(startMockSite({ port: 0, tls: { cert: own.cert, key: other.private } })).rejects.toThrow(/the key does not belong to the certificate/);
    await expect(startMockSite({ port: 0, tls: { cert: 'not a certificate', key: own.private } })).rejects.toThrow(/not a PEM \(or DER\) X\.509 certificate/);
  });
});

describe('the certificate made at start', () => {
  const hex = (b: Buffer) => b.toString('hex');

  it('writes its serial and version as DER integers: no leading zero but the one that keeps the sign bit clear', () => {
    expect(hex(derInteger(Buffer.from([0x02])))).toBe('020102');
    expect(hex(derInteger(Buffer.from([0x80, 0x01])))).toBe('0203008001');
    // a random serial that happens to start with zero bytes (once in 512: 00 then a byte below 0x80)
    expect(hex(derInteger(Buffer.from([0x00, 0x1f, 0xaa])))).toBe('02021faa');
    expect(hex(derInteger(Buffer.from([0x00, 0x00, 0x80])))).toBe('02020080');
    expect(hex(derInteger(Buffer.from([0x00, 0x00])))).toBe('020100');
  });

  it('is one X.509 reads, every time', () => {
    for (let i = 0; i < 50; i++) expect(new X509Certificate(ownCertificate(`n${i}.test`).cert).subject).toContain(`CN=n${i}.test`);
  });
});
