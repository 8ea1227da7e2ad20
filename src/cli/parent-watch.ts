// npm runs a package's bin and its scripts through a shell (`npx mock-site serve`: npm → sh -c → node;
// `npm start` the same). A SIGTERM to npm is forwarded to that shell only: the shell dies, npm follows, and node,
// never signalled, would serve on as an orphan. So a server npm started stops as on SIGTERM once the process that
// started it is gone. Node has no event for a parent's death; its pid is read twice a second (one getppid call,
// on a timer that keeps nothing alive).
import { env } from 'node:process';

/** Calls `stop` once when the parent process goes away, if npm started this process (until a SIGINT or SIGTERM); returns what cancels the watch. */
export function stopWithNpmParent(stop: () => void, interval = 500): () => void {
  if (env.npm_lifecycle_event === undefined) return () => {}; // not run by npm: a parent leaving (nohup, &) is none of ours
  const parent = process.ppid;
  if (parent <= 1) return () => {};
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, interval);
  timer.unref();
  const cancel = () => clearInterval(timer);
  // Once stopping (on a signal, or on this watch's own SIGTERM), the watch has done its part.
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  return cancel;
}
