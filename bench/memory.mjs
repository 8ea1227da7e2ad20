// Resident memory against the scenario's size: `mock-site serve` (with `--db`, as the bench runs it) on the
// bench scenario at 1,000, 10,000 and 100,000 posts, read idle after start and again once warm: after a round of
// reads (lists, lists with a search, posts by id) and rounds of a second of load on each of the three until RSS
// stops growing, so every server holds the young generation V8 sizes for serving (a few hundred reads one after
// another leave the 1,000-post server with a young generation ~25 MB smaller than the 10,000-post one got by loading
// its scenario, and one round of load sometimes ~10 MB smaller: a fixed cost, not the posts'). bench/run.mjs prints
// the rows.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPosts, FIRST_ID, SEARCH_TERM, writeBenchScenario } from './scenario.mjs';
import { rssOf, startMock } from './servers.mjs';
import { route } from './targets.mjs';

export const MEMORY_SIZES = [1_000, 10_000, 100_000];
const WARM_READS = 300;
const MAX_LOAD_ROUNDS = 6;

/** The bench scenario with `count` posts: the 10,000 generated ones cut short, or repeated under new ids and titles. */
function writeScenario(dir, count) {
  const scenario = JSON.parse(readFileSync(writeBenchScenario(dir), 'utf8'));
  const base = benchPosts();
  scenario.data.posts = Array.from({ length: count }, (_, i) => {
    const p = base[i % base.length];
    return { ...p, id: FIRST_ID + i, title: p.title.replace(/\d+$/, String(i)) };
  });
  const file = join(dir, `bench-scenario-${count}.yaml`);
  writeFileSync(file, JSON.stringify(scenario));
  return { file, jsonBytes: Buffer.byteLength(JSON.stringify(scenario.data.posts)) };
}

/** A few hundred reads in rotation: pages of the list, the list searched, posts by id. */
async function warm(url, count) {
  for (let i = 0; i < WARM_READS; i++) {
    const page = 1 + ((i * 7) % Math.max(1, Math.floor(count / 10)));
    const id = FIRST_ID + ((i * 7919) % count);
    const path =
      i % 3 === 0
        ? `/wp-json/wp/v2/posts?per_page=10&page=${page}`
        : i % 3 === 1
          ? `/wp-json/wp/v2/posts?per_page=10&search=${SEARCH_TERM}&page=${1 + (i % 5)}`
          : `/wp-json/wp/v2/posts/${id}`;
    const res = await fetch(url + path);
    await res.arrayBuffer();
  }
}

/** The warm-up's load: a second each of a list page, a search and a post by id (`load(origin, target)`: bench/load.mjs's runLoad). */
async function load(url, count, loadFor) {
  const targets = [
    { method: 'GET', path: route('/cms/v2/posts', `&per_page=10&page=${Math.max(1, Math.floor(count / 20))}`) },
    { method: 'GET', path: route('/cms/v2/posts', `&per_page=10&search=${SEARCH_TERM}`) },
    { method: 'GET', path: route(`/cms/v2/posts/${FIRST_ID + Math.floor(count / 2)}`) },
  ];
  for (const target of targets) {
    const result = await loadFor(url, target);
    if (!result.requests || result.non2xx || result.errors) throw new Error(`the warm-up load of ${target.path} failed: ${JSON.stringify(result)}`);
  }
}

/**
 * Rounds of the warm-up load until RSS stops growing (two readings in a row within 1 MB, at least two rounds, at
 * most MAX_LOAD_ROUNDS): V8 grows the young generation by the bytes that survive its scavenges, so a small state
 * reaches its serving size later than a large one, and at a time that varies run to run. Returns the last reading.
 */
async function loadUntilSteady(mock, posts, loadFor) {
  let last = -Infinity;
  for (let round = 1; ; round++) {
    await load(mock.url, posts, loadFor);
    await new Promise((r) => setTimeout(r, 500));
    const rss = rssOf(mock.pid);
    if ((round >= 2 && rss - last < 1) || round === MAX_LOAD_ROUNDS) return rss;
    last = rss;
  }
}

/**
 * Rows `{ posts, jsonBytes, rssIdle, rssWarm }`: the posts in the scenario, their JSON's size in bytes, and the
 * server's VmRSS in MB once it answers, and after the warm-up reads. A scenario the mock refuses to load (over the
 * scenario file limit) gives null figures and `error`, the mock's reason.
 */
export async function memoryFigures(loadFor, sizes = MEMORY_SIZES) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-memory-'));
  const rows = [];
  try {
    for (const posts of sizes) {
      const { file, jsonBytes } = writeScenario(dir, posts);
      const db = join(dir, `db-${posts}.json`);
      let mock;
      try {
        mock = await startMock({ scenario: file, db, pin: [] });
      } catch (e) {
        // a scenario over the scenario file limit (src/files/read-bounded.ts) is refused: the row says why
        rows.push({
          posts,
          jsonBytes,
          rssIdle: null,
          rssWarm: null,
          error:
            String(e.message ?? e)
              .split('\n')
              .find((l) => l.includes('cannot')) ?? String(e),
        });
        rmSync(file, { force: true });
        continue;
      }
      try {
        await (await fetch(`${mock.url}/wp-json/`)).arrayBuffer();
        await new Promise((r) => setTimeout(r, 500));
        const rssIdle = rssOf(mock.pid);
        await warm(mock.url, posts);
        const rssWarm = await loadUntilSteady(mock, posts, loadFor);
        rows.push({ posts, jsonBytes, rssIdle, rssWarm });
      } finally {
        await mock.stop();
      }
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
