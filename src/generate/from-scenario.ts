// Fixtures of a scenario: every GET route of the served catalogue, answered by the in-process app. A route with
// captures gets one fixture per id its parent collection lists (the collection's first page, at most MAX_ITEMS).
import { createMockApp } from '../app.js';
import type { Route } from '../model/catalogue.js';
import type { Scenario } from '../model/scenario.js';
import type { Fixture, Generated, Skipped } from './fixture.js';
import { fixturePath } from './fixture-path.js';
import { inProcessClient, type InProcessClient } from './in-process-client.js';
import { resourceOf } from './resource-name.js';

export const MAX_ITEMS = 10;
const CAPTURE = /\(\?P<(\w+)>((?:\[[^\]]*\]|[^()])*)\)/g;

interface Concrete {
  path: string;
  /** The parsed JSON answer, for the routes below it. */
  data: unknown;
}

/** The last capture of a pattern and what precedes and follows it. */
function lastCapture(pattern: string): { before: string; name: string; regex: string; after: string } | null {
  let found: RegExpExecArray | null = null;
  for (const m of pattern.matchAll(CAPTURE)) found = m as RegExpExecArray;
  if (!found) return null;
  return { before: pattern.slice(0, found.index), name: found[1]!, regex: found[2]!, after: pattern.slice(found.index + found[0].length) };
}

/**
 * The values a collection answer offers for a capture. A list: each item's field named after the capture (`slug`),
 * else its `id`; a `parent` capture (WordPress's name for the item a sub-collection hangs off) always takes `id`.
 * An object of objects (`/types`, `/taxonomies`): its keys.
 */
function idsOf(collection: unknown, name: string, regex: string): string[] {
  const fits = new RegExp(`^(?:${regex})$`);
  const ok = (v: unknown): v is string | number => (typeof v === 'number' || typeof v === 'string') && fits.test(String(v));
  if (Array.isArray(collection)) {
    const fields = name === 'parent' ? ['id'] : [name, 'id'];
    return collection.slice(0, MAX_ITEMS).flatMap((item: unknown) => {
      if (item === null || typeof item !== 'object') return [];
      const value = fields.map((f) => (item as Record<string, unknown>)[f]).find(ok);
      return value === undefined ? [] : [String(value)];
    });
  }
  if (collection !== null && typeof collection === 'object') {
    return Object.entries(collection)
      .filter(([k, v]) => v !== null && typeof v === 'object' && ok(k))
      .map(([k]) => k)
      .slice(0, MAX_ITEMS);
  }
  return [];
}

/** A pattern with its capture names blanked: `/posts/(?P<id>[\d]+)/autosaves` and `(?P<parent>...)` are one route shape. */
const shapeOf = (pattern: string) => pattern.replace(CAPTURE, (_all: string, _name: string, re: string) => `(?P<_>${re})`);

export async function fixturesOfScenario(scenario: Scenario): Promise<Generated> {
  const app = createMockApp({ scenario: { ...scenario, auth: { ...scenario.auth, enabled: false } }, journalSize: 0 });
  const client = await inProcessClient(app);
  try {
    return await walk(
      app.site.profile.catalogues.flatMap((c) => c.routes),
      client,
    );
  } finally {
    await client.close();
    app.close();
  }
}

async function walk(routes: readonly Route[], client: InProcessClient): Promise<Generated> {
  const byShape = new Map(routes.map((r) => [shapeOf(r.pattern), r]));
  const done = new Map<string, Concrete[]>();
  const fixtures: Fixture[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();

  const expand = async (route: Route): Promise<Concrete[]> => {
    const known = done.get(route.pattern);
    if (known) return known;
    done.set(route.pattern, []); // guards against a cycle while this one is under way
    const result = await answer(route);
    done.set(route.pattern, result);
    return result;
  };

  const answer = async (route: Route): Promise<Concrete[]> => {
    const endpoint = route.endpoints.find((e) => e.methods.includes('GET'));
    if (!endpoint) return [];
    const needed = Object.entries(endpoint.args)
      .filter(([, a]) => a.required)
      .map(([n]) => n);
    if (needed.length) {
      skipped.push({ what: route.pattern, why: `needs the argument(s) ${needed.join(', ')}` });
      return [];
    }
    let paths: string[];
    const capture = lastCapture(route.pattern);
    if (!capture) paths = [route.pattern];
    else {
      const parentPattern = capture.before.replace(/\/$/, '');
      const parent = capture.before.endsWith('/') ? byShape.get(shapeOf(parentPattern)) : undefined;
      if (!parent) {
        skipped.push({ what: route.pattern, why: `no collection route ${parentPattern} lists its ${capture.name} values` });
        return [];
      }
      const parents = await expand(parent);
      paths = parents.flatMap((p) => idsOf(p.data, capture.name, capture.regex).map((id) => `${p.path}/${id}${capture.after}`));
      if (!paths.length) {
        skipped.push({ what: route.pattern, why: `${parentPattern} lists no ${capture.name} values` });
        return [];
      }
    }
    const out: Concrete[] = [];
    for (const path of paths) {
      const got = await client.get(path);
      if (got.status < 200 || got.status > 299) {
        skipped.push({ what: path, why: `answered ${got.status}${errorCode(got.body)}` });
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(got.body.toString('utf8'));
      } catch {
        skipped.push({ what: path, why: `answered ${got.contentType || 'a body'} that is not JSON` });
        continue;
      }
      out.push({ path, data });
      const file = fixturePath(route.namespace, path);
      if (seen.has(file)) continue;
      seen.add(file);
      fixtures.push({
        file,
        body: got.body,
        ...(got.headers ? { headers: got.headers } : {}),
        route: path,
        resource: resourceOf(route.pattern, route.namespace),
        ...(endpoint.response ? { schema: endpoint.response } : {}),
      });
    }
    return out;
  };

  for (const route of routes) await expand(route);
  return { fixtures, skipped };
}

function errorCode(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown };
    return typeof parsed.code === 'string' ? ` ${parsed.code}` : '';
  } catch {
    return '';
  }
}
