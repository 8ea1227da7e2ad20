// Crash safety (issue 9): `serve --db` killed with SIGKILL at seeded random moments while concurrent clients create,
// update and delete posts in several sessions. After each kill the files must parse (the snapshot as JSON, the
// journals line by line) and the reopened server must hold every acknowledged write with its acknowledged content,
// deletes included; the next round goes on with the same file.
import { Agent } from 'node:http';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveCli, type Served } from '../cli/run-cli.js';
import { rest } from '../helpers.js';
import { asAdmin, send } from './http-json.js';
import { seededRandom } from '../../src/template/fake-values.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop('SIGKILL');
  served = undefined;
});

/** A small seeded generator (mulberry32), so every run draws the same kill points and operations. */
const random = seededRandom;

const SEED = 20260915;
const CLIENTS = 12;
const SESSIONS = ['crash-a', 'crash-b', 'crash-c'];
const WORDS = ['alpha', 'bravo', 'delta', 'kilo', 'lima', 'oscar', 'sierra', 'tango', 'victor', 'zulu'];

interface Value {
  title: string;
  content: string;
}
/** What the test knows of one post: its acknowledged value (null: deleted), or the values it may have after a kill. */
interface Known {
  session: string;
  id: number;
  owner: number;
  value: Value | null;
  maybe?: (Value | null)[];
}

const same = (a: Value | null, b: Value | null) => a === b || (a !== null && b !== null && a.title === b.title && a.content === b.content);

/** Checks the files a kill left: the snapshot parses as a whole, every complete journal line parses, in order. */
function checkFiles(db: string): { snapshot: boolean; lines: number; bytes: number; torn: number; oldJournal: boolean } {
  let snapshot = false;
  if (existsSync(db)) {
    const parsed = JSON.parse(readFileSync(db, 'utf8')) as { version: number; seq: number; sessions: object };
    expect(parsed).toMatchObject({ version: 1, seq: expect.any(Number), sessions: expect.any(Object) });
    snapshot = true;
  }
  let lines = 0;
  let bytes = 0;
  let torn = 0;
  for (const file of [`${db}.journal.old`, `${db}.journal`]) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    bytes += text.length;
    const complete = text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .slice(0, -1);
    torn += text.length - (text.lastIndexOf('\n') + 1);
    let last = -Infinity;
    for (const line of complete) {
      const entry = JSON.parse(line) as { s: number; n: string };
      expect(typeof entry.s === 'number' && typeof entry.n === 'string', line.slice(0, 200)).toBe(true);
      expect(entry.s).toBeGreaterThan(last);
      last = entry.s;
    }
    lines += complete.length;
  }
  return { snapshot, lines, bytes, torn, oldJournal: existsSync(`${db}.journal.old`) };
}

describe('crash safety with --db', () => {
  it('keeps every acknowledged create, update and delete through SIGKILLs at seeded random moments (by count and by time), round after round on the same file', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'mock-site-crash-')), 'site.json');
    const rng = random(SEED);
    const known = new Map<string, Known>();
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const rounds: string[] = [];
    let cutOff = 0;
    try {
      for (let round = 0; round < 8; round++) {
        // Even rounds die after a number of acknowledged writes, odd ones after a delay, both drawn from the seed.
        const killAfter = round % 2 === 0 ? 20 + Math.floor(rng() * 381) : Infinity;
        const killDelay = round % 2 === 1 ? 50 + Math.floor(rng() * 950) : Infinity;
        served ??= await serveCli(['--db', db]); // round 0 starts the file; later ones write to the server that verified
        const { url, child } = served;
        let acked = 0;
        let cut = 0;
        let killed = false;
        const failures: string[] = [];
        const kill = () => {
          if (killed) return;
          killed = true;
          child.kill('SIGKILL');
        };
        const timer = Number.isFinite(killDelay) ? setTimeout(kill, killDelay) : undefined;

        const client = async (c: number) => {
          const draw = random(SEED + round * 1000 + c);
          const session = SESSIONS[c % SESSIONS.length]!;
          // A client updates and deletes only posts it created, so no two clients write one post at once.
          const mine = () => [...known.values()].filter((k) => k.owner === c && k.value !== null && !k.maybe);
          for (let n = 0; !killed; n++) {
            const value: Value = {
              title: `r${round} c${c} n${n}`,
              content: Array.from({ length: 2500 }, () => WORDS[Math.floor(draw() * WORDS.length)]).join(' '),
            };
            const owned = mine();
            const r = draw();
            const target = owned.length ? owned[Math.floor(draw() * owned.length)]! : undefined;
            const op = !target || owned.length < 3 || r < 0.45 ? 'create' : r < 0.8 ? 'update' : 'delete';
            try {
              if (op === 'create') {
                const res = await send(url, rest('/cms/v2/posts'), { method: 'POST', agent, headers: asAdmin(session), body: { ...value, status: 'publish' } });
                if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text.slice(0, 300)}`);
                const id = res.json<{ id: number }>().id;
                known.set(`${session}/${id}`, { session, id, owner: c, value });
              } else {
                const path = op === 'update' ? rest(`/cms/v2/posts/${target!.id}`) : rest(`/cms/v2/posts/${target!.id}`, '&force=true');
                target!.maybe = [target!.value, op === 'update' ? value : null]; // until acknowledged
                const res = await send(url, path, {
                  method: op === 'update' ? 'POST' : 'DELETE',
                  agent,
                  headers: asAdmin(session),
                  ...(op === 'update' ? { body: value } : {}),
                });
                if (res.status !== 200) throw new Error(`${op} answered ${res.status}: ${res.text.slice(0, 300)}`);
                target!.value = op === 'update' ? value : null;
                delete target!.maybe;
              }
            } catch (e) {
              if (killed) cut++;
              else failures.push(`${op}: ${(e as Error).message}`);
              return; // not acknowledged: the server is gone (or the failure is reported)
            }
            if (++acked >= killAfter) kill();
          }
        };
        await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
        clearTimeout(timer);
        await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
        expect(failures, 'writes that failed while the server was up').toEqual([]);
        expect(child.signalCode, served.output().slice(-2000)).toBe('SIGKILL');
        if (Number.isFinite(killAfter)) expect(acked).toBeGreaterThanOrEqual(killAfter);
        cutOff += cut;

        const files = checkFiles(db);
        rounds.push(
          `round ${round}: killed after ${acked} acknowledged writes (${Number.isFinite(killAfter) ? `count ${killAfter}` : `${killDelay} ms`}), ${cut} in flight; ` +
            `snapshot ${files.snapshot ? 'present' : 'absent'}, ${files.lines} journal lines (${(files.bytes / 1048576).toFixed(1)} MiB), ${files.torn} torn bytes${files.oldJournal ? ', a compaction cut short' : ''}`,
        );

        served = await serveCli(['--db', db]);
        await verify(served.url, known, agent);
        if (round === 5) {
          // One clean stop midway, so the later kills also find a snapshot with a journal after it.
          expect(await served.stop('SIGTERM')).toBe(0);
          served = await serveCli(['--db', db]);
        }
      }
      // Finally a clean stop: the snapshot holds it all and the journal is empty.
      expect(await served!.stop('SIGTERM')).toBe(0);
      expect(readFileSync(`${db}.journal`, 'utf8')).toBe('');
      served = await serveCli(['--db', db]);
      await verify(served.url, known, agent);
      const values = [...known.values()];
      expect(values.filter((k) => k.value !== null).length).toBeGreaterThan(100);
      expect(values.filter((k) => k.value === null).length).toBeGreaterThan(20);
      expect(cutOff, 'writes in flight when the kills came').toBeGreaterThan(0);
      console.log(
        `crash-safety (seed ${SEED}):\n  ${rounds.join('\n  ')}\n  ${values.length} posts known, ${values.filter((k) => k.value === null).length} of them deleted`,
      );
    } finally {
      agent.destroy();
    }
  }, 240_000);
});

/** Every known post is there with its acknowledged content (or one of its possible values after a kill), deleted ones gone. */
async function verify(url: string, known: Map<string, Known>, agent: Agent): Promise<void> {
  const lost: string[] = [];
  for (const session of SESSIONS) {
    const state = (await send(url, `/__mock/state?session=${session}`, { agent })).json<{ posts: Record<string, Value> }>();
    for (const k of known.values()) {
      if (k.session !== session) continue;
      const row = state.posts[k.id];
      const actual = row ? { title: row.title, content: row.content } : null;
      if (!(k.maybe ?? [k.value]).some((v) => same(v, actual)))
        lost.push(`${session}/${k.id}: expected ${k.value?.title ?? 'deleted'}, found ${actual?.title ?? 'nothing'}`);
      k.value = actual; // a write cut off by the kill is settled now, one way or the other
      delete k.maybe;
    }
  }
  expect(lost).toEqual([]);
  // The REST answers agree: a sample of live posts reads back, every deleted one is 404.
  const values = [...known.values()];
  for (const k of [...values.filter((v) => v.value !== null).slice(-10), ...values.filter((v) => v.value === null)]) {
    const res = await send(url, rest(`/cms/v2/posts/${k.id}`, '&context=edit'), { agent, headers: asAdmin(k.session) });
    if (k.value === null) expect(res.status, `${k.session}/${k.id}`).toBe(404);
    else expect(res.json<{ title: { raw: string } }>().title.raw).toBe(k.value.title);
  }
}
