import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that use the one real WordPress (`bash test/real-site/wordpress.sh start`): they write to it, and the crawl,
 * drift and import checks compare a snapshot of it with it, so no two of them may run at once.
 */
const REAL_SITE = ['test/real-site/**/*.test.ts', 'test/wp-rest/**/*.test.ts'];

const shared = { testTimeout: 20_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    reporters: ['default'],
    // Vitest's default leaves one core free (one worker on 2 cores), but most files spend their time waiting on a
    // server or a child process: a worker per core runs the suite in about half the time. (No test may build: the
    // CLI tests beside it would find dist/ empty.)
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { ...shared, name: 'mock', include: ['test/**/*.test.ts'], exclude: REAL_SITE } },
      // After the rest (groupOrder 1), one file at a time.
      { test: { ...shared, name: 'real-site', include: REAL_SITE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
