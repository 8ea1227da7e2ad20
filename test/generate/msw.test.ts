import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveScenario } from '../../src/app.js';
import { fixturesOfCassette } from '../../src/generate/from-cassette.js';
import { fixturesOfScenario } from '../../src/generate/from-scenario.js';
import { mswHandlersModule, mswKey } from '../../src/generate/msw-handlers.js';
import { writeFixtures } from '../../src/generate/write-fixtures.js';
import { profiles } from '../../src/catalogue/profiles.js';
import { encodeBody } from '../../src/cassette/body-codec.js';
import type { Cassette } from '../../src/cassette/types.js';
import { rest, ROOT, site } from '../helpers.js';
import { FIXTURE_HOST } from '../../src/generate/in-process-client.js';

/** A temp dir that resolves `msw` and `@types/node` from the project, as a user's project would. */
function tempProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-msw-'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Type-checks files under `tsc --strict --noEmit`; returns the diagnostics as text. */
function typecheck(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Compiles the generated handlers.ts to handlers.mjs beside it and imports it. */
async function loadHandlers(dir: string): Promise<RequestHandler[]> {
  const source = readFileSync(join(dir, 'handlers.ts'), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  writeFileSync(join(dir, 'handlers.mjs'), js);
  const mod = (await import(pathToFileURL(join(dir, 'handlers.mjs')).href)) as { handlers: RequestHandler[] };
  return mod.handlers;
}

/** A real server on loopback: what a request gets when the handlers let it pass on. */
async function startNetwork(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => res.end('from the network'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('generate --format msw from the site scenario', () => {
  let dir: string;
  let server: ReturnType<typeof setupServer>;

  beforeAll(async () => {
    dir = tempProject();
    writeFixtures(await fixturesOfScenario(resolveScenario({ profile: 'site' })), dir, 'msw');
    server = setupServer(...(await loadHandlers(dir)));
    server.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(() => server?.close());

  it('writes byte-identical handlers.ts on a second run', async () => {
    const again = tempProject();
    writeFixtures(await fixturesOfScenario(resolveScenario({ profile: 'site' })), again, 'msw');
    expect(readFileSync(join(again, 'handlers.ts')).equals(readFileSync(join(dir, 'handlers.ts')))).toBe(true);
  });

  it('writes handlers.ts that compiles under tsc --strict', () => {
    expect(typecheck([join(dir, 'handlers.ts')])).toEqual([]);
  });

  it('serves the fixture bytes at /wp-json/<route>', async () => {
    const res = await fetch('http://example.test/wp-json/cms/v2/posts');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toBe(readFileSync(join(dir, 'cms-v2/posts.json'), 'utf8'));
    const id = (JSON.parse(readFileSync(join(dir, 'cms-v2/posts.json'), 'utf8')) as Array<{ id: number }>)[0]!.id;
    const item = await fetch(`http://example.test/wp-json/cms/v2/posts/${id}`);
    expect(await item.text()).toBe(readFileSync(join(dir, `cms-v2/posts/${id}.json`), 'utf8'));
  });

  it("answers a list with WordPress's paging headers, as the mock serves them, readable cross-origin", async () => {
    const served = await site().get(rest('/cms/v2/posts')).set('Host', FIXTURE_HOST).expect(200);
    expect(served.headers['x-wp-total']).toMatch(/^\d+$/);
    for (const url of ['http://example.test/wp-json/cms/v2/posts', 'http://example.test/index.php?rest_route=/cms/v2/posts']) {
      const res = await fetch(url);
      expect(res.headers.get('x-wp-total'), url).toBe(served.headers['x-wp-total']);
      expect(res.headers.get('x-wp-totalpages'), url).toBe(served.headers['x-wp-totalpages']);
      expect(res.headers.get('link'), url).toBe(served.headers.link);
      expect(res.headers.get('access-control-expose-headers'), url).toBe('X-WP-Total, X-WP-TotalPages, Link');
    }
    const typesList = await fetch('http://example.test/wp-json/cms/v2/types');
    expect(typesList.headers.get('x-wp-total')).toBeNull(); // an object of types: no paging, as WordPress
  });

  it('serves the fixture bytes at ?rest_route=<route> on /index.php and on /', async () => {
    const expected = readFileSync(join(dir, 'cms-v2/posts.json'), 'utf8');
    for (const url of ['http://example.test/index.php?rest_route=/cms/v2/posts', 'http://example.test/?rest_route=%2Fcms%2Fv2%2Fposts']) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(expected);
    }
    const root = await fetch('http://example.test/?rest_route=/');
    expect(await root.text()).toBe(readFileSync(join(dir, 'index.json'), 'utf8'));
  });

  it('lets requests that match no fixture pass on to the network', async () => {
    const network = await startNetwork();
    try {
      for (const path of ['/wp-json/cms/v2/posts?page=99', '/wp-json/no/such/route', '/index.php?rest_route=/no/such']) {
        expect(await (await fetch(network.url + path)).text(), path).toBe('from the network');
      }
    } finally {
      network.close();
    }
  });
});

describe('generate --format msw from a cassette', () => {
  it('matches the query the fixture was recorded with, in any order', async () => {
    const cassette: Cassette = {
      version: 1,
      interactions: [
        {
          request: { method: 'GET', route: '/cms/v2/posts', query: { per_page: '2', page: '1' } },
          response: {
            status: 200,
            headers: { 'x-wp-total': '3', 'X-WP-TotalPages': '2', Link: ['<http://x/?rest_route=/cms/v2/posts&page=2>; rel="next"'], Vary: 'Origin' },
            body: encodeBody(Buffer.from('[{"link":"http:\\/\\/x\\/"}]')),
          },
        },
      ],
    } as unknown as Cassette;
    const dir = tempProject();
    writeFixtures(fixturesOfCassette(cassette, profiles.site), dir, 'msw');
    const server = setupServer(...(await loadHandlers(dir)));
    server.listen({ onUnhandledRequest: 'bypass' });
    try {
      const res = await fetch('http://example.test/index.php?page=1&rest_route=/cms/v2/posts&per_page=2');
      expect(await res.text()).toBe('[{"link":"http:\\/\\/x\\/"}]');
      expect([...res.headers].filter(([k]) => k !== 'content-type')).toEqual([
        ['access-control-expose-headers', 'X-WP-Total, X-WP-TotalPages, Link'],
        ['link', '<http://x/?rest_route=/cms/v2/posts&page=2>; rel="next"'],
        ['x-wp-total', '3'],
        ['x-wp-totalpages', '2'],
      ]);
      const pretty = await fetch('http://example.test/wp-json/cms/v2/posts?per_page=2&page=1');
      expect(await pretty.text()).toBe('[{"link":"http:\\/\\/x\\/"}]');
      const network = await startNetwork();
      const withoutQuery = await (await fetch(`${network.url}/wp-json/cms/v2/posts`)).text();
      network.close();
      expect(withoutQuery).toBe('from the network');
    } finally {
      server.close();
    }
  });
});

describe('the msw handlers module', () => {
  it('is byte-identical for the same fixtures in any order', () => {
    const a = { file: 'a', route: '/a', resource: 'A', body: Buffer.from('1') };
    const b = { file: 'b', route: '/b', query: { x: ['1', '2'] }, resource: 'B', body: Buffer.from('2') };
    expect(mswHandlersModule([b, a])).toBe(mswHandlersModule([a, b]));
  });

  it('keys nested query values PHP-style, as URLSearchParams decodes them', () => {
    expect(mswKey('/r', { b: '1', a: { k: 'v' }, c: ['x', 'y'] })).toBe('/r?a[k]=v&b=1&c[0]=x&c[1]=y');
  });
});
