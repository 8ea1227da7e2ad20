import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN, rest, site } from '../helpers.js';
import { ruleScenario, type RuleInput } from './rule-scenario.js';

let running: RunningMockSite | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function serve(...rules: RuleInput[]): Promise<string> {
  running = await startMockSite({ port: 0, scenario: ruleScenario(rules) });
  return running.url;
}

type Outcome = { status: number; body: string } | { error: string };

/** One GET over a fresh connection; `timeout` ms until the client gives up. */
function get(url: string, path: string, timeout = 5000): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}${path}`, { agent: false, timeout }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('timeout', () => req.destroy(new Error('client gave up')));
    req.on('error', (e) => resolve({ error: e.message }));
    req.end();
  });
}

const fault = (name: string, extra: RuleInput = {}): RuleInput => ({ match: { route: `/faults/v1/${name}` }, respond: [{ fault: name as never }], ...extra });

describe('rules: faults', () => {
  it('connection-reset resets the connection', async () => {
    const url = await serve(fault('connection-reset'));
    expect(await get(url, rest('/faults/v1/connection-reset'))).toEqual({ error: 'read ECONNRESET' });
  });

  it('empty-reply closes the connection without an answer', async () => {
    const url = await serve(fault('empty-reply'));
    expect(await get(url, rest('/faults/v1/empty-reply'))).toEqual({ error: 'socket hang up' });
  });

  it('timeout never answers: the client gives up, and the server still serves others', async () => {
    const url = await serve(fault('timeout'));
    expect(await get(url, rest('/faults/v1/timeout'), 300)).toEqual({ error: 'client gave up' });
    expect(await get(url, rest('/cms/v2/posts/1'))).toMatchObject({ status: 200 });
  });

  it('a server with held timeouts still closes', async () => {
    const url = await serve(fault('timeout'));
    const arrived = once(running!.server, 'request');
    const pending = get(url, rest('/faults/v1/timeout'), 60_000);
    await arrived;
    await running!.close();
    running = undefined;
    expect(await pending).toEqual({ error: 'socket hang up' });
  });

  it('malformed-json answers 200 with JSON cut short', async () => {
    const url = await serve(fault('malformed-json', { respond: [{ fault: 'malformed-json', body: { id: 1, title: 'A title long enough' } }] }));
    const outcome = (await get(url, rest('/faults/v1/malformed-json', '&_envelope&_pretty'))) as { status: number; body: string };
    expect(outcome.status).toBe(200);
    expect(outcome.body).toBe('{"id":1,"title":"A ');
    expect(() => JSON.parse(outcome.body)).toThrow();
  });

  it('malformed-json without a body still breaks the JSON', async () => {
    const http = site({ scenario: ruleScenario([fault('malformed-json')]) });
    const res = await http
      .get(rest('/faults/v1/malformed-json'))
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(() => JSON.parse(res.body as string)).toThrow();
  });

  it('a sequence can fail first and answer after', async () => {
    const url = await serve({ match: { route: '/faults/v1/flaky' }, respond: [{ fault: 'connection-reset' }, { body: { ok: true } }] });
    expect(await get(url, rest('/faults/v1/flaky'))).toEqual({ error: 'read ECONNRESET' });
    expect(await get(url, rest('/faults/v1/flaky'))).toEqual({ status: 200, body: '{"ok":true}' });
  });

  it('a connection fault in a batch sub-request answers mock_site_fault_not_deliverable there', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/cms/v2/posts', method: 'POST' }, respond: [{ fault: 'connection-reset' }] }]) });
    const res = await http
      .post(rest('/batch/v1'))
      .set('Authorization', ADMIN)
      .send({ requests: [{ path: '/cms/v2/posts', body: { title: 'x' } }] })
      .expect(207);
    expect(res.body.responses[0]).toMatchObject({ status: 500, body: { code: 'mock_site_fault_not_deliverable' } });
  });
});

describe('rules: delay', () => {
  it('a delayed answer arrives after an undelayed one sent later', async () => {
    const url = await serve(
      { match: { route: '/slow/v1/slow' }, respond: [{ delay: 400, body: 'slow' }] },
      { match: { route: '/slow/v1/fast' }, respond: [{ body: 'fast' }] },
    );
    const order: string[] = [];
    const slow = get(url, rest('/slow/v1/slow')).then((o) => order.push((o as { body: string }).body));
    await new Promise((r) => setTimeout(r, 50));
    const fast = get(url, rest('/slow/v1/fast')).then((o) => order.push((o as { body: string }).body));
    await Promise.all([slow, fast]);
    expect(order).toEqual(['"fast"', '"slow"']);
  });
});
