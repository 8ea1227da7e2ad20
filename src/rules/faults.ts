// Faults a rule can answer with. `malformed-json` is an answer (200 with a body cut short); the others
// act on the connection, so the listener applies them to the socket (breakConnection).
import type { WireConnection } from '../wp/wire.js';
import type { Fault } from '../model/rule.js';
import { mockError, type WpError } from '../wp/errors.js';

/**
 * Acts on the socket for a connection fault and returns true; false for faults that are answers.
 * `connection-reset`: a TCP reset. `empty-reply`: the connection closes with nothing written.
 * `timeout`: nothing is ever written; the socket stays open until the client gives up or the server closes.
 */
export function breakConnection(socket: WireConnection, fault: Fault): boolean {
  switch (fault) {
    case 'connection-reset':
      socket.resetAndDestroy();
      return true;
    case 'empty-reply':
      socket.end();
      return true;
    case 'timeout':
      return true;
    default:
      return false;
  }
}

const DEFAULT_BODY = JSON.stringify(mockError('mock_site_malformed_json', 'This body is cut short on purpose.'));

/** JSON text cut in half (never valid: an object or list that does not close). */
export function malformedJson(encoded: string | undefined): string {
  const text = encoded && (encoded.startsWith('{') || encoded.startsWith('[')) && encoded.length > 2 ? encoded : DEFAULT_BODY;
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}

/** What a batch sub-request answers for a connection fault (a sub-request has no connection of its own). */
export const faultInBatch = (ruleId: string, fault: Fault): WpError =>
  mockError(
    'mock_site_fault_not_deliverable',
    `[mock-site] rule ${ruleId} answers with the fault ${fault}, which needs a connection of its own (got a batch sub-request). Match the rule to requests outside /batch/v1.`,
  );
