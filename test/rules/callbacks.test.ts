// A rule's `callbacks`: HTTP requests sent once it has answered, templated as its answers are, journaled with their
// outcome; a callback that cannot be delivered is journaled as failed and the mock answers on. The receiver is a
// local server in the test; every wait is for an event (a request received, the sender idle), never a duration.
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CallbackSender } from '../../src/http/callbacks.js';
import { loadScenario } from '../../src/scenario/load.js';
import { validateScenario } from '../../src/cli/validate.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN, REFUSING_PORT, rest } from '../helpers.js';
import { RULE_DIR, ruleScenario, type RuleInput } from './rule-scenario.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Answers the callback (the receiver holds it until then). */
  answer(status: number): void;
}

/** A local server that hands each request it receives to the test, which answers it when it wants. */
async function receiver(): Promise<{ url: string; next(): Promise<Received>; close(): Promise<void> }> {
  const queue: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const received: Received = { method: req.method!, url: req.url!, headers: req.headers, body, answer: (status) => res.writeHead(status).end() };
      const waiter = waiting.shift();
      if (waiter) waiter(received);
      else queue.push(received);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve))),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let running: RunningMockSite | undefined;
let hooks: Awaited<ReturnType<typeof receiver>> | undefined;
afterEach(async () => {
  await running?.close();
  await hooks?.close();
  running = undefined;
  hooks = undefined;
});

async function serve(...rules: RuleInput[]): Promise<RunningMockSite> {
  running = await startMockSite({ port: 0, scenario: ruleScenario(rules) });
  return running;
}

const post = (url: string, route: string, body: unknown, session = 'callbacks') =>
  fetch(`${url}${rest(route)}`, {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': session },
    body: JSON.stringify(body),
  });

describe('rules: callbacks', () => {
  it('sends the templated request once the answer is written, without waiting for it, and journals its outcome', async () => {
    hooks = await receiver();
    const mock = await serve({
      match: { method: 'POST', route: '/shop-demo/v1/orders/{id}' },
      respond: [{ status: 201, body: { order: '{{request.params.id}}', number: '{{id}}' } }],
      callbacks: [
        {
          url: `${hooks.url}/hooks/orders/{{request.params.id}}?session={{request.session}}`,
          method: 'PUT',
          headers: { 'X-Order-Sku': '{{request.body.sku}}', Authorization: 'Bearer hook-secret' },
          body: {
            event: 'order.created',
            order: '{{request.params.id}}',
            number: '{{id}}',
            sku: '{{request.body.sku}}',
            by: '{{request.user}}',
            posts: '{{state.posts.count}}',
            at: '{{now}}',
          },
        },
      ],
    });

    // The receiver holds the callback unanswered: the client has its answer all the same.
    const res = await post(mock.url, '/shop-demo/v1/orders/42', { sku: 'TSHIRT-1' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ order: '42', number: 1 });
    const got = await hooks.next();
    expect(got.method).toBe('PUT');
    expect(got.url).toBe('/hooks/orders/42?session=callbacks');
    expect(got.headers).toMatchObject({ 'x-order-sku': 'TSHIRT-1', authorization: 'Bearer hook-secret', 'content-type': 'application/json' });
    expect(got.headers['user-agent']).toMatch(/^mock-site\//);
    // The same scope as the answer: the same {{id}}, the request's user, the session's state and clock.
    expect(JSON.parse(got.body)).toEqual({
      event: 'order.created',
      order: '42',
      number: 1,
      sku: 'TSHIRT-1',
      by: 'admin',
      posts: expect.any(Number),
      at: '2026-01-15T09:00:00',
    });

    const [pending] = mock.journal('callbacks');
    expect(pending!.callbacks).toEqual([
      { by: 'rule:rules[0]', method: 'PUT', url: `${hooks.url}/hooks/orders/42?session=callbacks`, delay: 0, state: 'pending' },
    ]);
    got.answer(202);
    await mock.app.callbacks.idle();
    const [entry] = mock.journal('callbacks');
    expect(entry!.callbacks).toEqual([expect.objectContaining({ state: 'answered', status: 202, duration: expect.any(Number) })]);
    // The admin API lists it too.
    const listed = (await (await fetch(`${mock.url}/__mock/journal?session=callbacks`)).json()) as
      | { requests?: { callbacks?: unknown[] }[] }
      | { callbacks?: unknown[] }[];
    expect(JSON.stringify(listed)).toContain('"state":"answered"');
  });

  it('journals a callback that cannot be delivered as failed, and the mock answers on', async () => {
    const port = REFUSING_PORT;
    const mock = await serve({
      match: { method: 'POST', route: '/shop-demo/v1/pay' },
      respond: [{ status: 200, body: { paid: true } }],
      callbacks: [{ url: `http://127.0.0.1:${port}/nobody-home`, body: 'paid' }],
    });
    expect((await post(mock.url, '/shop-demo/v1/pay', {}, 'failing')).status).toBe(200);
    await mock.app.callbacks.idle();
    const [entry] = mock.journal('failing');
    expect(entry!.callbacks).toEqual([
      expect.objectContaining({ state: 'failed', url: `http://127.0.0.1:${port}/nobody-home`, error: expect.stringContaining('ECONNREFUSED') }),
    ]);
    expect(entry!.callbacks![0]!.status).toBeUndefined();
    // A second request is answered as the first was, and the index still answers.
    expect((await post(mock.url, '/shop-demo/v1/pay', {}, 'failing')).status).toBe(200);
    expect((await fetch(`${mock.url}${rest('/')}`)).status).toBe(200);
    await mock.app.callbacks.idle();
    expect(mock.journal('failing').map((e) => e.callbacks?.[0]?.state)).toEqual(['failed', 'failed']);
  });

  it('a URL that templates turn into no URL is journaled as failed, not thrown', async () => {
    const mock = await serve({ match: { route: '/shop-demo/v1/notify' }, respond: [{ body: { ok: true } }], callbacks: [{ url: '{{request.query.to}}' }] });
    expect((await fetch(`${mock.url}${rest('/shop-demo/v1/notify', '&to=ftp://files.example/x')}`)).status).toBe(200);
    expect((await fetch(`${mock.url}${rest('/shop-demo/v1/notify')}`)).status).toBe(200);
    expect((await fetch(`${mock.url}${rest('/shop-demo/v1/notify', '&to=//elsewhere.example/x')}`)).status).toBe(200);
    await mock.app.callbacks.idle();
    expect(mock.journal().map((e) => e.callbacks?.[0]?.error)).toEqual([
      expect.stringContaining('ftp: URLs are not sent'),
      expect.stringContaining('is not a URL'),
      expect.stringContaining('names another host; a path must start with a single /'),
    ]);
  });

  it('waits its delay after the answer; a path goes to the mock itself', async () => {
    hooks = await receiver();
    const mock = await serve(
      {
        match: { method: 'POST', route: '/shop-demo/v1/jobs' },
        respond: [{ status: 202, body: { queued: true } }],
        callbacks: [
          { url: `${hooks.url}/later`, body: 'done', delay: 30 },
          { url: '/index.php?rest_route=/shop-demo/v1/jobs/ping', method: 'GET', headers: { 'X-Mock-Session': '{{request.session}}' } },
        ],
      },
      { match: { method: 'GET', route: '/shop-demo/v1/jobs/ping' }, respond: [{ body: { pong: true } }] },
    );
    expect((await post(mock.url, '/shop-demo/v1/jobs', {}, 'delayed')).status).toBe(202);
    expect(mock.journal('delayed')[0]!.callbacks![0]).toMatchObject({ delay: 30, state: 'pending' });
    const later = await hooks.next();
    expect([later.url, later.body, later.headers['content-type']]).toEqual(['/later', 'done', 'text/plain; charset=UTF-8']);
    later.answer(204);
    await mock.app.callbacks.idle();
    const journal = mock.journal('delayed');
    expect(journal.map((e) => `${e.method} ${e.route} ${e.answeredBy}`)).toEqual([
      'POST /shop-demo/v1/jobs rule:rules[0]',
      'GET /shop-demo/v1/jobs/ping rule:rules[1]',
    ]);
    expect(journal[0]!.callbacks).toEqual([
      expect.objectContaining({ url: `${hooks.url}/later`, state: 'answered', status: 204 }),
      expect.objectContaining({ url: `${mock.url}/index.php?rest_route=/shop-demo/v1/jobs/ping`, method: 'GET', state: 'answered', status: 200 }),
    ]);
  });

  it('a bound rule and a batch sub-request send theirs too', async () => {
    hooks = await receiver();
    const mock = await serve(
      {
        match: { method: 'POST', route: '/shop-demo/v1/notes' },
        bind: { kind: 'collection', store: 'notes' },
        callbacks: [{ url: `${hooks.url}/notes`, body: { title: '{{request.body.title}}' } }],
      },
      {
        match: { method: 'POST', route: '/cms/v2/posts' },
        respond: [{ status: 201, body: { id: 9 } }],
        callbacks: [{ url: `${hooks.url}/posts`, body: { title: '{{request.body.title}}' } }],
      },
    );
    expect((await post(mock.url, '/shop-demo/v1/notes', { title: 'bound' }, 'bound')).status).toBe(201);
    const bound = await hooks.next();
    bound.answer(200);
    expect([bound.url, JSON.parse(bound.body)]).toEqual(['/notes', { title: 'bound' }]);
    const batch = await post(mock.url, '/batch/v1', { requests: [{ path: '/cms/v2/posts', body: { title: 'batched' } }] }, 'bound');
    expect(batch.status).toBe(207);
    const batched = await hooks.next();
    batched.answer(200);
    expect([batched.url, JSON.parse(batched.body)]).toEqual(['/posts', { title: 'batched' }]);
    await mock.app.callbacks.idle();
    expect(mock.journal('bound').map((e) => [e.route, e.callbacks?.map((c) => c.state)])).toEqual([
      ['/shop-demo/v1/notes', ['answered']],
      ['/batch/v1', ['answered']],
    ]);
  });

  it('stops waiting after its timeout; what waits is failed when the mock stops', async () => {
    hooks = await receiver();
    const sender = new CallbackSender(100);
    const [slow] = sender.send([{ by: 'test', method: 'POST', url: `${hooks.url}/slow`, headers: {}, delay: 0 }]);
    await hooks.next(); // received, never answered
    await sender.idle();
    expect(slow).toMatchObject({ state: 'failed', error: 'no answer within 0.1 s' });
    const [held] = sender.send([{ by: 'test', method: 'POST', url: `${hooks.url}/held`, headers: {}, delay: 600_000 }]);
    expect(sender.pending).toBe(1);
    sender.close();
    await sender.idle();
    expect(held).toMatchObject({ state: 'failed', error: 'not sent: the mock stopped during its delay' });
  });
});

describe('rules: callbacks in a scenario file', () => {
  it('are read from YAML (one or a list) and checked: what is wrong is said where it is written, with what to write', () => {
    const good = join(RULE_DIR, 'callbacks-good.yaml');
    writeFileSync(
      good,
      `rules:
  - match: { route: /shop-demo/v1/a }
    respond: { body: { ok: true } }
    callbacks: { url: 'http://127.0.0.1:9/hook', body: { id: '{{request.query.id}}' } }
  - match: { route: /shop-demo/v1/b }
    respond: { body: { ok: true } }
    callbacks:
      - { url: '/index.php?rest_route=/shop-demo/v1/a', method: GET, delay: 10 }
`,
    );
    const scenario = loadScenario(good);
    expect(scenario.rules.map((r) => r.callbacks)).toEqual([
      [{ url: 'http://127.0.0.1:9/hook', body: { id: '{{request.query.id}}' } }],
      [{ url: '/index.php?rest_route=/shop-demo/v1/a', method: 'GET', delay: 10 }],
    ]);

    const bad = join(RULE_DIR, 'callbacks-bad.yaml');
    writeFileSync(
      bad,
      `rules:
  - match: { route: /shop-demo/v1/a }
    respond: { body: { ok: true } }
    callbacks:
      - { method: POST }
      - { url: 'http://127.0.0.1:9/x', delay: -5, retries: 3 }
      - { url: 'http://127.0.0.1:9/x', method: FETCH }
  - match: { route: /shop-demo/v1/a }
    respond: { body: { ok: true } }
    callbacks:
      - { url: 'ftp://files.example/hook' }
      - { url: 'not a url' }
      - { url: 'http://127.0.0.1:9/{{request.nope}}' }
`,
    );
    const { problems } = validateScenario(bad);
    const said = problems.map((p) => `${p.line}: ${p.message}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^5: rules\[0\]\.callbacks\[0\] needs "url"/),
        expect.stringMatching(/^6: rules\[0\]\.callbacks\[1\]\.delay must be a whole number from 0 to 600000 \(got number -5\)/),
        expect.stringMatching(/^6: unknown key "retries" in rules\[0\]\.callbacks\[1\] \(valid keys: url, method, headers, body, delay\)/),
        expect.stringMatching(/^7: rules\[0\]\.callbacks\[2\]\.method must be one of GET, POST, PUT, PATCH, DELETE/),
        expect.stringMatching(/^11: callback url "ftp:\/\/files\.example\/hook" is a ftp: URL, which is not sent\. Write a whole http:\/\/ or https:\/\/ URL/),
        expect.stringMatching(/^12: callback url "not a url" is not a URL\. Write a whole http:\/\/ or https:\/\/ URL .*or a path to the mock itself/),
        expect.stringMatching(/^13: rule rules\[1\]: callbacks\[2\]: \{\{request\.nope\}\}: unknown request part "nope"/),
      ]),
    );
    expect(() => loadScenario(bad)).toThrow(/callbacks/);
  });
});
