// Client ids, client secrets, codes and tokens: hex strings as the plugin's random_token() makes them
// (bin2hex of 32 or 48 bytes), but derived from the scenario seed, the session and a counter, never random.
import { createHash } from '../../platform/hash.js';
import { readCounter, writeCounter } from '../../store/records.js';
import type { Session } from '../../store/session.js';

const COUNTER = 'agentproto.secrets';

/** A fresh secret of `bytes` bytes as hex (the caller commits). */
export function newSecret(session: Session, seed: number, purpose: string, bytes: number): string {
  const n = writeCounter(session, COUNTER, (readCounter(session, COUNTER) ?? 0) + 1);
  let out = '';
  for (let round = 0; out.length < bytes * 2; round++) {
    out += createHash('sha256').update(`${seed}\0${session.name}\0${purpose}\0${n}\0${round}`).digest('hex');
  }
  return out.slice(0, bytes * 2);
}
