// The file/search worker: searches run one after another off the main thread, a runaway one is stopped at the
// time limit without taking the searches queued behind it, and stopping the worker (the app's close()) never
// drops a search.
import { afterAll, describe, expect, it } from 'vitest';
import { runSearch, stopSearchWorker, type SearchJob } from '../../../src/areas/sitetool/theme/search-worker.js';

afterAll(() => stopSearchWorker());

const job = (pattern: string, content: string, extra: Partial<SearchJob> = {}): SearchJob => ({
  pattern,
  caseSensitive: false,
  max: 100,
  files: [{ path: 'a.txt', content }],
  ...extra,
});
const BOMB = job('^(a+)+$', `${'a'.repeat(34)}!\n`);

describe('search worker', () => {
  it('answers the searches queued behind a runaway one, in order, after the runaway one is stopped', async () => {
    const done: string[] = [];
    const [bomb, first, second] = await Promise.all([
      runSearch(BOMB).then((o) => {
        done.push('bomb');
        return o;
      }),
      runSearch(job('WP_HEAD', 'x\n<?php wp_head(); ?>\n')).then((o) => {
        done.push('first');
        return o;
      }),
      runSearch(job('(', 'a(b\n', { caseSensitive: true })).then((o) => {
        done.push('second');
        return o;
      }),
    ]);
    expect(bomb).toEqual({ ok: false, failure: 'time', reason: 'it ran for 1000 ms' });
    expect(first).toEqual({ ok: true, mode: 'regex', matches: [{ file: 'a.txt', line: 2, content: '<?php wp_head(); ?>' }], total: 1 });
    expect(second).toEqual({ ok: true, mode: 'text', matches: [{ file: 'a.txt', line: 1, content: 'a(b' }], total: 1 });
    expect(done).toEqual(['bomb', 'first', 'second']);
  });

  it('finishes the searches under way when stopped, and starts a fresh worker for the next one', async () => {
    const running = runSearch(job('b', 'a\nb\n'));
    stopSearchWorker();
    expect(await running).toMatchObject({ ok: true, total: 1 });
    stopSearchWorker();
    expect(await runSearch(job('a', 'a\nb\n'))).toMatchObject({ ok: true, total: 1, matches: [{ line: 1 }] });
  });

  it('answers what the engine throws as a failure, not an exception', async () => {
    expect(await runSearch(job('a'.repeat(100_000), 'a\n'))).toEqual({ ok: false, failure: 'engine', reason: 'Regular expression too large' });
  });
});
