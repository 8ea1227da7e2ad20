// mock-site/fetch: the stateful fake as a fetch function — its inputs (scenario as YAML, object or path; cassettes),
// its state, journal and reset, and what fetch() itself does with a cut connection or a non-REST address.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockSite } from '../../src/fetch/create-mock-site.js';
import { ScenarioError } from '../../src/model/problem.js';
import { ADMIN, rest } from '../helpers.js';

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://example.test${path}`, { headers });
const create = (title: string, headers: Record<string, string> = {}) =>
  new Request(`http://example.test${rest('/cms/v2/posts')}`, {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ title, status: 'publish' }),
  });

describe('createMockSite', () => {
  it('reads a scenario given as YAML text, as an object and as a file path alike', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-fetch-'));
    try {
      const file = join(folder, 'site.yaml');
      writeFileSync(file, 'site:\n  name: Named in YAML\n');
      for (const scenario of ['site:\n  name: Named in YAML\n', { site: { name: 'Named in YAML' } }, file]) {
        const site = await createMockSite({ scenario });
        expect(((await (await site.fetch(get(rest('/')))).json()) as { name: string }).name).toBe('Named in YAML');
        site.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a scenario with a mistake, saying where', async () => {
    await expect(createMockSite({ scenario: 'site:\n  name: [unclosed\n' })).rejects.toThrow(ScenarioError);
    await expect(createMockSite({ scenario: 'site:\n  nmae: Typo\n' })).rejects.toThrow(/scenario\.yaml:2:3/);
  });

  it('serves the shop profile when asked', async () => {
    const site = await createMockSite({ profile: 'shop' });
    const index = (await (await site.fetch(get(rest('/')))).json()) as { namespaces: string[] };
    expect(index.namespaces).toContain('shop/v3');
    site.close();
  });

  it('keeps sessions apart and resets one to the seed; state and journal read it', async () => {
    const site = await createMockSite();
    expect((await site.fetch(create('In a', { 'X-Mock-Session': 'a' }))).status).toBe(201);
    const titles = (session: string) => Object.values(site.state(session).posts as Record<string, { title: string }>).map((p) => p.title);
    expect(titles('a')).toContain('In a');
    expect(titles('b')).not.toContain('In a');
    expect(site.journal('a').map((e) => [e.method, e.status])).toEqual([['POST', 201]]);
    await site.reset('a');
    expect(titles('a')).not.toContain('In a');
    expect(site.journal('a')).toEqual([]);
    site.close();
  });

  it('answers the same bytes for the same requests on two sites (deterministic)', async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const site = await createMockSite({ seed: 42 });
      await site.fetch(create('Same'));
      bodies.push(await (await site.fetch(get(rest('/cms/v2/posts', '&per_page=1')))).text());
      site.close();
    }
    expect(bodies[1]).toBe(bodies[0]);
  });

  it('replays a cassette given as an object', async () => {
    const site = await createMockSite({
      fallback: 'error',
      cassettes: [
        {
          cassette: { version: 1, target: 'https://example.org', recordedAt: '2026-11-20T10:00:00Z', tool: 'hand' },
          interactions: [
            {
              request: { method: 'GET', route: '/acme/v1/ping' },
              response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: { json: { pong: true } } },
            },
          ],
        },
      ],
    });
    expect(await (await site.fetch(get(rest('/acme/v1/ping')))).json()).toEqual({ pong: true });
    expect((await site.fetch(get(rest('/acme/v1/other')))).status).toBe(404);
    site.close();
  });

  it('reads paths under baseUrl', async () => {
    const site = await createMockSite({ baseUrl: 'https://example.test/blog' });
    const res = await site.fetch(new Request(`https://example.test/blog/wp-json/cms/v2/posts/1`));
    expect(res.status).toBe(200);
    site.close();
  });

  it('answers 404 to an address that is not REST', async () => {
    const site = await createMockSite();
    const res = await site.fetch(get('/about/'));
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/REST addresses only/);
    site.close();
  });

  it("rejects as fetch does when a rule's fault cuts the connection", async () => {
    const site = await createMockSite({
      scenario: { rules: [{ name: 'cut', match: { route: '/cms/v2/posts' }, respond: { fault: 'connection-reset' } }] } as never,
    });
    await expect(site.fetch(get(rest('/cms/v2/posts')))).rejects.toThrow(TypeError);
    site.close();
  });

  it("waits on a rule's timeout fault until the request is aborted", async () => {
    const site = await createMockSite({ scenario: { rules: [{ name: 'hang', match: { route: '/cms/v2/posts' }, respond: { fault: 'timeout' } }] } as never });
    const abort = new AbortController();
    const answer = site.fetch(new Request(`http://example.test${rest('/cms/v2/posts')}`, { signal: abort.signal }));
    abort.abort();
    await expect(answer).rejects.toThrow(TypeError);
    site.close();
  });
});
