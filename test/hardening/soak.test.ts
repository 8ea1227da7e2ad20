// The soak (issue 9): 200,000 mixed requests against the built mock in a process of its own (soak-server.mjs), 32 in
// flight over keep-alive connections in four sessions; its heap is read after full collections once a warm-up of
// 20,000 is answered (the load paused) and at the end. Everything the load creates it deletes, so the store ends as it
// started and growth means a leak (an index that kept every deleted row's value did: 28 bytes a request). RSS would
// also count the allocator's free room, which a busy machine leaves uneven. Figures are printed.
import { describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../helpers.js';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { runSoak } from './soak-load.js';

const TOTAL = 200_000;
const WARM_UP = 20_000;

interface SessionSummary {
  name: string;
  records: Record<string, number>;
}

interface SoakServer {
  url: string;
  heap(): Promise<number>;
  close(): Promise<void>;
}

async function soakServer(): Promise<SoakServer> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./soak-server.mjs', import.meta.url)), { execArgv: ['--expose-gc'], stdio: 'inherit' });
  const reply = async <T>(key: string): Promise<T> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [Record<string, T>];
      if (key in message) return message[key]!;
    }
  };
  const url = await reply<string>('url');
  return {
    url,
    heap: () => {
      child.send('heap');
      return reply<number>('heap');
    },
    close: async () => {
      child.send('close');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

describe('soak', () => {
  it(`answers ${TOTAL.toLocaleString('en')} mixed requests without a 5xx, the store ends as it started, and memory stays flat after warm-up`, async () => {
    const served = await soakServer();
    try {
      const posts = (await (await fetch(`${served.url}${rest('/cms/v2/posts', '&per_page=100&_fields=id')}`)).json()) as { id: number }[];
      expect(posts.length).toBeGreaterThan(0);
      let warm = 0;
      const result = await runSoak({
        origin: served.url,
        total: TOTAL,
        concurrency: 32,
        sessions: 4,
        postIds: posts.map((p) => p.id),
        authorization: ADMIN,
        checkpoint: {
          at: WARM_UP,
          run: async () => {
            warm = await served.heap();
          },
        },
      });
      const end = await served.heap();
      const growth = (end - warm) / warm;
      const perSecond = Math.round(result.requests / (result.ms / 1000));
      console.log(
        `[soak] ${result.requests.toLocaleString('en')} requests in ${(result.ms / 1000).toFixed(1)} s (${perSecond.toLocaleString('en')}/s); ` +
          `heap after ${WARM_UP.toLocaleString('en')}: ${(warm / 2 ** 20).toFixed(1)} MiB, at the end: ${(end / 2 ** 20).toFixed(1)} MiB ` +
          `(${(growth * 100).toFixed(1)}%); statuses ${JSON.stringify(result.statuses)}`,
      );

      expect(result.failures).toEqual([]);
      expect(result.requests).toBeGreaterThanOrEqual(TOTAL);
      expect(
        Object.keys(result.statuses)
          .map(Number)
          .filter((s) => s >= 500),
      ).toEqual([]);
      expect(Object.keys(result.statuses).map(Number).sort()).toEqual([200, 201, 207, 400, 404]);
      // The store is where it started: every session holds what a fresh one holds.
      await fetch(`${served.url}${rest('/cms/v2/posts')}`, { headers: { 'X-Mock-Session': 'soak-fresh' } });
      const sessions = (await (await fetch(`${served.url}/__mock/sessions`)).json()) as SessionSummary[];
      const fresh = sessions.find((s) => s.name === 'soak-fresh')!.records;
      const soaked = sessions.filter((s) => /^soak-\d$/.test(s.name));
      expect(soaked).toHaveLength(4);
      for (const s of soaked) expect(s.records, s.name).toEqual(fresh);
      expect(growth).toBeLessThan(0.1);
    } finally {
      await served.close();
    }
  }, 300_000);
});
