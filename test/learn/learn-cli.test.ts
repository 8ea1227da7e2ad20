// `mock-site learn <url>` end to end, through the built CLI: a site that is the mock itself (the shop profile,
// learned as routes beside the site profile's catalogue), and every way a site can fail to be learned.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, serveCli, type Served } from '../cli/run-cli.js';
import { rest, site } from '../helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-learn-cli-'));
let shop: Served;

beforeAll(async () => {
  shop = await serveCli(['--profile', 'shop']);
});
afterAll(async () => {
  await shop.stop();
});

/** A server that is no WordPress: it answers every request with `status` and an HTML page. */
async function htmlServer(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => res.writeHead(status, { 'content-type': 'text/html' }).end('<html>Hello</html>'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('mock-site learn', () => {
  it('learns every route of a site the profile lacks: the mock then lists them as the site does', async () => {
    const out = join(dir, 'shop.yaml');
    const run = await runCli(['learn', shop.url, '--auth', 'admin:mock-site-password', '--out', out]);
    expect(run.stderr).toMatch(/\[mock-site\] learn: \d+ of \d+ routes described \(OPTIONS\)/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/wrote .*shop\.yaml: \d+ routes learned of the \d+ in http:\/\/127\.0\.0\.1:\d+'s index/);
    expect(run.stdout).toMatch(/bound: \d+ to a collection, \d+ to a singleton/);

    const real = (await (await fetch(`${shop.url}${rest('/')}`)).json()) as { routes: Record<string, Record<string, unknown>>; namespaces: string[] };
    const learned = (await site({ scenario: out }).get(rest('/'))).body as typeof real;
    expect(learned.namespaces).toEqual(expect.arrayContaining(real.namespaces));
    const origin = (v: unknown) => JSON.stringify(v).replace(/http:\/\/127\.0\.0\.1:\d+/g, '<origin>');
    const differ = Object.entries(real.routes).filter(([pattern, r]) => {
      const mine = learned.routes[pattern];
      return !mine || origin({ ...r, _links: undefined }) !== origin({ ...mine, _links: undefined });
    });
    expect(differ.map(([pattern]) => pattern)).toEqual([]);
  });

  it('refuses to replace a file unless told to', async () => {
    const out = join(dir, 'kept.yaml');
    writeFileSync(out, 'mine\n');
    const run = await runCli(['learn', shop.url, '--out', out, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('kept.yaml exists. Add --force to replace it');
    expect(readFileSync(out, 'utf8')).toBe('mine\n');
  });

  it('says so when the site refuses its index to the credentials given', async () => {
    const out = join(dir, 'refused.yaml');
    const run = await runCli(['learn', shop.url, '--auth', 'admin:wrong-password', '--out', out, '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[mock-site\] learn: http:\/\/127\.0\.0\.1:\d+ refused its index: 401 incorrect_password .* Check --auth/);
    expect(existsSync(out)).toBe(false);
  });

  it.each([200, 404])('says a site answering %i with HTML is not WordPress', async (status) => {
    const { url, server } = await htmlServer(status);
    try {
      const run = await runCli(['learn', url, '--out', join(dir, `html-${status}.yaml`), '--quiet']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`does not look like a WordPress site: GET ${url}/index.php?rest_route=/ answered ${status} text/html`);
    } finally {
      server.close();
    }
  });

  it('says when the site cannot be reached', async () => {
    const { url, server } = await htmlServer(200);
    server.close();
    await once(server, 'close');
    const run = await runCli(['learn', url, '--out', join(dir, 'gone.yaml'), '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`cannot reach ${url}/index.php?rest_route=/: ECONNREFUSED`);
  });

  it.each([
    [[], 'name the site to learn'],
    [['not a url'], 'must be a URL like https://example.com'],
    [['http://127.0.0.1:1', '--profile', 'blog'], '--profile must be one of site, shop'],
    [['http://127.0.0.1:1', '--timeout', 'soon'], '--timeout must be a whole number'],
  ])('refuses bad usage %j with exit 2', async (args, message) => {
    const run = await runCli(['learn', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
