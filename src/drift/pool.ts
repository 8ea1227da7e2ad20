// Runs tasks with at most `limit` under way; results in the tasks' order. The first task that fails stops
// new ones from starting, and its error is thrown once those under way have settled.
export async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < tasks.length) {
      const i = next++;
      try {
        results[i] = await tasks[i]!();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
