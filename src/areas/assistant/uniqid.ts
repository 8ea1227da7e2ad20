// PHP's uniqid(): 8 hex digits of the seconds and 5 of the microseconds. The microseconds come from a session
// counter, so ids are unique within a session and the same on every run.
import { readCounter, writeCounter } from '../../store/records.js';
import type { Session } from '../../store/session.js';

const COUNTER = 'assistant.uniqid';

export function uniqid(session: Session, nowMs: number): string {
  const n = (readCounter(session, COUNTER) ?? 0) + 1;
  writeCounter(session, COUNTER, n);
  return (
    Math.floor(nowMs / 1000)
      .toString(16)
      .padStart(8, '0') + (n % 0x100000).toString(16).padStart(5, '0')
  );
}
