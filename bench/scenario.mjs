// The bench's scenario: the default site with 10,000 generated posts (deterministic text from a small
// vocabulary; one post in 97 mentions the search term) and one plugin route answered by the faker kind,
// written as a scenario file in a temp folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const POST_COUNT = 10_000;
export const SEARCH_TERM = 'lighthouse';
/** Generated posts take ids from here on (the default pages and media keep theirs, below it). */
export const FIRST_ID = 101;

const WORDS = `site page post team release test build frontend backend cache query render index search
  author editor draft review audit budget speed mobile layout theme block image gallery video audio quote
  link status chat aside note plan roadmap office photo chart report guide style policy privacy contact
  about history member comment reply thread topic category tag archive feed sitemap menu widget header
  footer sidebar banner button form field input label value option setting profile account session token`
  .split(/\s+/)
  .filter(Boolean);

/** A small deterministic generator (LCG), so every run benches the same text. */
function words(seed, count) {
  let x = (seed * 2654435761) % 4294967296;
  const out = [];
  for (let i = 0; i < count; i++) {
    x = (x * 1664525 + 1013904223) % 4294967296;
    out.push(WORDS[x % WORDS.length]);
  }
  return out.join(' ');
}

const paragraph = (text) => `<!-- wp:paragraph -->\n<p>${text}.</p>\n<!-- /wp:paragraph -->`;

export function benchPosts() {
  return Array.from({ length: POST_COUNT }, (_, i) => {
    const mention = i % 97 === 0 ? ` near the ${SEARCH_TERM}` : '';
    return {
      id: FIRST_ID + i,
      title: `${words(i, 4)} ${i}`,
      content: [paragraph(words(i + 1, 40) + mention), paragraph(words(i + 2, 40)), paragraph(words(i + 3, 30))].join('\n\n'),
      excerpt: '',
      categories: [1 + (i % 5)],
      tags: i % 3 ? [6 + (i % 4)] : [],
    };
  });
}

/** A plugin's GET route bound to the faker kind: answers generated from its response schema (seeded). */
export const FAKER_ROUTE = '/bench/v1/widgets';
// Its response schema (bench/widget-schema.json) is also what the faker tests answer from (test/kinds/widget-schema.ts).
const fakerRoute = {
  path: `${FAKER_ROUTE}/{id}`,
  methods: ['GET'],
  response: JSON.parse(readFileSync(new URL('widget-schema.json', import.meta.url), 'utf8')),
  bind: { kind: 'faker' },
};

/** Writes the scenario (JSON is YAML) into `dir`; returns its path. */
export function writeBenchScenario(dir) {
  const file = join(dir, 'bench-scenario.yaml');
  const scenario = { site: { name: 'Bench Site' }, data: { posts: benchPosts(), comments: [] }, routes: [fakerRoute] };
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}
