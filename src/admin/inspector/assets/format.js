// How values read on the page: statuses as words (never colour alone), shortened JSON, pretty bodies.
import { el } from './dom.js';

const REASONS = {
  100: 'Continue',
  101: 'Switching Protocols',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `404 Not Found` */
export function statusText(status) {
  if (status === null || status === undefined) return 'no answer';
  return REASONS[status] ? `${status} ${REASONS[status]}` : String(status);
}

/** The status as text, marked as an error with a symbol and a hidden word (not colour alone). */
export function statusBadge(status) {
  if (status === null || status === undefined) {
    return el('span', { class: 'status status-none', title: 'The connection was cut before an answer' }, '— no answer');
  }
  const error = status >= 400;
  const kind = error ? 'status-error' : status >= 300 ? 'status-redirect' : 'status-ok';
  return el(
    'span',
    { class: `status ${kind}` },
    error ? el('span', { 'aria-hidden': 'true' }, '✕ ') : null,
    error ? el('span', { class: 'visually-hidden' }, 'error ') : null,
    statusText(status),
  );
}

/** `HH:MM:SS` of an ISO time (the scenario clock), with the full value in the title. */
export function shortTime(iso) {
  const m = /T(\d\d:\d\d:\d\d)/.exec(iso ?? '');
  return m ? m[1] : String(iso ?? '');
}

/** Any value as one line of text. */
export function oneLine(value) {
  if (value === null) return 'null';
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const CELL_LIMIT = 60;

/** A table cell's content: short values as they are, long ones shortened with the whole value on demand. */
export function cellValue(value) {
  const text = oneLine(value);
  if (text.length <= CELL_LIMIT) return text;
  const full = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return el(
    'details',
    { class: 'cell-details' },
    el('summary', null, `${text.slice(0, CELL_LIMIT - 1)}…`, el('span', { class: 'visually-hidden' }, ' (show all)')),
    el('pre', { class: 'mono' }, full),
  );
}

/** A body as readable text: JSON pretty-printed, anything else as it is. */
export function prettyBody(body) {
  if (body === null || body === undefined) return null;
  if (typeof body !== 'string') return JSON.stringify(body, null, 2);
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(JSON.parse(trimmed), null, 2);
    } catch {
      // not JSON after all (or cut short): shown as sent
    }
  }
  return body;
}

/** `?a=1&b=x` of a parsed query (nested PHP arrays as JSON). */
export function queryText(query) {
  const entries = Object.entries(query ?? {});
  if (!entries.length) return '';
  return `?${entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join('&')}`;
}

/** `12 %` of a share 0..1. */
export const percent = (share) => `${Math.round((share ?? 0) * 1000) / 10} %`;

/** `1 row` / `3 rows` */
export const plural = (n, word, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
