import { describe, expect, it } from 'vitest';
import { renderChange, renderReport } from '../../src/drift/report.js';
import type { Report, RequestResult } from '../../src/drift/types.js';

const report = (requests: RequestResult[], auth = false): Report => ({
  target: 'https://example.org',
  auth,
  cassettes: [{ file: 'recordings/site.yaml', requests }],
  summary: {
    requests: requests.length,
    unchanged: requests.filter((r) => r.outcome === 'unchanged').length,
    drift: requests.filter((r) => r.outcome === 'drift').length,
    failed: requests.filter((r) => r.outcome === 'failed').length,
    skipped: requests.filter((r) => r.outcome === 'skipped').length,
  },
});
const get = (index: number, route: string, query = ''): Pick<RequestResult, 'index' | 'method' | 'route' | 'query'> => ({ index, method: 'GET', route, query });

describe('renderChange', () => {
  it('writes each kind of change on one line', () => {
    expect(renderChange({ kind: 'added', path: '[0].new_field', type: 'string' })).toBe('+ key [0].new_field (string)');
    expect(renderChange({ kind: 'removed', path: '[0].old', type: 'number', times: 4 })).toBe('- key [0].old  (in 4 items)');
    expect(renderChange({ kind: 'type', path: '[0].id', from: 'number', to: 'string' })).toBe('~ [0].id number → string');
    expect(renderChange({ kind: 'type', path: '', from: 'array', to: 'object' })).toBe('~ (whole body) array → object');
    expect(renderChange({ kind: 'header', name: 'X-WP-Total', change: 'removed' })).toBe('- header X-WP-Total');
    expect(renderChange({ kind: 'header', name: 'Content-Type', change: 'changed', from: 'application/json', to: 'text/html' })).toBe(
      '~ header Content-Type application/json → text/html',
    );
    expect(renderChange({ kind: 'body', from: 'JSON', to: 'not JSON' })).toBe('~ body JSON → not JSON');
  });
});

describe('renderReport', () => {
  it('lists what drifted, failed or was skipped per request, and counts the rest', () => {
    const text = renderReport(
      report([
        { ...get(0, '/wp/v2/posts', 'page=2'), outcome: 'drift', status: { recorded: 200, live: 404 } },
        { ...get(1, '/wp/v2/posts'), outcome: 'drift', changes: [{ kind: 'added', path: '[0].x', type: 'boolean' }] },
        { ...get(2, '/wp/v2/tags'), outcome: 'unchanged' },
        { ...get(3, '/wp/v2/media'), outcome: 'failed', reason: 'the connection was reset' },
        {
          index: 4,
          method: 'POST',
          route: '/wp/v2/users',
          query: '',
          outcome: 'skipped',
          skipped: 'not replayable',
          reason: 'holds redacted fields (password)',
        },
      ]),
    );
    expect(text).toBe(
      [
        'mock-site verify-recordings: https://example.org',
        '',
        'recordings/site.yaml',
        '  GET /wp/v2/posts?page=2  200 → 404  #0',
        '  GET /wp/v2/posts  changed shape  #1',
        '    + key [0].x (boolean)',
        '  GET /wp/v2/media  failed: the connection was reset  #3',
        '  POST /wp/v2/users  not replayable: holds redacted fields (password)  #4',
        '',
        'Drift: 2 drifted, 1 failed, 1 unchanged, 1 skipped of 5 requests.',
        '',
      ].join('\n'),
    );
  });

  it('suggests --auth when reads became 401 or 403 and none was given', () => {
    const denied = [{ ...get(0, '/wp/v2/users/me'), outcome: 'drift' as const, status: { recorded: 200, live: 401 } }];
    expect(renderReport(report(denied))).toContain('pass --auth user:password');
    expect(renderReport(report(denied, true))).not.toContain('--auth');
  });
});
