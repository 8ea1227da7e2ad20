import { describe, expect, it } from 'vitest';
import { formatPath, shapeDrift } from '../../src/drift/json-drift.js';

const post = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: { rendered: `Post ${id}` }, tags: [1, 2], ...extra });

describe('shapeDrift: JSON shape changes between a recorded and a live body', () => {
  it('finds no drift when only values differ, at any depth', () => {
    expect(shapeDrift([post(1), post(2)], [post(7), { id: 9, title: { rendered: 'Other' }, tags: [5] }])).toEqual([]);
    expect(shapeDrift({ a: 'x', b: 1, c: true, d: null }, { a: 'y', b: 2.5, c: false, d: null })).toEqual([]);
  });

  it('reports a key added, with its type and path', () => {
    expect(shapeDrift({ id: 1 }, { id: 1, new_field: 'x' })).toEqual([{ kind: 'added', path: 'new_field', type: 'string' }]);
  });

  it('reports a key removed, with the type it had', () => {
    expect(shapeDrift({ id: 1, meta: { a: 1 } }, { id: 1, meta: {} })).toEqual([{ kind: 'removed', path: 'meta.a', type: 'number' }]);
  });

  it('reports a type change at a nested path', () => {
    expect(shapeDrift([post(1)], [{ ...post(1), title: { rendered: 5 } }])).toEqual([
      { kind: 'type', path: '[0].title.rendered', from: 'string', to: 'number' },
    ]);
  });

  it('reports the whole body changing type under the empty path', () => {
    expect(shapeDrift([post(1)], { code: 'x' })).toEqual([{ kind: 'type', path: '', from: 'array', to: 'object' }]);
  });

  it('treats null and an object as different shapes, both ways', () => {
    expect(shapeDrift({ parent: null }, { parent: { id: 3 } })).toEqual([{ kind: 'type', path: 'parent', from: 'null', to: 'object' }]);
    expect(shapeDrift({ parent: { id: 3 } }, { parent: null })).toEqual([{ kind: 'type', path: 'parent', from: 'object', to: 'null' }]);
  });

  it('reports a change shared by several list items once, at the first, with how many items showed it', () => {
    const live = [post(1, { extra: 'a' }), post(2, { extra: 'b' }), post(3, { extra: 'c' })];
    expect(shapeDrift([post(1), post(2), post(3)], live)).toEqual([{ kind: 'added', path: '[0].extra', type: 'string', times: 3 }]);
  });

  it('compares a longer live list item by item against the recorded shapes, not by position', () => {
    const recorded = [post(1), { id: 2, title: { rendered: 'Page' }, parent: 0 }];
    const live = [{ id: 3, title: { rendered: 'Page' }, parent: 1 }, post(4), post(5), { id: 6, title: { rendered: 'x' }, parent: 2 }];
    expect(shapeDrift(recorded, live)).toEqual([]);
  });

  it('compares a shorter live list against the recorded shapes and points at the live item that differs', () => {
    const recorded = [post(1), post(2), post(3)];
    expect(shapeDrift(recorded, [post(1), { ...post(2), id: '2' }])).toEqual([{ kind: 'type', path: '[1].id', from: 'number', to: 'string' }]);
  });

  it('accepts a reordered list of mixed items of the same length', () => {
    const a = { type: 'post', id: 1 };
    const b = { type: 'term', slug: 'x' };
    expect(shapeDrift([a, b], [b, a])).toEqual([]);
  });

  it('compares a drifted item with the closest recorded shape', () => {
    const recorded = [
      { kind: 'a', x: 1 },
      { kind: 'b', y: 'z', w: [1] },
      { kind: 'a', x: 2 },
    ];
    expect(shapeDrift(recorded, [{ kind: 'b', y: 'z', w: [1], v: true }])).toEqual([{ kind: 'added', path: '[0].v', type: 'boolean' }]);
  });

  it('sees no shape in an empty list on either side', () => {
    expect(shapeDrift({ tags: [] }, { tags: [1, 2] })).toEqual([]);
    expect(shapeDrift([post(1)], [])).toEqual([]);
  });

  it('reports type changes of list items against every recorded shape', () => {
    expect(shapeDrift({ tags: [1, 2] }, { tags: ['a', 'b', 'c'] })).toEqual([{ kind: 'type', path: 'tags[0]', from: 'number', to: 'string', times: 3 }]);
  });

  it('reports each kind of change together, removed in recorded order before added', () => {
    const changes = shapeDrift({ id: 1, old: 'x', slug: 's' }, { id: '1', slug: 's', fresh: [] });
    expect(changes).toEqual([
      { kind: 'type', path: 'id', from: 'number', to: 'string' },
      { kind: 'removed', path: 'old', type: 'string' },
      { kind: 'added', path: 'fresh', type: 'array' },
    ]);
  });
});

describe('formatPath', () => {
  it('writes keys with dots, indexes in brackets and odd keys quoted', () => {
    expect(formatPath([3, 'title', 'rendered'])).toBe('[3].title.rendered');
    expect(formatPath(['_links', 'https://api.w.org/term', 0, 'href'])).toBe('_links["https://api.w.org/term"][0].href');
    expect(formatPath(['_links', 'wp:term'])).toBe('_links.wp:term');
    expect(formatPath([])).toBe('');
  });
});
