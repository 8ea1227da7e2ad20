// Patterns that backtrack (issue 16): a regular expression for file/search, a glob for file/list, a wildcard for
// `wp option list --search`, a long literal for content/search and file/edit. Each is answered (an error or a
// result) and a health request sent while it runs is answered too, from a real listening server. A search runs in
// a worker thread, so the health answer comes first; the others are matched in linear time on the main thread.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { rest } from '../helpers.js';
import { asAdmin, send, type Answer } from './http-json.js';

let running: RunningMockSite;
beforeAll(async () => {
  running = await startMockSite();
});
afterAll(async () => {
  await running.close();
});

let sessions = 0;
const fresh = () => `bombs-${++sessions}`;
const sitetool = (route: string, query = '') => rest(`/sitetool/v1${route}`, query);
const HEALTH = rest('/sitetool/v1/ping');

/** Resolves when the server has taken the next request in. */
const nextRequest = (server: Server) => new Promise<void>((resolve) => server.once('request', () => resolve()));

/** Sends the hostile request, then (once the server has it) a health request; both answers in the order they came. */
async function withHealth(hostile: () => Promise<Answer>) {
  const order: string[] = [];
  const taken = nextRequest(running.server);
  const bomb = hostile().then((a) => {
    order.push('hostile');
    return a;
  });
  await taken;
  const health = send(running.url, HEALTH).then((a) => {
    order.push('health');
    return a;
  });
  const [bombAnswer, healthAnswer] = await Promise.all([bomb, health]);
  expect(healthAnswer.status).toBe(200);
  return { answer: bombAnswer, order };
}

async function writeFile(session: string, path: string, content: string) {
  const res = await send(running.url, sitetool('/file/write'), { method: 'POST', headers: asAdmin(session), body: { path, content } });
  expect(res.status, res.text).toBe(200);
}

const search = (session: string, body: object) => send(running.url, sitetool('/file/search'), { method: 'POST', headers: asAdmin(session), body });

describe('file/search with a regular expression that backtracks', () => {
  it.each([
    ['nested quantifiers (the report)', '^(a+)+$', `${'a'.repeat(34)}!`],
    ['overlapping alternatives', '(a|aa)+$', `${'a'.repeat(60)}!`],
    ['a repeated greedy group', '(.*a){20}', `${'a'.repeat(30)}${'b'.repeat(2000)}`],
    ['words and optional spaces', '^(\\w+\\s?)*$', `${'word '.repeat(12)}${'a'.repeat(30)}!`],
    ['a backreference after nested quantifiers', '^(a+)+\\1$', `${'a'.repeat(34)}!`],
    ['two quantifiers in a loop', '(x+x+)+y', 'x'.repeat(40)],
  ])('answers %s with 400 sitetool_pattern_too_complex, after a health request sent meanwhile', async (_, pattern, line) => {
    const s = fresh();
    await writeFile(s, 'bomb.txt', `${line}\n`);
    const { answer, order } = await withHealth(() => search(s, { pattern, extensions: ['txt'] }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'sitetool_pattern_too_complex', data: { status: 400, param: 'pattern', time_limit_ms: 1000 } });
    expect(answer.json<{ message: string }>().message).toMatch(/Backtrack limit exhausted.*Simplify the pattern: nested quantifiers such as \(a\+\)\+/);
    expect(order).toEqual(['health', 'hostile']);
  });

  it('answers a sound search queued behind a runaway one with its matches, from a fresh worker', async () => {
    const s = fresh();
    await writeFile(s, 'bomb.txt', `${'a'.repeat(34)}!\nwp_head marker\n`);
    const [bomb, sound] = await Promise.all([
      search(s, { pattern: '^(a+)+$', extensions: ['txt'] }),
      search(s, { pattern: 'wp_(head|footer) marker', extensions: ['txt'] }),
    ]);
    expect(bomb.json()).toMatchObject({ code: 'sitetool_pattern_too_complex' });
    expect(sound.status).toBe(200);
    expect(sound.json()).toMatchObject({ mode: 'regex', total_matches: 1, matches: [{ file: 'bomb.txt', line: 2, content: 'wp_head marker' }] });
  });

  it('answers a pattern too large for the engine with 400, as PCRE refuses to compile it', async () => {
    const s = fresh();
    const res = await search(s, { pattern: 'a'.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({
      code: 'sitetool_pattern_too_complex',
      message: expect.stringContaining('the engine gave up (Regular expression too large)'),
      data: { status: 400, param: 'pattern' },
    });
  });
});

describe('globs and wildcards that backtracked', () => {
  const longName = `${'a'.repeat(200)}.php`;
  const deep = `${'d/'.repeat(15)}y.php`;
  it.each([
    ['40 stars and x', `${'*'.repeat(40)}x`, []],
    ['stars between a s on a long name', '*a*a*a*a*a*a*a*a*b', []],
    ['stars between a s that match a long name', '*a*a*a*a*a*a*a*a*.php', [longName]],
    ['a brace bomb', `${'{a,b}'.repeat(60)}x`, []],
    ['globstar segments', `${'**/'.repeat(8)}x`, []],
    ['globstar segments that match a deep path', `${'**/'.repeat(8)}y.php`, [deep]],
  ])('file/list answers %s, and a health request sent meanwhile', async (_, pattern, expected) => {
    const s = fresh();
    await writeFile(s, longName, '<?php\n');
    await writeFile(s, deep, '<?php\n');
    const { answer } = await withHealth(() => send(running.url, sitetool('/file/list', `&pattern=${encodeURIComponent(pattern)}`), { headers: asAdmin(s) }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json<{ files: { path: string }[] }>().files.map((f) => f.path)).toEqual(expected);
  });

  it.each([
    ['16 stars and z (the report)', `${'*'.repeat(16)}z`, ''],
    ['60 stars and z', `${'*'.repeat(60)}z`, ''],
    ['stars between letters', '*o*e*', 'home'],
  ])('wp option list --search answers %s, and a health request sent meanwhile', async (_, pattern, expected) => {
    const s = fresh();
    const command = `wp option list --search=${pattern} --field=option_name`;
    const { answer } = await withHealth(() => send(running.url, sitetool('/cli/run'), { method: 'POST', headers: asAdmin(s), body: { command } }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json<{ stdout: string }>().stdout.split('\n')).toContain(expected);
  });
});

describe('long literal texts', () => {
  it('content/search answers a needle of 100,000 characters with no match, and a health request sent meanwhile', async () => {
    const s = fresh();
    const body = { target_type: 'option', option_name: 'blogdescription', pattern: `${'a'.repeat(100_000)}b` };
    const { answer } = await withHealth(() => send(running.url, sitetool('/content/search'), { method: 'POST', headers: asAdmin(s), body }));
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.json()).toMatchObject({ matches: [], total_matches: 0 });
  });

  it('file/edit counts the overlapping occurrences of a long old_content in a long file, and a health request sent meanwhile', async () => {
    const s = fresh();
    await writeFile(s, 'long.txt', 'a'.repeat(600_000));
    const body = { path: 'long.txt', old_content: 'a'.repeat(300_000), new_content: 'b' };
    const { answer } = await withHealth(() => send(running.url, sitetool('/file/edit'), { method: 'POST', headers: asAdmin(s), body }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'sitetool_old_content_ambiguous', data: { occurrences: 300_001 } });
  });
});
