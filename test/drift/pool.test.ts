import { describe, expect, it } from 'vitest';
import { runPool } from '../../src/drift/pool.js';

/** Tasks that finish only when released, counting how many are under way at once. */
function gatedTasks(n: number) {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const release: (() => void)[] = [];
  const tasks = Array.from({ length: n }, (_, i) => async () => {
    started.push(i);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => release.push(resolve));
    running--;
    return i * 10;
  });
  return { tasks, started, release, most: () => most };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runPool', () => {
  it("keeps at most `limit` tasks under way and returns results in the tasks' order", async () => {
    const g = gatedTasks(7);
    const done = runPool(g.tasks, 3);
    while (g.started.length < 7 || g.release.length) {
      await settle();
      g.release.pop()?.(); // finish the latest first, so results arrive out of order
    }
    expect(await done).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(g.most()).toBe(3);
  });

  it('starts no task after one failed, and throws that failure', async () => {
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((i) => async () => {
      started.push(i);
      if (i === 1) throw new Error('unreachable');
      return i;
    });
    await expect(runPool(tasks, 1)).rejects.toThrow('unreachable');
    expect(started).toEqual([0, 1]);
  });
});
