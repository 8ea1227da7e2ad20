// The one reader of WordPress route patterns' `(?P<name>regex)` groups, and the helpers built on it.
import { describe, expect, it } from 'vitest';
import { routeGroups, toOpenApiPath, toRegExp } from '../../src/catalogue/route-pattern.js';
import { samplePath, shapeOf } from '../../src/catalogue/route-pattern-fill.js';

const TEMPLATE = '/wp/v2/templates/(?P<id>([^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?)[\\/\\w%-]+)';

describe('route groups', () => {
  it('read each group with its regex as written, groups, classes and escapes inside it included', () => {
    expect(routeGroups('/a/(?P<user_id>(?:[\\d]+|me))/b/(?P<x>[)(]+)/(?P<y>\\))').map(({ name, regex }) => [name, regex])).toEqual([
      ['user_id', '(?:[\\d]+|me)'],
      ['x', '[)(]+'],
      ['y', '\\)'],
    ]);
    expect(routeGroups(TEMPLATE)).toHaveLength(1);
    expect(routeGroups('/my/v1/items(?:/(?P<id>\\d+))?')).toMatchObject([{ name: 'id', regex: '\\d+', start: 16, end: 27 }]);
  });

  it('leave a group that never closes as pattern text', () => {
    expect(routeGroups('/x/(?P<id>[\\d+')).toEqual([]);
    expect(toOpenApiPath('/x/(?P<a>[\\d+/(?P<b>\\d+)').path).toBe('/x/(?P<a>[\\d+/{b}');
    expect(() => toRegExp('/x/(?P<id>[\\d+')).toThrow(/Unterminated character class/);
  });

  it('give OpenAPI paths, sample paths and JavaScript regexes the same reading', () => {
    const pattern = '/cms/v2/users/(?P<user_id>(?:[\\d]+|me))/application-passwords/(?P<uuid>[\\w\\-]+)';
    expect(toOpenApiPath(pattern)).toEqual({
      path: '/cms/v2/users/{user_id}/application-passwords/{uuid}',
      captures: [
        { name: 'user_id', regex: '(?:[\\d]+|me)' },
        { name: 'uuid', regex: '[\\w\\-]+' },
      ],
    });
    expect(samplePath(pattern)).toBe('/cms/v2/users/1/application-passwords/x-1');
    expect(toRegExp(pattern).exec('/CMS/v2/users/me/application-passwords/x-1')?.groups).toEqual({ user_id: 'me', uuid: 'x-1' });
    expect(samplePath('/my/v1/things/{id}')).toBe('/my/v1/things/x-1');
  });
});

describe('route patterns as the crawl fills them', () => {
  it('fill the leftmost parameter from the collection before it, checked against its own regex', () => {
    const shape = shapeOf('/wp/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)');
    expect(shape.type).toBe('param');
    if (shape.type !== 'param') return;
    expect([shape.collection, shape.name, shape.accepts('12'), shape.accepts('x')]).toEqual(['/wp/v2/posts', 'parent', true, false]);
    expect(shape.fill('12')).toBe('/wp/v2/posts/12/revisions/(?P<id>[\\d]+)');
  });

  it('read a parameter whose regex holds groups of its own', () => {
    const shape = shapeOf(TEMPLATE);
    expect(shape.type === 'param' && shape.accepts('twentytwentyfour//home')).toBe(true);
  });

  it('leave alone what is not a plain path', () => {
    expect(shapeOf('/my/v1/items(?:/(?P<id>\\d+))?').type).toBe('unsupported');
    expect(shapeOf('/my/v1/(items|things)').type).toBe('unsupported');
    expect(shapeOf('/wp/v2/posts')).toEqual({ type: 'path', route: '/wp/v2/posts' });
  });
});
