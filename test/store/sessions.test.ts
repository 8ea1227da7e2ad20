// Sessions isolation on a listening server: many workers write at once, each through its own X-Mock-Session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN, rest } from '../helpers.js';

let mock: RunningMockSite;
beforeAll(async () => {
  mock = await startMockSite();
});
afterAll(async () => {
  await mock.close();
});

const headers = (session?: string) => ({ Authorization: ADMIN, 'Content-Type': 'application/json', ...(session ? { 'X-Mock-Session': session } : {}) });

async function createTag(session: string, name: string): Promise<number> {
  const res = await fetch(`${mock.url}${rest('/cms/v2/tags')}`, { method: 'POST', headers: headers(session), body: JSON.stringify({ name }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function tagNames(session?: string): Promise<string[]> {
  const res = await fetch(`${mock.url}${rest('/cms/v2/tags', '&per_page=100&orderby=name')}`, { headers: headers(session) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((t) => t.name).filter((n) => n.startsWith('iso '));
}

const admin = (method: string, path: string) => fetch(`${mock.url}/__mock${path}`, { method });

describe('sessions under parallel requests', () => {
  const workers = Array.from({ length: 12 }, (_, i) => `worker-${i}`);
  const perWorker = 5;
  const written: Record<string, number[]> = {};

  it("gives each X-Mock-Session its own state: concurrent writers never see each other's writes", async () => {
    // Every worker's writes are in flight together, interleaved with the others'.
    await Promise.all(
      workers.flatMap((w) =>
        Array.from({ length: perWorker }, async (_, k) => {
          const id = await createTag(w, `iso ${w} ${k}`);
          (written[w] ??= []).push(id);
        }),
      ),
    );
    for (const w of workers) {
      expect(await tagNames(w)).toEqual(Array.from({ length: perWorker }, (_, k) => `iso ${w} ${k}`).sort());
    }
    expect(await tagNames()).toEqual([]);
  });

  it('keeps posts apart too: each session lists only the posts written in it, whatever the interleaving', async () => {
    const create = async (session: string, title: string) => {
      const res = await fetch(`${mock.url}${rest('/cms/v2/posts')}`, {
        method: 'POST',
        headers: headers(session),
        body: JSON.stringify({ title, status: 'publish' }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const ids = await Promise.all(workers.flatMap((w) => [0, 1, 2].map((k) => create(`posts-${w}`, `Isolated ${w} ${k}`))));
    for (const w of workers) {
      const res = await fetch(`${mock.url}${rest('/cms/v2/posts', '&search=Isolated&per_page=100')}`, { headers: headers(`posts-${w}`) });
      expect(res.headers.get('x-wp-total')).toBe('3');
      expect(((await res.json()) as { title: { rendered: string } }[]).map((p) => p.title.rendered).sort()).toEqual([0, 1, 2].map((k) => `Isolated ${w} ${k}`));
    }
    const inDefault = await fetch(`${mock.url}${rest('/cms/v2/posts', '&search=Isolated')}`);
    expect(inDefault.headers.get('x-wp-total')).toBe('0');
    expect(new Set(ids).size).toBe(3);
  });

  it("hands out ids from each session's own counters, the same in every session", () => {
    const sets = workers.map((w) => [...written[w]!].sort((a, b) => a - b).join(','));
    expect(new Set(sets).size).toBe(1);
  });

  it('lists the sessions with their record counts in the admin API', async () => {
    const list = (await (await admin('GET', '/sessions')).json()) as { name: string; records: { terms: number }; writes: number }[];
    const byName = new Map(list.map((s) => [s.name, s]));
    const seedTerms = byName.get('default')!.records.terms;
    for (const w of workers) expect(byName.get(w)).toMatchObject({ records: { terms: seedTerms + perWorker }, writes: perWorker });
  });

  it('resets one session to the seed through the admin API, leaving the others as they were', async () => {
    expect((await admin('POST', '/sessions/worker-0/reset')).status).toBe(200);
    expect(await tagNames('worker-0')).toEqual([]);
    expect(await tagNames('worker-1')).toHaveLength(perWorker);
    // Written again after the reset, it counts from the seed again.
    expect(await createTag('worker-0', 'iso again')).toBe(Math.min(...written['worker-0']!));
  });

  it('deletes one session through the admin API: it is gone from the list and starts from the seed when used again', async () => {
    expect((await admin('DELETE', '/sessions/worker-2')).status).toBe(200);
    const names = ((await (await admin('GET', '/sessions')).json()) as { name: string }[]).map((s) => s.name);
    expect(names).not.toContain('worker-2');
    expect(names).toContain('worker-3');
    expect(await tagNames('worker-2')).toEqual([]);
    expect(await tagNames('worker-3')).toHaveLength(perWorker);
    expect((await admin('DELETE', '/sessions/never-used')).status).toBe(404);
  });
});
