import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecorder } from '../../src/record/recorder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { REFUSING_PORT } from '../helpers.js';
import { raw, recordSession, type Session } from './fake-upstream.js';

const cassettePath = () => join(mkdtempSync(join(tmpdir(), 'mock-site-upstream-')), 'site.yaml');
let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('upstream failures', () => {
  it('answers 502 naming the target and the cause when the site refuses the connection, and records nothing', async () => {
    const out = cassettePath();
    const target = `http://127.0.0.1:${REFUSING_PORT}`;
    const errors: string[] = [];
    const recorder = createRecorder({ target, out, error: (t) => errors.push(t) });
    const proxy = await recorder.listen(0, '127.0.0.1');
    try {
      const answer = await raw(`${proxy}/wp-json/wp/v2/posts`);
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 'mock_site_upstream_unreachable',
        message: `The recorded site ${target} refused the connection.`,
        data: { status: 502, target, cause: 'ECONNREFUSED' },
      });
      expect(errors[0]).toMatch(/^\[mock-site\] record: GET \/wp-json\/wp\/v2\/posts not recorded: /);
    } finally {
      await recorder.close();
    }
    expect(existsSync(out)).toBe(false);
  });

  it('answers 504 when the site does not answer in time', async () => {
    const out = cassettePath();
    session = await recordSession(out, { timeoutMs: 100 });
    const answer = await raw(`${session.proxy}/wp-json/slow`);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      code: 'mock_site_upstream_timeout',
      data: { status: 504, target: session.upstream.origin, cause: 'ETIMEDOUT' },
    });
    await session.recorder.writer.flush();
    expect(existsSync(out)).toBe(false);
  });

  it('answers 502 with the TLS cause when the handshake fails', async () => {
    // A plain-HTTP server behind an https:// target fails the handshake.
    const out = cassettePath();
    const plain = await recordSession(cassettePath());
    const target = plain.upstream.origin.replace('http:', 'https:');
    const recorder = createRecorder({ target, out, error: () => {} });
    const proxy = await recorder.listen(0, '127.0.0.1');
    try {
      const answer = await raw(`${proxy}/wp-json/`);
      expect(answer.status).toBe(502);
      const body = JSON.parse(answer.body.toString()) as { code: string; data: { target: string; cause: string } };
      expect(body.code).toBe('mock_site_upstream_tls');
      expect(body.data.target).toBe(target);
    } finally {
      await recorder.close();
      await plain.close();
    }
  });

  it('cuts the client off when the answer breaks midway, and records nothing', async () => {
    const out = cassettePath();
    session = await recordSession(out);
    await expect(raw(`${session.proxy}/wp-json/cut`)).rejects.toThrow();
    await raw(`${session.proxy}/wp-json/echo`);
    await session.recorder.writer.flush();
    expect(readCassette(out).interactions.map((i) => i.request.route)).toEqual(['/echo']);
  });

  it('passes a 5xx from the site through and records it like any answer', async () => {
    const out = cassettePath();
    session = await recordSession(out);
    const answer = await raw(`${session.proxy}/wp-json/broken`);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'internal_server_error' });
    await session.recorder.writer.flush();
    expect(readCassette(out).interactions[0]!.response.status).toBe(500);
  });

  it('strips credentials from the target it writes and treats them as --auth', async () => {
    const out = cassettePath();
    session = await recordSession(cassettePath());
    const recorder = createRecorder({ target: session.upstream.origin.replace('http://', 'http://ann:inline-secret-77@'), out, error: () => {} });
    const proxy = await recorder.listen(0, '127.0.0.1');
    try {
      await raw(`${proxy}/wp-json/echo`);
      expect(session.upstream.seen.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('ann:inline-secret-77').toString('base64')}`);
    } finally {
      await recorder.close();
    }
    expect(readCassette(out).cassette.target).toBe(session.upstream.origin);
  });
});

describe('request bodies', () => {
  it('answers 413 mock_site_body_too_large to a body over the limit, forwarding and recording nothing', async () => {
    const out = cassettePath();
    const target = `http://127.0.0.1:${REFUSING_PORT}`; // nothing may reach it: a forward would answer 502
    const recorder = createRecorder({ target, out });
    const proxy = await recorder.listen(0, '127.0.0.1');
    try {
      const { request } = await import('node:http');
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          `${proxy}/wp-json/wp/v2/posts`,
          { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(65 * 1024 * 1024) } },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => {
              req.destroy(); // the rest of the body is never sent
              resolve({ status: res.statusCode!, body });
            });
          },
        );
        req.on('error', reject);
        req.write('{"title":"');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'mock_site_body_too_large', data: { status: 413 } });
      expect(JSON.parse(answer.body).message).toContain('64 MB');
    } finally {
      await recorder.close();
    }
    expect(existsSync(out) ? readCassette(out).interactions : []).toEqual([]);
  });
});
