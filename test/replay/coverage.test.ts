import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCoverage, type Coverage } from '../../src/replay/coverage.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ROOT } from '../helpers.js';
import { serveCli } from '../cli/run-cli.js';

const CASSETTE = join(ROOT, 'recordings/example-site.yaml');
const coverage = async (site: { url: string }) => (await (await fetch(`${site.url}/__mock/coverage`)).json()) as Coverage;

describe('replay coverage', () => {
  let site: RunningMockSite;
  beforeAll(async () => {
    site = await startMockSite({ replay: { paths: [CASSETTE] } });
  });
  afterAll(async () => {
    await site.close();
  });

  it('GET /__mock/coverage lists the recordings never replayed and the routes requested with no recording', async () => {
    const start = await coverage(site);
    expect(start.replayed).toBe(0);
    expect(start.unreplayed).toHaveLength(start.recordings);
    await fetch(`${site.url}/wp-json/wp/v2/posts/7`);
    await fetch(`${site.url}/wp-json/wp/v2/tags`);
    await fetch(`${site.url}/wp-json/wp/v2/tags`);
    const after = await coverage(site);
    expect(after.replayed).toBe(1);
    expect(after.unreplayed.map((r) => r.route)).not.toContain('/wp/v2/posts/7');
    expect(after.unrecorded).toEqual([{ method: 'GET', route: '/wp/v2/tags', count: 2, answeredBy: 'fake' }]);
    expect(formatCoverage(after)).toContain('GET /wp/v2/tags  ×2, answered by fake');
  });

  it('answers a clear error when the server is not replaying', async () => {
    const plain = await startMockSite();
    try {
      const res = await fetch(`${plain.url}/__mock/coverage`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'mock_site_not_replaying' });
    } finally {
      await plain.close();
    }
  });

  it('prints the report when serve stops', async () => {
    const served = await serveCli(['--replay', CASSETTE, '--no-watch']);
    await fetch(`${served.url}/wp-json/wp/v2/users`);
    expect(await served.stop('SIGTERM')).toBe(0);
    expect(served.output()).toMatch(/replay coverage: 0 of \d+ recordings replayed; 1 route\(s\) requested with no recording/);
    expect(served.output()).toContain('GET /wp/v2/users  ×1, answered by fake');
  });
});
