// Fuzzing (issue 9): thousands of generated hostile requests across every endpoint of both profiles, read from the
// catalogue. Whatever comes in, the mock answers no 5xx, refuses in WordPress's error shape (or the documented shape
// of the software it mimics), keeps answering, and a refused write leaves the session's state as it was.
// Volume runs on an in-process server (startMockSite); wire-level oddities go as raw bytes to the real CLI server.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArgSchema } from '../../src/model/catalogue.js';
import { PROFILES, type ProfileName } from '../../src/model/catalogue.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN } from '../helpers.js';
import { problemOf } from './fuzz/answer-shape.js';
import { nestedJson } from './fuzz/encode.js';
import { checkRequest, DigestCache, tally } from './fuzz/fuzz-check.js';
import { requestFor } from './fuzz/hostile-requests.js';
import { fillPattern, isWrite, targetsOf, type Target } from './fuzz/targets.js';
import { WIRE_CASES } from './fuzz/wire-cases.js';
import { send, sendRaw } from './fuzz/wire.js';
import { serveCli, type Served } from '../cli/run-cli.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_915);
/** Generated requests per endpoint and method (457 of them in both profiles); FUZZ_RUNS and FUZZ_SEED explore further. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

async function expectHealthy(base: string): Promise<void> {
  const health = await send(base, { method: 'GET', path: '/__mock/health', headers: {} });
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body.toString()).status).toBe('ok');
}

async function dropSessions(base: string, cache: DigestCache): Promise<void> {
  for (const name of cache.sessions) {
    await send(base, { method: 'DELETE', path: `/__mock/sessions/${encodeURIComponent(name)}`, headers: {} });
    cache.forget(name);
  }
  cache.sessions.clear();
}

const label = (t: Target) => `${t.method} ${t.route.pattern}`;

const TEN_MB = 10 * 1024 * 1024;
const typeOf = (a: ArgSchema) => (Array.isArray(a.type) ? a.type[0] : a.type);
/** The first write endpoint without path captures declaring an argument of `type` (its name too). */
function firstWriteWith(targets: readonly Target[], type: string): [Target, string] | undefined {
  for (const t of targets) {
    if (!isWrite(t.method) || t.captures.length) continue;
    const name = Object.entries(t.args).find(([, a]) => typeOf(a) === type)?.[0];
    if (name) return [t, name];
  }
  return undefined;
}

describe.each(PROFILES)('the %s profile under hostile requests', (profile: ProfileName) => {
  let server: RunningMockSite;
  const targets = targetsOf(profile);
  beforeAll(async () => {
    server = await startMockSite({ profile });
    tally.requests = 0;
    tally.refusedWrites = 0;
  });
  afterAll(async () => {
    await server?.close();
    console.info(
      `fuzz (${profile}): ${targets.length} endpoints and methods, ${tally.requests} generated requests, ${tally.refusedWrites} refused writes with their state compared`,
    );
  });

  it.each(targets.map((t, i) => [label(t), t, i] as const))('%s: no 5xx, WordPress-shaped refusals, refused writes change nothing', async (_, target, i) => {
    const cache = new DigestCache();
    const session = `fuzz-${profile}-${i}`;
    try {
      await fc.assert(
        fc.asyncProperty(requestFor(target, session), (r) => checkRequest(server.url, r, cache)),
        { seed: SEED + i, numRuns: RUNS },
      );
    } finally {
      await dropSessions(server.url, cache);
    }
    await expectHealthy(server.url);
  });

  // A few 10 MB JSON bodies (not thousands): a 10 MB string where a string goes, 10 MB of numbers where an array goes.
  it('10 MB JSON bodies are refused or answered, never a 5xx, and the server keeps answering', async () => {
    const bodies = [
      ['string', (name: string) => `{"${name}":"${'\u00e9x'.repeat(TEN_MB / 3)}"}`],
      ['array', (name: string) => `{"${name}":[${'1234567,'.repeat(TEN_MB / 8)}0]}`],
    ] as const;
    for (const [type, body] of bodies) {
      const found = firstWriteWith(targets, type);
      expect(found, `a write endpoint of the ${profile} profile declaring a ${type} argument`).toBeDefined();
      const [target, name] = found!;
      const route = target.route.pattern;
      const answer = await send(server.url, {
        method: target.method,
        path: `/index.php?rest_route=${route}`,
        body: Buffer.from(body(name)),
        headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': `big-${profile}` },
      });
      expect(answer.body.length).toBeGreaterThan(0);
      expect(problemOf(answer, { route, method: target.method, jsonp: false, rest: true })).toBeNull();
      await expectHealthy(server.url);
    }
    await send(server.url, { method: 'DELETE', path: `/__mock/sessions/big-${profile}`, headers: {} });
  });

  // 10,000 levels of nesting: deeper than PHP's json_decode() accepts (512), and deep enough to overflow a recursive walk
  // (it did: validation, handlers and the request journal, whose failure ended the process).
  it.each(targets.filter((t) => isWrite(t.method)).map((t) => [label(t), t] as const))(
    '%s: a 10,000-level JSON body is refused as json_decode() refuses it',
    async (_, target) => {
      const route = fillPattern(target.route.pattern, {});
      const name = Object.keys(target.args)[0] ?? 'fuzz';
      for (const body of [`{"${name}":${nestedJson(10_000, 'array')}}`, nestedJson(10_000, 'object')]) {
        const answer = await send(server.url, {
          method: target.method,
          path: `/index.php?rest_route=${route}`,
          body: Buffer.from(body),
          headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': `deep-${profile}` },
        });
        expect(problemOf(answer, { route, method: target.method, jsonp: false, rest: true })).toBeNull();
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body.toString()).data).toMatchObject({ json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' });
      }
    },
  );
});

// The real CLI server (dist/, built by `npm run build`), fed raw bytes: malformed HTTP is node's to refuse (a 4xx or a
// closed connection); everything else reaches the mock and gets its usual answers. The process must outlive it all.
describe('the CLI server under wire-level oddities', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveCli(['--profile', 'site']);
  });
  afterAll(async () => {
    await served?.stop();
  });

  it.each(WIRE_CASES.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const answer = await sendRaw(served.url, c.bytes);
    const text = answer.bytes.toString('latin1');
    expect(text).not.toMatch(/root:.*:0:0:/);
    const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
    if (c.answeredBy === 'parser') {
      // node:http refuses malformed HTTP itself: 400, 417 (an unknown Expect), 431 (headers too large), or it closes.
      for (const status of statuses) expect([400, 417, 431]).toContain(status);
    } else {
      expect(statuses).toHaveLength(c.answers ?? 1);
      for (const status of statuses) expect(status).toBeLessThan(500);
      if (c.route !== undefined && !/transfer-encoding: chunked/i.test(answer.headerText)) {
        const headers = Object.fromEntries(
          answer.headerText
            .split('\r\n')
            .slice(1)
            .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        expect(problemOf({ status: answer.status, headers, body: answer.body }, { route: c.route, method: 'GET', jsonp: false, rest: true })).toBeNull();
      }
    }
    await expectHealthy(served.url);
    expect(served.child.exitCode).toBeNull();
  });

  it('a refused deep JSON body says why, as WordPress does (json_decode depth 512)', async () => {
    const deep = WIRE_CASES.find((c) => c.name === 'a JSON body nested 10,000 levels')!;
    const answer = await sendRaw(served.url, deep.bytes);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' },
    });
  });

  it('wrote no crash to its output', () => {
    expect(served.output()).not.toMatch(/RangeError|TypeError|Unhandled|ERR_|at .*\.js:\d+/);
  });
});
