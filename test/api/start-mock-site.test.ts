// The programmatic API a test file uses (README "Using it from tests"): start the mock once, give each test a
// session of its own, read state and journal in code, reset, close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/index.js';
import { ADMIN, rest } from '../helpers.js';

let mock: RunningMockSite;
beforeAll(async () => {
  mock = await startMockSite({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});

const create = (s: ReturnType<RunningMockSite['session']>, title: string) =>
  s.fetch(rest('/cms/v2/posts'), {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, status: 'publish' }),
  });

describe('startMockSite(): the API a test file uses', () => {
  it('gives each test an isolated session: what one writes, another does not see', async () => {
    const a = mock.session('test-a');
    const b = mock.session('test-b');
    const created = (await (await create(a, 'Only in a')).json()) as { id: number };
    expect((await a.fetch(rest(`/cms/v2/posts/${created.id}`))).status).toBe(200);
    expect((await b.fetch(rest(`/cms/v2/posts/${created.id}`))).status).toBe(404);
    expect(a.headers).toEqual({ 'X-Mock-Session': 'test-a' });
  });

  it("reads a session's state and journal in code, without HTTP", async () => {
    const s = mock.session('test-state');
    const { id } = (await (await create(s, 'Seen in the state')).json()) as { id: number };
    expect(s.state().posts[id]).toMatchObject({ title: 'Seen in the state', status: 'publish' });
    expect(mock.state('test-state').posts[id]).toBeDefined();
    expect(s.journal().map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual(['POST /cms/v2/posts 201']);
    expect(mock.journal('test-state')).toHaveLength(1);
  });

  it('resets one session to the seed (records, journal) and leaves the others alone', async () => {
    const s = mock.session('test-reset');
    const other = mock.session('test-other');
    const { id } = (await (await create(s, 'Gone after reset')).json()) as { id: number };
    await create(other, 'Stays');
    await s.reset();
    expect(s.state().posts[id]).toBeUndefined();
    expect(s.journal()).toEqual([]);
    expect(other.journal()).toHaveLength(1);
    await mock.reset();
    expect(other.journal()).toEqual([]);
  });
});
