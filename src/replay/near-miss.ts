// For a request no recording matches: the nearest recorded requests and what differed, as WireMock's
// near-miss report does. Runs only on a miss; candidates come from the route index when the route exists.
import type { Identity } from '../cassette/identity.js';

export type Difference = 'method' | 'route' | 'query' | 'body';

export interface NearMiss {
  /** `<cassette>#<n>`: the interaction's place (n counts from 0, as in `interactions[n]`). */
  recording: string;
  method: string;
  route: string;
  differs: Difference[];
  /** The query parameters (or top-level body fields) that differ, when the part was a map. */
  details?: Partial<Record<'query' | 'body', string[]>>;
}

export interface Candidate {
  recording: string;
  identity: Identity;
}

const WEIGHT: Record<Difference, number> = { route: 8, method: 4, query: 2, body: 1 };

export function nearest(wanted: Identity, candidates: Iterable<Candidate>, limit = 3): NearMiss[] {
  const scored: { score: number; miss: NearMiss }[] = [];
  for (const c of candidates) {
    const differs = (['method', 'route', 'query', 'body'] as const).filter((k) => c.identity[k] !== wanted[k]);
    let score = differs.reduce((s, d) => s + WEIGHT[d], 0);
    if (differs.includes('route')) score += 4 * (1 - routeSimilarity(wanted.route, c.identity.route));
    if (scored.length >= limit && score >= scored[scored.length - 1].score) continue;
    const miss: NearMiss = { recording: c.recording, method: c.identity.method, route: c.identity.route, differs };
    const details: NearMiss['details'] = {};
    for (const part of ['query', 'body'] as const) {
      if (differs.includes(part)) {
        const keys = differentKeys(wanted[part], c.identity[part]);
        if (keys) details[part] = keys;
      }
    }
    if (Object.keys(details).length) miss.details = details;
    scored.push({ score, miss });
    scored.sort((a, b) => a.score - b.score);
    if (scored.length > limit) scored.pop();
  }
  return scored.map((s) => s.miss);
}

/** Shared leading segments over the longer length: `/wp/v2/posts/5` is near `/wp/v2/posts/7`. */
function routeSimilarity(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let same = 0;
  while (same < x.length && same < y.length && x[same] === y[same]) same++;
  return same / Math.max(x.length, y.length);
}

/** The top-level keys whose values differ, when both sides are canonical JSON maps. */
function differentKeys(a: string, b: string): string[] | undefined {
  const map = (s: string): Record<string, unknown> | undefined => {
    const json = s.replace(/^(json|form|multipart):/, '');
    try {
      const v: unknown = JSON.parse(json);
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const x = map(a);
  const y = map(b);
  if (!x || !y) return undefined;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k])).sort();
}
