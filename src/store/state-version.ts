// How many writes a session's state has taken in this process: what is kept for reuse between requests (list
// matches, read answers) is checked against it. A reset or a loaded state is a new object, so it starts over.
import type { SessionState } from './types.js';

const versions = new WeakMap<SessionState, number>();

export const stateVersion = (state: SessionState): number => versions.get(state) ?? 0;

export function bumpStateVersion(state: SessionState): void {
  versions.set(state, stateVersion(state) + 1);
}

/** A value worked out from a session's state (sorted posts, term counts...), kept until the session's next write. */
export function keptUntilWrite<T>(): (state: SessionState, make: () => T) => T {
  const kept = new WeakMap<SessionState, { version: number; value: T }>();
  return (state, make) => {
    const version = stateVersion(state);
    const hit = kept.get(state);
    if (hit && hit.version === version) return hit.value;
    const value = make();
    kept.set(state, { version, value });
    return value;
  };
}
