import { describe, expect, it } from 'vitest';
import { identify, matchOptions, type RequestParts } from '../../src/cassette/identity.js';
import { ReplayIndex } from '../../src/replay/replay-index.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';

const o = matchOptions();
const key = (r: Partial<RequestParts>) => identify({ method: 'GET', route: '/wp/v2/posts', query: {}, ...r }, o).key;
const json = (v: unknown) => Buffer.from(JSON.stringify(v));

describe('request identity', () => {
  it('ignores the order of query parameters and the volatile ones (_wpnonce, _, cache-busters)', () => {
    expect(key({ query: { a: '1', b: '2' } })).toBe(key({ query: { b: '2', a: '1', _wpnonce: 'abc', _: '1700000000' } }));
    expect(key({ query: { a: '1' } })).not.toBe(key({ query: { a: '2' } }));
  });

  it('takes more volatile parameters from the options', () => {
    const mine = matchOptions({ volatileParams: ['v'] });
    const k = (q: Record<string, string>) => identify({ method: 'GET', route: '/r', query: q }, mine).key;
    expect(k({ v: '1' })).toBe(k({ v: '2' }));
  });

  it('compares JSON bodies without key order and without redacted fields', () => {
    const a = key({ method: 'POST', body: json({ title: 'x', meta: { b: 1, a: 2 }, password: 'secret' }), contentType: 'application/json' });
    const b = key({ method: 'POST', body: json({ meta: { a: 2, b: 1 }, title: 'x', password: '[redacted]' }), contentType: 'application/json' });
    expect(a).toBe(b);
    expect(a).not.toBe(key({ method: 'POST', body: json({ title: 'y' }), contentType: 'application/json' }));
  });

  it("ignores the fields and query parameters a scenario's record section names (redact, volatile_params)", () => {
    const mine = matchOptions({ redact: ['partner_pin'], volatileParams: ['rnd'] });
    const k = (query: Record<string, string>, body: unknown) =>
      identify({ method: 'POST', route: '/r', query, body: json(body), contentType: 'application/json' }, mine).key;
    expect(k({ rnd: '1' }, { partnerPin: '1234', a: 1 })).toBe(k({ rnd: '2' }, { partner_pin: '[redacted]', a: 1 }));
    expect(k({}, { a: 1 })).not.toBe(k({}, { a: 2 }));
  });

  it('treats clientSecret, client_secret and client-secret as one redacted field', () => {
    const k = (body: unknown) => key({ method: 'POST', body: json(body), contentType: 'application/json' });
    expect(k({ clientSecret: 'a' })).toBe(k({ client_secret: 'b' }));
  });

  it('compares form bodies by their parsed fields', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(key({ method: 'POST', body: Buffer.from('a=1&b=2'), contentType: form })).toBe(
      key({ method: 'POST', body: Buffer.from('b=2&a=1'), contentType: form }),
    );
  });

  it('compares multipart bodies by their parts, never by the random boundary', () => {
    const part = (boundary: string) =>
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="title"',
          '',
          'Photo',
          `--${boundary}`,
          'Content-Disposition: form-data; name="file"; filename="a.png"',
          'Content-Type: image/png',
          '',
          'PNGDATA',
          `--${boundary}--`,
          '',
        ].join('\r\n'),
      );
    const k = (b: string, body = part(b)) => key({ method: 'POST', route: '/wp/v2/media', body, contentType: `multipart/form-data; boundary=${b}` });
    expect(k('----aaa')).toBe(k('----bbb'));
    expect(k('----aaa')).not.toBe(k('----aaa', Buffer.from(part('----aaa').toString().replace('PNGDATA', 'OTHER'))));
  });

  it('tells methods and routes apart', () => {
    expect(key({ method: 'GET' })).not.toBe(key({ method: 'DELETE' }));
    expect(key({ route: '/wp/v2/posts/1' })).not.toBe(key({ route: '/wp/v2/posts/2' }));
  });
});

const get = (route: string, id: number, query?: Record<string, string>): Interaction => ({
  request: { method: 'GET', route, ...(query ? { query } : {}) },
  response: { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' }, body: { json: { id } } },
});
const cassette = (...interactions: Interaction[]): Cassette => ({ cassette: { version: 1 }, interactions });

describe('replay index', () => {
  const c = cassette(get('/wp/v2/posts/1', 1), get('/wp/v2/posts/1', 2), get('/wp/v2/posts/1', 3), get('/wp/v2/posts', 9, { page: '1' }));
  const req = (route = '/wp/v2/posts/1', query = {}) => ({ method: 'GET', route, query });

  it('answers repeated identical requests in recorded order, then repeats the last', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }]);
    const seen = [1, 2, 3, 4, 5].map(() => {
      const out = index.lookup(req());
      if (out.kind !== 'hit') throw new Error(out.kind);
      return [out.answeredBy, out.answer.body.toString()];
    });
    expect(seen).toEqual([
      ['replay:c.yaml#0', '{"id":1}'],
      ['replay:c.yaml#1', '{"id":2}'],
      ['replay:c.yaml#2', '{"id":3}'],
      ['replay:c.yaml#2', '{"id":3}'],
      ['replay:c.yaml#2', '{"id":3}'],
    ]);
  });

  it('in strict mode, answers mock_site_replay_exhausted after the last recording', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }], { strict: true });
    expect([1, 2, 3].map(() => index.lookup(req()).kind)).toEqual(['hit', 'hit', 'hit']);
    const out = index.lookup(req());
    expect(out.kind).toBe('exhausted');
    if (out.kind === 'exhausted') {
      expect(out.error.code).toBe('mock_site_replay_exhausted');
      expect(out.error.data.recordings).toEqual(['c.yaml#0', 'c.yaml#1', 'c.yaml#2']);
    }
  });

  it('keeps the counters per session, so parallel sessions each get the recordings in order', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }]);
    const by = (session: string) => {
      const o = index.lookup(req(), session);
      return o.kind === 'hit' ? o.answeredBy : o.kind;
    };
    expect([by('a'), by('a'), by('b'), by('a'), by('b')]).toEqual([
      'replay:c.yaml#0',
      'replay:c.yaml#1',
      'replay:c.yaml#0',
      'replay:c.yaml#2',
      'replay:c.yaml#1',
    ]);
    index.reset('a');
    expect(by('a')).toBe('replay:c.yaml#0');
  });

  it('keeps the counters of at most maxSessions sessions: the least recently used one starts over', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }], { maxSessions: 2 });
    const by = (session: string) => {
      const o = index.lookup(req(), session);
      return o.kind === 'hit' ? o.answeredBy : o.kind;
    };
    expect([by('a'), by('a'), by('b'), by('a')]).toEqual(['replay:c.yaml#0', 'replay:c.yaml#1', 'replay:c.yaml#0', 'replay:c.yaml#2']);
    expect(by('c')).toBe('replay:c.yaml#0'); // b, used least recently, is forgotten; a is kept
    expect(by('a')).toBe('replay:c.yaml#2');
    expect(by('b')).toBe('replay:c.yaml#0');
  });

  it('reports the nearest recordings of a miss and what differed', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }]);
    const miss = index.lookup(req('/wp/v2/posts', { page: '2' }));
    expect(miss.kind).toBe('miss');
    if (miss.kind !== 'miss') return;
    const error = index.noRecording(miss.identity);
    expect(error.code).toBe('mock_site_no_recording');
    expect(error.status).toBe(404);
    expect(error.data.nearest).toEqual([{ recording: 'c.yaml#3', method: 'GET', route: '/wp/v2/posts', differs: ['query'], details: { query: ['page'] } }]);
    const other = index.lookup({ method: 'DELETE', route: '/wp/v2/posts/2', query: {} });
    if (other.kind !== 'miss') throw new Error(other.kind);
    const nearest = index.noRecording(other.identity).data.nearest as { recording: string; differs: string[] }[];
    expect(nearest).toHaveLength(3);
    expect(nearest[0]).toMatchObject({ recording: 'c.yaml#0', differs: ['method', 'route'] });
  });

  it('answers a miss by method with the recording of the same route first', () => {
    const index = new ReplayIndex([{ name: 'c.yaml', cassette: c }]);
    const out = index.lookup({ method: 'POST', route: '/wp/v2/posts/1', query: {}, body: Buffer.from('{"a":1}'), contentType: 'application/json' });
    if (out.kind !== 'miss') throw new Error(out.kind);
    expect((index.noRecording(out.identity).data.nearest as { differs: string[] }[])[0].differs).toEqual(['method', 'body']);
  });
});
