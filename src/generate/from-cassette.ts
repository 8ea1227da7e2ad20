// Fixtures of a cassette: each recorded GET answered 2xx with a JSON body, its bytes exactly as recorded.
import type { Profile } from '../model/catalogue.js';
import { decodeBody } from '../cassette/body-codec.js';
import type { Cassette } from '../cassette/types.js';
import { pagingHeaders, type Fixture, type Generated, type Skipped } from './fixture.js';
import { canonicalQuery, fixturePath } from './fixture-path.js';
import { resourceOf } from './resource-name.js';
import { routeMatcher } from './route-matcher.js';

export function fixturesOfCassette(cassette: Cassette, profile: Profile): Generated {
  const match = routeMatcher(profile);
  const fixtures: Fixture[] = [];
  const skipped: Skipped[] = [];
  const seen = new Set<string>();
  for (const { request, response } of cassette.interactions) {
    const q = canonicalQuery(request.query);
    const what = `${request.method} ${request.route}${q ? `?${q}` : ''}`;
    if (request.method.toUpperCase() !== 'GET') continue;
    if (response.status < 200 || response.status > 299) {
      skipped.push({ what, why: `recorded status ${response.status}` });
      continue;
    }
    const body = decodeBody(response.body);
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      skipped.push({ what, why: 'the recorded body is not JSON' });
      continue;
    }
    const route = match(request.route);
    const namespace = route?.namespace ?? request.route.split('/').filter(Boolean).slice(0, 2).join('/');
    const file = fixturePath(namespace, request.route, request.query);
    if (seen.has(file)) {
      skipped.push({ what, why: 'recorded again; the first recording is kept' });
      continue;
    }
    seen.add(file);
    const endpoint = route?.endpoints.find((e) => e.methods.includes('GET'));
    const headers = pagingHeaders(response.headers ?? {});
    fixtures.push({
      file,
      body,
      ...(headers ? { headers } : {}),
      route: request.route,
      query: request.query,
      resource: route ? resourceOf(route.pattern, route.namespace) : 'Fixture',
      ...(endpoint?.response ? { schema: endpoint.response } : {}),
    });
  }
  return { fixtures, skipped };
}
