// One generated request against a running server and every rule it must keep: no 5xx, a well-shaped refusal, an
// answer within the time limit, and (for a refused write) the session's state exactly as it was.
import { problemOf } from './answer-shape.js';
import { describeRequest, type WireRequest } from './hostile-requests.js';
import { changedRows, exclusionKey, stateDigest, type Digest } from './state-digest.js';
import { send } from './wire.js';

/** Digests known to be current, per session and exclusion set: a refused write leaves them current. */
export class DigestCache {
  readonly #known = new Map<string, Digest>();
  readonly sessions = new Set<string>();

  async current(base: string, session: string, route: string): Promise<Digest> {
    const key = `${session}\n${exclusionKey(route)}`;
    let digest = this.#known.get(key);
    if (!digest) {
      digest = await stateDigest(base, session, route);
      this.#known.set(key, digest);
    }
    return digest;
  }

  forget(session: string): void {
    for (const key of this.#known.keys()) if (key.startsWith(`${session}\n`)) this.#known.delete(key);
  }
}

/** What a run sent: generated requests, and the refused writes whose state was compared. */
export const tally = { requests: 0, refusedWrites: 0 };

/** Sends `r` and throws with what went wrong, if anything did. */
export async function checkRequest(base: string, r: WireRequest, cache: DigestCache): Promise<void> {
  cache.sessions.add(r.session);
  const before = r.write ? await cache.current(base, r.session, r.route) : undefined;
  const answer = await send(base, r);
  tally.requests++;
  const problem = problemOf(answer, { route: r.route, method: r.effectiveMethod, jsonp: r.jsonp, rest: r.rest });
  if (problem) throw new Error(`${problem}\nrequest: ${describeRequest(r)}`);
  const refused = answer.status >= 400 && answer.status < 500;
  if (before && refused) {
    tally.refusedWrites++;
    const after = await stateDigest(base, r.session, r.route);
    if (after.hash !== before.hash) {
      cache.forget(r.session);
      const rows = changedRows(before.state, after.state).slice(0, 10).join(', ');
      throw new Error(`a refused write (${answer.status} ${answer.body.toString().slice(0, 200)}) changed the state: ${rows}\nrequest: ${describeRequest(r)}`);
    }
    return;
  }
  // Anything else may have written (a success, or a read that counts polls): the next write digests afresh.
  cache.forget(r.session);
}
