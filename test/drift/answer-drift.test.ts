import { describe, expect, it } from 'vitest';
import { answerDrift, type LiveAnswer } from '../../src/drift/answer-drift.js';
import type { RecordedResponse } from '../../src/cassette/types.js';

const JSON_TYPE = 'application/json; charset=UTF-8';
const live = (status: number, headers: Record<string, string>, body: unknown): LiveAnswer => ({
  status,
  headers,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('answerDrift: a live answer against its recording', () => {
  const recorded: RecordedResponse = {
    status: 200,
    headers: { 'Content-Type': JSON_TYPE, 'X-WP-Total': '2', 'X-WP-TotalPages': '1' },
    body: { json: [{ id: 1, title: { rendered: 'a' } }] },
  };

  it('finds nothing when only values and header values differ', () => {
    const answer = live(200, { 'content-type': 'application/json; charset=utf-8', 'x-wp-total': '40', 'x-wp-totalpages': '4' }, [
      { id: 9, title: { rendered: 'b' } },
    ]);
    expect(answerDrift(recorded, answer)).toEqual({ changes: [] });
  });

  it("reports a status change alone, not the other document's shape", () => {
    expect(answerDrift(recorded, live(404, { 'content-type': JSON_TYPE }, { code: 'rest_no_route' }))).toEqual({
      status: { recorded: 200, live: 404 },
      changes: [],
    });
  });

  it('reports X-WP-Total going away and Content-Type changing its media type', () => {
    const answer = live(200, { 'content-type': 'text/html', 'x-wp-totalpages': '1' }, '<p>hi</p>');
    expect(answerDrift(recorded, answer).changes).toEqual([
      { kind: 'header', name: 'X-WP-Total', change: 'removed' },
      { kind: 'header', name: 'Content-Type', change: 'changed', from: 'application/json', to: 'text/html' },
      { kind: 'body', from: 'JSON', to: 'not JSON' },
    ]);
  });

  it('reports X-WP-Total appearing', () => {
    const single: RecordedResponse = { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: { json: { id: 1 } } };
    expect(answerDrift(single, live(200, { 'content-type': JSON_TYPE, 'x-wp-total': '1' }, { id: 2 })).changes).toEqual([
      { kind: 'header', name: 'X-WP-Total', change: 'added' },
    ]);
  });

  it('reports JSON cut short as a body that is no longer JSON', () => {
    const single: RecordedResponse = { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: { json: { id: 1 } } };
    expect(answerDrift(single, live(200, { 'content-type': JSON_TYPE }, '{"id":1,"ti')).changes).toEqual([{ kind: 'body', from: 'JSON', to: 'not JSON' }]);
  });

  it('reports a body that went empty', () => {
    const single: RecordedResponse = { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: { json: { id: 1 } } };
    expect(answerDrift(single, live(200, { 'content-type': JSON_TYPE }, '')).changes).toEqual([{ kind: 'body', from: 'JSON', to: 'empty' }]);
  });

  it('compares recorded text and base64 bodies that hold JSON by their shape', () => {
    const text: RecordedResponse = { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: { text: '{\n  "id": 1\n}' } };
    const b64: RecordedResponse = { status: 200, headers: { 'Content-Type': JSON_TYPE }, body: { base64: Buffer.from('{"id":1}').toString('base64') } };
    for (const r of [text, b64]) {
      expect(answerDrift(r, live(200, { 'content-type': JSON_TYPE }, { id: 'one' })).changes).toEqual([
        { kind: 'type', path: 'id', from: 'number', to: 'string' },
      ]);
    }
  });

  it('does not compare bodies that are not JSON on either side', () => {
    const page: RecordedResponse = { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: { text: '<h1>Old</h1>' } };
    expect(answerDrift(page, live(200, { 'content-type': 'text/html' }, '<main>New</main>'))).toEqual({ changes: [] });
  });
});
