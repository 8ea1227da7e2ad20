// `mock-site serve --tls` and `--cert/--key`, as users run them (the built CLI): the https address, the generated
// certificate's PEM written where the output says (removed at stop), REST answers whose links are https; one's own
// certificate; and what a wrong path or a key of another certificate says.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rest } from '../helpers.js';
import { ownCertificate } from '../http/own-certificate.js';
import { httpsRequest } from '../http/tls-client.js';
import { CLI, runCli } from './run-cli.js';

interface ServedTls {
  url: string;
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  stop(): Promise<number | null>;
}

let served: ServedTls | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

/** Starts `serve --port 0 --quiet` with `args`; resolves once the address (and, with `certLine`, the certificate line) is printed. */
async function serveTls(args: string[], env: Record<string, string> = {}, certLine = true): Promise<ServedTls> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--quiet', ...args], { env: { ...process.env, MOCK_SITE_PORT: '', ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = /https:\/\/[\d.]+:\d+/.exec(out);
      if (m && (!certLine || err.includes('SHA-256'))) resolve(m[0]);
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}${err}`)));
  });
  return {
    url,
    child,
    stderr: () => err,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
  };
}

const folder = mkdtempSync(join(tmpdir(), 'mock-site-cli-tls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function ownCertificateFiles(name: string): Promise<{ cert: string; key: string; pem: string }> {
  const made = ownCertificate(name);
  const cert = join(folder, `${name}.crt`);
  const key = join(folder, `${name}.key`);
  writeFileSync(cert, made.cert);
  writeFileSync(key, made.private);
  return { cert, key, pem: made.cert };
}

describe('mock-site serve --tls', () => {
  it('serves HTTPS with a certificate made at start, written where it says; trusted, it answers with https links', async () => {
    served = await serveTls(['--tls']);
    expect(served.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const line = /self-signed certificate written to (\S+) \(SHA-256 ([\dA-F:]+)\)/.exec(served.stderr());
    expect(line).not.toBeNull();
    const [, file, fingerprint] = line!;
    const pem = readFileSync(file!, 'utf8');
    expect(pem).toContain('-----BEGIN CERTIFICATE-----');
    expect(fingerprint).toMatch(/^([\dA-F]{2}:){31}[\dA-F]{2}$/);

    const res = await httpsRequest(`${served.url}${rest('/cms/v2/posts')}`, pem);
    expect(res.status).toBe(200);
    const posts = res.json() as { link: string; _links: Record<string, { href: string }[]> }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.link).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);
      for (const href of Object.values(post._links)
        .flat()
        .map((l) => l.href))
        expect(href).toMatch(/^https:\/\//);
    }
    expect(await served.stop()).toBe(0);
    expect(existsSync(file!)).toBe(false); // a new one each start: the old one goes at stop
  });

  it('is turned on by MOCK_SITE_TLS too, and the banner says how to trust the certificate', async () => {
    const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_TLS: '1' } });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d;
        if (out.includes('stop')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(out).toMatch(/mock-site\s+https:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/tls\s+self-signed certificate made at start for localhost, 127\.0\.0\.1, ::1: trust \S+mock-site-cert\.pem/);
    expect(out).toMatch(/SHA-256 ([\dA-F]{2}:){31}[\dA-F]{2}/);
    expect(out).toMatch(/curl -s --cacert '\S+mock-site-cert\.pem' 'https:\/\//);
  });
});

describe('mock-site serve --cert --key', () => {
  it("serves one's own certificate", async () => {
    const own = await ownCertificateFiles('mine.test');
    served = await serveTls(['--cert', own.cert, '--key', own.key], {}, false);
    const res = await httpsRequest(`${served.url}${rest('/')}`, own.pem);
    expect(res.status).toBe(200);
    expect((res.json() as { url: string }).url).toBe(served.url);
    expect(served.stderr()).toBe('');
  });

  it.each([
    [
      'a certificate path that does not exist',
      ['--cert', join(folder, 'none.crt'), '--key', join(folder, 'none.key')],
      /--cert \S+none\.crt cannot be read \(no such file\)\. Give the PEM file of the certificate\./,
    ],
    [
      'a wrong key path',
      ['--cert', '<own>', '--key', join(folder, 'missing.key')],
      /--key \S+missing\.key cannot be read \(no such file\)\. Give the PEM file of the certificate's private key\./,
    ],
    ['--cert without --key', ['--cert', '<own>'], /--cert needs --key <file>: the certificate's private key/],
    ['--key without --cert', ['--key', '<own key>'], /--key needs --cert <file>/],
    ['the key of another certificate', ['--cert', '<own>', '--key', '<other key>'], /the key does not belong to the certificate/],
    ['a folder as the certificate', ['--cert', folder, '--key', '<own key>'], /--cert \S+ cannot be read \(it is a folder, not a regular file\)/],
  ])('%s is refused with a message that says what to fix', async (_name, args, message) => {
    const own = await ownCertificateFiles('own.test');
    const other = await ownCertificateFiles('other.test');
    const real = args.map((a) => (a === '<own>' ? own.cert : a === '<own key>' ? own.key : a === '<other key>' ? other.key : a));
    const result = await runCli(['serve', '--port', '0', ...real]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\[mock-site\] serve: /);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });
});
