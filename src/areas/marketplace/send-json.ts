// What the marketplace callbacks send: they end in wp_send_json(), wp_send_json_success() or
// wp_send_json_error(), which write the JSON and stop, so the REST server adds nothing (no _envelope, _fields).
import type { RestResult } from '../../wp/rest-result.js';
import { wpJson } from '../../wp/json.js';

export function sendJson(data: unknown, status = 200): RestResult {
  return { status, data, encoded: wpJson(data), verbatim: true };
}

export const sendSuccess = (data: unknown, status = 200): RestResult => sendJson({ success: true, data }, status);

/** wp_send_json_error( [ 'message' => ... ], $status ), the way every marketplace failure is answered. */
export const sendError = (message: string, status = 400, extra: Record<string, unknown> = {}): RestResult =>
  sendJson({ success: false, data: { ...extra, message } }, status);
