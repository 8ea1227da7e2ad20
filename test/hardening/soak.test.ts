// The soak (issue 9): 200,000 mixed requests against the CLI server, 32 in flight over keep-alive connections in
// four sessions; resident memory is read after a warm-up of 20,000 and at the end. Everything the load creates it
// deletes, so the store ends as it started and growth means a leak. Asserted loosely (< 25%); `npm run bench`
// reports the tight figure. Figures are printed.
import { describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../helpers.js';
import { serveCli } from '../cli/run-cli.js';
import { rssKiB, runSoak } from './soak-load.js';

const TOTAL = 200_000;
const WARM_UP = 20_000;

interface SessionSummary {
  name: string;
  records: Record<string, number>;
}

describe('soak', () => {
  it(`answers ${TOTAL.toLocaleString('en')} mixed requests without a 5xx, the store ends as it started, and memory stays flat after warm-up`, async () => {
    const served = await serveCli(['--no-watch']);
    try {
      const pid = served.child.pid!;
      const posts = (await (await fetch(`${served.url}${rest('/cms/v2/posts', '&per_page=100&_fields=id')}`)).json()) as { id: number }[];
      expect(posts.length).toBeGreaterThan(0);
      let warm = 0;
      const result = await runSoak({
        origin: served.url, total: TOTAL, concurrency: 32, sessions: 4, postIds: posts.map((p) => p.id), authorization: ADMIN,
        checkpoint: { at: WARM_UP, run: async () => { warm = await rssKiB(pid); } },
      });
      const end = await rssKiB(pid);
      const growth = (end - warm) / warm;
      const perSecond = Math.round(result.requests / (result.ms / 1000));
      console.log(`[soak] ${result.requests.toLocaleString('en')} requests in ${(result.ms / 1000).toFixed(1)} s (${perSecond.toLocaleString('en')}/s); `
        + `RSS after ${WARM_UP.toLocaleString('en')}: ${(warm / 1024).toFixed(1)} MiB, at the end: ${(end / 1024).toFixed(1)} MiB `
        + `(${(growth * 100).toFixed(1)}%); statuses ${JSON.stringify(result.statuses)}`);

      expect(result.failures).toEqual([]);
      expect(result.requests).toBeGreaterThanOrEqual(TOTAL);
      expect(Object.keys(result.statuses).map(Number).filter((s) => s >= 500)).toEqual([]);
      expect(Object.keys(result.statuses).map(Number).sort()).toEqual([200, 201, 207, 400, 404]);
      // The store is where it started: every session holds what a fresh one holds.
      await fetch(`${served.url}${rest('/cms/v2/posts')}`, { headers: { 'X-Mock-Session': 'soak-fresh' } });
      const sessions = (await (await fetch(`${served.url}/__mock/sessions`)).json()) as SessionSummary[];
      const fresh = sessions.find((s) => s.name === 'soak-fresh')!.records;
      const soaked = sessions.filter((s) => /^soak-\d$/.test(s.name));
      expect(soaked).toHaveLength(4);
      for (const s of soaked) expect(s.records, s.name).toEqual(fresh);
      expect(growth).toBeLessThan(0.25);
    } finally {
      await served.stop();
    }
  }, 300_000);
});
