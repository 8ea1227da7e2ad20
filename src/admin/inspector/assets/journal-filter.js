// The journal's filters: method, route (contains), status (`404`, `4xx`, several separated by spaces), session.

/** @param {HTMLFormElement} form */
export function readFilter(form) {
  const data = new FormData(form);
  const text = (name) => String(data.get(name) ?? '').trim();
  return {
    method: text('method'),
    route: text('route').toLowerCase(),
    statuses: text('status')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
    session: text('session'),
  };
}

/** Whether `status` (null: no answer) is what one token of the status filter asks for. */
function statusMatches(token, status) {
  if (token === 'none' || token === '-') return status === null;
  if (status === null || status === undefined) return false;
  const code = String(status);
  if (/^[1-5]xx$/.test(token)) return code[0] === token[0];
  if (/^\d{1,3}$/.test(token)) return code.startsWith(token);
  if (token === 'error' || token === 'errors') return status >= 400;
  return false;
}

export function matches(filter, entry) {
  if (filter.method && entry.method !== filter.method) return false;
  if (filter.route && !String(entry.route).toLowerCase().includes(filter.route)) return false;
  if (filter.session && entry.session !== filter.session) return false;
  if (filter.statuses.length && !filter.statuses.some((t) => statusMatches(t, entry.status))) return false;
  return true;
}

export const isFiltering = (filter) => Boolean(filter.method || filter.route || filter.session || filter.statuses.length);
