// `serve --fallback proxy`: partial mocking. Recordings and scenario rules answer first, a live site (a small
// node:http server here) answers everything else, and nothing is recorded.
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveCommand } from '../../src/cli/serve.js';
import { createMockSite } from '../../src/fetch/create-mock-site.js';
import { startMockSite, type RunningMockSite, type StartOptions } from '../../src/start.js';
import { ruleScenario } from '../rules/rule-scenario.js';

const EXAMPLE = new URL('../../recordings/example-site.yaml', import.meta.url);
const LIVE_AUTH = `Basic ${Buffer.from('editor:live app password').toString('base64')}`;

interface Heard {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** The live site: answers every request with the same recognisable bytes, and keeps what it heard. */
interface Live {
  url: string;
  heard: Heard[];
  /** The bytes it answers `method` with. */
  body(method: string): string;
}

const servers: Server[] = [];
const running: RunningMockSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

async function liveSite(): Promise<Live> {
  const heard: Heard[] = [];
  // WordPress's escaped slashes and a key order no serializer would choose: only a byte-for-byte relay keeps them.
  const body = (method: string) => `{"zeta":1,"live":true,"method":"${method}","link":"http:\\/\\/live.example\\/x"}`;
  const server = createServer(async (req: IncomingMessage, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    heard.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: Buffer.concat(parts).toString() });
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'Content-Type': 'application/json; charset=UTF-8', 'X-Live': 'yes' });
    res.end(body(req.method!));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, heard, body };
}

async function start(options: StartOptions): Promise<RunningMockSite> {
  const site = await startMockSite(options);
  running.push(site);
  return site;
}

const answer = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  return { status: res.status, live: res.headers.get('x-live'), body: await res.text() };
};

const answeredBy = async (site: RunningMockSite) =>
  ((await (await fetch(`${site.url}/__mock/journal`)).json()) as { answeredBy: string }[]).map((e) => e.answeredBy);

describe('serve --fallback proxy: recordings and rules first, the live site for the rest', () => {
  it('a recorded request is replayed, and one no recording holds is answered by the live site and not recorded', async () => {
    const live = await liveSite();
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-proxy-'));
    const file = join(dir, 'site.yaml');
    copyFileSync(EXAMPLE, file);
    const before = readFileSync(file);
    const mock = await start({ replay: { paths: [file], fallback: 'proxy', target: live.url } });

    const recorded = await answer(`${mock.url}/wp-json/wp/v2/posts/7`);
    expect(recorded.status).toBe(200);
    expect(recorded.live).toBeNull();
    expect(live.heard).toEqual([]);

    expect(await answer(`${mock.url}/index.php?rest_route=/wp/v2/tags&per_page=3`)).toEqual({ status: 200, live: 'yes', body: live.body('GET') });
    const created = await answer(`${mock.url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: LIVE_AUTH },
      body: '{"title":"New"}',
    });
    expect(created).toEqual({ status: 201, live: 'yes', body: live.body('POST') });
    // The request reached the live site as sent: its address, its body, the live site's own credentials.
    expect(live.heard).toEqual([
      { method: 'GET', url: '/index.php?rest_route=/wp/v2/tags&per_page=3', authorization: undefined, body: '' },
      { method: 'POST', url: '/wp-json/wp/v2/posts', authorization: LIVE_AUTH, body: '{"title":"New"}' },
    ]);

    expect(await answeredBy(mock)).toEqual([expect.stringMatching(/^replay:site\.yaml#\d+$/), 'proxy', 'proxy']);
    const coverage = (await (await fetch(`${mock.url}/__mock/coverage`)).json()) as { unrecorded: unknown[] };
    expect(coverage.unrecorded).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/wp/v2/tags', count: 1, answeredBy: 'proxy' },
        { method: 'POST', route: '/wp/v2/posts', count: 1, answeredBy: 'proxy' },
      ]),
    );

    // Asked again, the live site answers again: nothing joined the index.
    await answer(`${mock.url}/index.php?rest_route=/wp/v2/tags&per_page=3`);
    expect(live.heard).toHaveLength(3);
    await mock.close();
    running.splice(running.indexOf(mock), 1);
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['site.yaml']);
  });

  it('a rule answers its route, and a rule that declines (a machine state not reached, another method) lets the live site answer', async () => {
    const live = await liveSite();
    const scenario = ruleScenario(
      [
        { match: { method: 'GET', route: '/my-plugin/v1/flag' }, respond: [{ body: { ruled: true } }] },
        { match: { method: 'POST', route: '/my-plugin/v1/sync' }, when: { sync: 'syncing' }, respond: [{ status: 202, body: { state: 'syncing' } }] },
      ],
      { sync: ['idle', 'syncing'] },
    );
    // No --replay at all: the scenario's rules, then the live site.
    const mock = await start({ scenario, replay: { paths: [], fallback: 'proxy', target: live.url } });

    expect(await answer(`${mock.url}/wp-json/my-plugin/v1/flag`)).toEqual({ status: 200, live: null, body: '{"ruled":true}' });
    expect(await answer(`${mock.url}/wp-json/my-plugin/v1/flag`, { method: 'POST' })).toEqual({ status: 201, live: 'yes', body: live.body('POST') });
    expect(await answer(`${mock.url}/wp-json/my-plugin/v1/sync`, { method: 'POST' })).toEqual({ status: 201, live: 'yes', body: live.body('POST') });
    // A route the fake serves, no rule for it: the live site answers, not the fake.
    expect(await answer(`${mock.url}/wp-json/wp/v2/posts/1`)).toEqual({ status: 200, live: 'yes', body: live.body('GET') });
    expect(live.heard.map((h) => `${h.method} ${h.url}`)).toEqual([
      'POST /wp-json/my-plugin/v1/flag',
      'POST /wp-json/my-plugin/v1/sync',
      'GET /wp-json/wp/v2/posts/1',
    ]);

    const moved = await fetch(`${mock.url}/__mock/machines/sync`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"state":"syncing"}',
    });
    expect(moved.status).toBe(200);
    expect(await answer(`${mock.url}/wp-json/my-plugin/v1/sync`, { method: 'POST' })).toEqual({ status: 202, live: null, body: '{"state":"syncing"}' });
    expect(live.heard).toHaveLength(3);
    expect(await answeredBy(mock)).toEqual(['rule:rules[0]', 'proxy', 'proxy', 'proxy', 'rule:rules[1]']);
  });

  it('passes credentials the mock does not know to the live site where a rule may answer but does not', async () => {
    const live = await liveSite();
    const scenario = ruleScenario([{ match: { route: '/my-plugin/v1/sync' }, when: { sync: 'syncing' }, respond: [{ body: {} }] }], {
      sync: ['idle', 'syncing'],
    });
    const mock = await start({ scenario, replay: { paths: [], fallback: 'proxy', target: live.url } });
    const res = await answer(`${mock.url}/wp-json/my-plugin/v1/sync`, { method: 'POST', headers: { Authorization: LIVE_AUTH } });
    expect(res).toEqual({ status: 201, live: 'yes', body: live.body('POST') });
    expect(live.heard.map((h) => h.authorization)).toEqual([LIVE_AUTH]);
    expect(await answeredBy(mock)).toEqual(['proxy']);
  });

  it('an unreachable target answers a WordPress-shaped 502 with the upstream error code, journaled as proxy', async () => {
    const mock = await start({ replay: { paths: [], fallback: 'proxy', target: 'http://127.0.0.1:9' } });
    const res = await answer(`${mock.url}/wp-json/wp/v2/posts`);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'mock_site_upstream_unreachable',
      data: { status: 502, target: 'http://127.0.0.1:9', cause: 'ECONNREFUSED' },
    });
    expect(await answeredBy(mock)).toEqual(['proxy']);
  });

  it('refuses fallback proxy without a target, and the fetch transport refuses it as it refuses record', async () => {
    await expect(startMockSite({ replay: { paths: [], fallback: 'proxy' } })).rejects.toThrow(
      '[mock-site] serve: --fallback proxy needs --target <url>: the live site that answers what no recording or rule does.',
    );
    const cassette = readFileSync(EXAMPLE, 'utf8');
    for (const fallback of ['record', 'proxy'])
      await expect(createMockSite({ cassettes: [cassette], fallback: fallback as 'fake' })).rejects.toThrow(`--fallback ${fallback} needs --target <url>`);
  });
});

describe('mock-site serve --fallback proxy: the options', () => {
  const refused = async (given: Record<string, string | boolean>) => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const code = await serveCommand.run(given, []);
      return { code, stderr: stderr.mock.calls.map((c) => String(c[0])).join('') };
    } finally {
      stderr.mockRestore();
    }
  };

  it.each([
    [{ fallback: 'proxy' }, '[mock-site] serve: --fallback proxy needs --target <url>: the live site that answers what no recording or rule does.\n'],
    [{ fallback: 'proxy', target: 'http://127.0.0.1:9', 'record-into': 'x.yaml' }, '[mock-site] serve: --record-into only applies with --fallback record.\n'],
    [{ fallback: 'proxy', target: 'http://127.0.0.1:9', strict: true }, '[mock-site] serve: --strict only applies with --replay <cassette>.\n'],
    [{ auth: 'a:b' }, '[mock-site] serve: --auth only applies with --fallback record or proxy.\n'],
  ])('refuses %j with exit code 2 and says why', async (given, message) => {
    expect(await refused(given)).toEqual({ code: 2, stderr: message });
  });
});
