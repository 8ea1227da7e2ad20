// The error a write gets when the --db write log refused it: its change was undone, so it says so and what to do.
// Its callers put it after `[mock-site] <what> failed: `.
export function writeNotKept(cause: unknown): Error {
  const e = cause as NodeJS.ErrnoException | undefined;
  const why = e?.code ? `got ${e.message}` : String(e?.message ?? cause);
  return new Error(
    `the --db write log could not be written (${why}), so this write was not kept and the session's state is unchanged. Free disk space (or make the --db file writable again), then send the request again.`,
    { cause },
  );
}
