// The live journal: an EventSource on ./journal/stream, its connection told in words, and the journal list
// fetched on every (re)connection so nothing sent while it was down is missed (entries are merged by id).
import { getJson } from './api.js';

const RETRY_AFTER_CLOSE_MS = 5000;

/**
 * @param {{onEntry: (entry: any) => void, onList: (entries: any[]) => void, onStatus: (state: 'connecting'|'live'|'reconnecting'|'down', message?: string) => void}} handlers
 */
export function connectJournal(handlers) {
  let source;
  const connect = () => {
    handlers.onStatus('connecting');
    source = new EventSource('./journal/stream');
    source.addEventListener('request', (event) => {
      try {
        handlers.onEntry(JSON.parse(event.data));
      } catch {
        // a malformed event is skipped; the next list fetch fills the gap
      }
    });
    source.addEventListener('open', () => {
      handlers.onStatus('live');
      getJson('./journal?limit=200').then(handlers.onList, (e) => handlers.onStatus('down', e.message));
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CONNECTING) {
        handlers.onStatus('reconnecting');
        return;
      }
      // Closed for good (the server refused the stream, e.g. 401): ask the list why, then try again later.
      source.close();
      getJson('./journal?limit=200').then(
        (entries) => {
          handlers.onList(entries);
          handlers.onStatus('down', 'The live stream closed; trying again.');
        },
        (e) => handlers.onStatus('down', e.message),
      );
      setTimeout(connect, RETRY_AFTER_CLOSE_MS);
    });
  };
  connect();
  return { close: () => source?.close() };
}
