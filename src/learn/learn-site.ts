// `mock-site learn`: a WordPress site read from the site itself (its index, then each route's OPTIONS, a few at a
// time) and written as a scenario: the profile it extends, the site's identity, and the routes it has beyond the
// profile's catalogue.
import { profiles, routesOf } from '../catalogue/profiles.js';
import { toRegExp } from '../catalogue/route-pattern.js';
import { samplePath } from '../catalogue/route-pattern-fill.js';
import type { ProfileName } from '../model/catalogue.js';
import { loadYaml } from '../load-on-demand.js';
import type { ScenarioFile } from '../scenario/defaults.js';
import { learnRoutes, type Learned } from './learn-routes.js';
import type { SiteIndex, SiteReader, SiteRoute } from './site-index.js';

export interface LearnProgress {
  /** OPTIONS answers read so far, of `total`. */
  done: number;
  total: number;
}

export interface LearnOptions {
  profile: ProfileName;
  /** OPTIONS requests in flight at once (default 4). */
  concurrency?: number;
  progress?(p: LearnProgress): void;
}

export interface LearnedSite {
  index: SiteIndex;
  learned: Learned;
  scenario: ScenarioFile;
}

/** The routes worth an OPTIONS request: not the catalogue's, not a namespace root. */
function toDescribe(index: SiteIndex, catalogue: ReadonlySet<string>): string[] {
  return Object.entries(index.routes)
    .filter(([pattern, r]) => !catalogue.has(pattern.toLowerCase()) && pattern !== `/${r?.namespace}`)
    .map(([pattern]) => pattern);
}

/** A path the pattern matches, for its OPTIONS request; undefined when none can be made up. */
function pathFor(pattern: string): string | undefined {
  try {
    const path = samplePath(pattern);
    return toRegExp(pattern).test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

async function describeRoutes(reader: SiteReader, patterns: readonly string[], options: LearnOptions): Promise<Map<string, SiteRoute | string>> {
  const out = new Map<string, SiteRoute | string>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < patterns.length) {
      const pattern = patterns[next++]!;
      const path = pathFor(pattern);
      out.set(pattern, path === undefined ? 'no path the pattern matches could be made up for OPTIONS' : await reader.options(path));
      options.progress?.({ done: ++done, total: patterns.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, patterns.length) }, worker));
  return out;
}

/** The index's identity fields a scenario's `site` section takes; the address stays the mock's own. */
function siteSection(index: SiteIndex): NonNullable<ScenarioFile['site']> {
  const site: NonNullable<ScenarioFile['site']> = {};
  if (typeof index.name === 'string') site.name = index.name;
  if (typeof index.description === 'string') site.description = index.description;
  if (typeof index.gmt_offset === 'string' || typeof index.gmt_offset === 'number') site.gmt_offset = index.gmt_offset;
  if (typeof index.timezone_string === 'string') site.timezone_string = index.timezone_string;
  if (Number.isInteger(index.page_for_posts)) site.page_for_posts = index.page_for_posts!;
  if (Number.isInteger(index.page_on_front)) site.page_on_front = index.page_on_front!;
  if (index.show_on_front === 'posts' || index.show_on_front === 'page') site.show_on_front = index.show_on_front;
  const self = Object.values(index.routes).find((r) => r && typeof r === 'object' && '_links' in r) as { _links?: { self?: { href?: string }[] } } | undefined;
  site.permalinks = String(self?._links?.self?.[0]?.href ?? '').includes('/wp-json/') ? 'pretty' : 'plain';
  return site;
}

export async function learnSite(reader: SiteReader, options: LearnOptions): Promise<LearnedSite> {
  const index = await reader.index();
  const catalogue = new Set(routesOf(profiles[options.profile]).map((r) => r.pattern.toLowerCase()));
  const described = await describeRoutes(reader, toDescribe(index, catalogue), options);
  const namespaces = new Set(profiles[options.profile].namespaces);
  const learned = learnRoutes({ index, options: described, catalogue, namespaces, restPrefixes: reader.restPrefixes() });
  // Each new namespace's root first: it declares the namespace, in the index's order (src/scenario/extra-routes.ts).
  const roots = learned.namespaces.map((namespace) => ({ path: `/${namespace}`, namespace }));
  const scenario: ScenarioFile = { profile: options.profile, site: siteSection(index), routes: [...roots, ...learned.routes] };
  return { index, learned, scenario };
}

/** The scenario as YAML: a header saying where it came from; a schema two routes share is written once (an alias). */
export function learnedText(site: LearnedSite, from: string): string {
  const { learned } = site;
  const header = [
    `# Learned by mock-site learn from ${from}: the routes its index lists that the ${site.scenario.profile} profile does not serve,`,
    `# ${learned.routes.length} routes (${learned.bound.collection} bound to a collection, ${learned.bound.singleton} to a singleton, the rest answer from their schema).`,
    '# Serve it with: mock-site serve --scenario <this file>. Learn again to refresh it; keep your own rules in a file that extends it.',
  ];
  const yaml = loadYaml();
  const doc = new yaml.Document(site.scenario, { aliasDuplicateObjects: true });
  // Lists of plain values on one line (`context: [view, edit]`): a learned site is thousands of them.
  yaml.visit(doc, {
    Seq(_, node) {
      if (node.items.every((item) => yaml.isScalar(item))) node.flow = true;
    },
  });
  return `${header.join('\n')}\n${doc.toString({ lineWidth: 0, minContentWidth: 0 })}`;
}
