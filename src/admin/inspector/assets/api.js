// The admin API, relative to the page (/__mock/): JSON in and out. A WordPress-shaped error ({code, message,
// data: {status}}) becomes an ApiError whose message is the server's own sentence, which says what to do.

export class ApiError extends Error {
  /** @param {string} message @param {number} status @param {string} code */
  constructor(message, status, code) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** @param {string} path e.g. `./journal?limit=200` @param {RequestInit} [init] */
async function call(path, init = {}) {
  let res;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (e) {
    throw new ApiError(`The mock did not answer ${init.method ?? 'GET'} ${path} (${e instanceof Error ? e.message : e}). Is it still running?`, 0, 'network');
  }
  const text = await res.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new ApiError(`${path} answered something that is not JSON.`, res.status, 'not_json');
  }
  if (!res.ok) {
    const message = body && typeof body.message === 'string' ? body.message : `${init.method ?? 'GET'} ${path} failed with status ${res.status}.`;
    throw new ApiError(message, res.status, body && typeof body.code === 'string' ? body.code : 'http_error');
  }
  return body;
}

/** @param {string} path */
export const getJson = (path) => call(path);

/** @param {string} method @param {string} path @param {unknown} [body] */
export const sendJson = (method, path, body) =>
  call(path, body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** `./state?session=a%20b` */
export const withSession = (path, session) => `${path}${path.includes('?') ? '&' : '?'}session=${encodeURIComponent(session)}`;
