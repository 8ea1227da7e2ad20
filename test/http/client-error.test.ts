// What node's HTTP parser refuses before any handler runs is answered as WordPress-shaped JSON, not a bare status line.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';

let mock: RunningMockSite;
beforeAll(async () => {
  mock = await startMockSite({ port: 0 });
});
afterAll(() => mock.close());

/** Sends raw bytes; resolves with the status and the parsed JSON body of the answer. */
function raw(bytes: string): Promise<{ status: number; body: { code: string; message: string; data: { status: number } } }> {
  const { port } = new URL(mock.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => {
      const [head, body] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head!)?.[1]), body: JSON.parse(body!) });
    });
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a broken request line gets 400 mock_site_bad_http as JSON', async () => {
    const res = await raw('GET /index.php?rest_route=/ HTTP/1.1 extra\r\nHost: x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'mock_site_bad_http', data: { status: 400 } });
  });

  it('headers over 16 KB get 431 mock_site_headers_too_large', async () => {
    const res = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body.code).toBe('mock_site_headers_too_large');
  });

  it('an Expect the server cannot meet gets 417 mock_site_expectation_failed', async () => {
    const res = await raw('GET /index.php?rest_route=/ HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(417);
    expect(res.body).toMatchObject({ code: 'mock_site_expectation_failed', data: { status: 417 } });
  });

  it('the server keeps answering afterwards', async () => {
    expect((await fetch(`${mock.url}/__mock/health`)).status).toBe(200);
  });
});
