import { describe, expect, it } from 'vitest';
import { ADMIN, rest, site } from '../helpers.js';

// Every `_links` href the content answers carry must lead somewhere: never to rest_no_route.
const HOST = 'links.test';
const ORIGIN = `http://${HOST}`;
const COLLECTIONS = [
  '/cms/v2/posts',
  '/cms/v2/pages',
  '/cms/v2/media',
  '/cms/v2/categories',
  '/cms/v2/tags',
  '/cms/v2/users',
  '/cms/v2/comments',
  '/cms/v2/types',
  '/cms/v2/taxonomies',
];

function hrefsOf(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) hrefsOf(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string' && v.startsWith(ORIGIN) && !v.includes('{')) out.add(v.slice(ORIGIN.length));
      else hrefsOf(v, out);
    }
  }
  return out;
}

describe('links between content answers', () => {
  it.each(['view', 'edit'])('every _links href of every collection answers a route (context=%s)', async (context) => {
    const api = site();
    const hrefs = new Set<string>();
    for (const route of COLLECTIONS) {
      const res = await api
        .get(rest(route, `&context=${context}&per_page=100`))
        .set('Host', HOST)
        .set('Authorization', ADMIN);
      expect(res.status, route).toBe(200);
      hrefsOf(res.body, hrefs);
    }
    expect(hrefs.size).toBeGreaterThan(50);
    for (const href of hrefs) {
      const res = await api.get(href).set('Host', HOST).set('Authorization', ADMIN);
      expect(res.body?.code, `${href} → ${res.status}`).not.toBe('rest_no_route');
    }
  });
});
