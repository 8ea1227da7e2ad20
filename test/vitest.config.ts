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
    // Vitest's default workers (one core left free: one worker on 2 cores). A worker per core halves the time, but
    // under it a CLI test once found dist/cli/main.js missing while the package test ran beside it; until that is
    // understood, files run as the default has them.
    projects: [
      { test: { ...shared, name: 'mock', include: ['test/**/*.test.ts'], exclude: REAL_SITE } },
      // After the rest (groupOrder 1), one file at a time.
      { test: { ...shared, name: 'real-site', include: REAL_SITE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
