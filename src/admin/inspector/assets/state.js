// The State section: the selected session's stores as tables (first 100 rows each), a Refresh and a Reset button.
// It reloads by itself when the journal shows a write to that session.
import { getJson, sendJson, withSession } from './api.js';
import { announce, byId, el, replace, showError } from './dom.js';
import { cellValue, plural } from './format.js';
import { on, selectedSession, sessionReset } from './page-state.js';
import { columnsOf, stateTables } from './state-tables.js';
import { coalesce } from './later.js';

const ROW_LIMIT = 100;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Tables the reader opened (kept open across reloads); Posts is open at first. */
const opened = new Set(['posts/post']);
let loading = 0;

function table(t) {
  const columns = columnsOf(t.rows);
  const shown = t.rows.slice(0, ROW_LIMIT);
  const count = t.rows.length > ROW_LIMIT ? `${ROW_LIMIT} of ${t.rows.length} rows` : plural(t.rows.length, 'row');
  const details = el(
    'details',
    { class: 'store', open: opened.has(t.key), dataset: { store: t.key, title: t.title.toLowerCase() } },
    el('summary', null, el('h3', null, t.title), ` — ${count}`),
  );
  details.addEventListener('toggle', () => (details.open ? opened.add(t.key) : opened.delete(t.key)));
  if (!t.rows.length) return append(details, el('p', { class: 'note' }, 'None.'));
  return append(
    details,
    el(
      'div',
      { class: 'table-wrap', role: 'region', 'aria-label': `${t.title} table`, tabindex: 0 },
      el(
        'table',
        null,
        el('caption', { class: 'visually-hidden' }, `${t.title}: ${count}`),
        el('thead', null, el('tr', null, ...columns.map((c) => el('th', { scope: 'col' }, c)))),
        el('tbody', null, ...shown.map((row) => el('tr', null, ...columns.map((c) => el('td', null, cellValue(row[c])))))),
      ),
    ),
  );
}

const append = (node, ...children) => {
  node.append(...children);
  return node;
};

export async function loadState() {
  const session = selectedSession();
  const ticket = ++loading;
  byId('state-session').textContent = session;
  byId('state-reset').textContent = `Reset session ${session} to its seed`;
  try {
    const state = await getJson(withSession('./state', session));
    if (ticket !== loading) return;
    showError(byId('state-error'), null);
    const ids = state.ids ?? {};
    byId('state-summary').textContent =
      `${plural(state.ticks ?? 0, 'write')} since the seed; last ids: post ${ids.post ?? '?'}, term ${ids.term ?? '?'}, comment ${ids.comment ?? '?'}.`;
    replace(byId('state-tables'), ...stateTables(state).map(table));
    findTables();
  } catch (e) {
    if (ticket === loading) showError(byId('state-error'), e.message);
  }
}

async function reset() {
  const session = selectedSession();
  const button = /** @type {HTMLButtonElement} */ (byId('state-reset'));
  button.disabled = true;
  try {
    // ./reset (not ./sessions/{name}/reset): it also rewinds replay and forgets the session's journal entries.
    await sendJson('POST', withSession('./reset', session));
    sessionReset(session);
    await loadState();
    announce(`Session ${session} reset to its seed.`);
  } catch (e) {
    showError(byId('state-error'), e.message);
  } finally {
    button.disabled = false;
  }
}

/** Hides the tables whose name does not contain what the finder holds. */
function findTables() {
  const wanted = /** @type {HTMLInputElement} */ (byId('state-find')).value.trim().toLowerCase();
  for (const node of byId('state-tables').querySelectorAll('details.store')) {
    /** @type {HTMLElement} */ (node).hidden = Boolean(wanted) && !(/** @type {HTMLElement} */ (node).dataset.title?.includes(wanted));
  }
}

export function startState() {
  byId('state-find').addEventListener('input', findTables);
  byId('state-refresh').addEventListener('click', () => loadState().then(() => announce(`State of session ${selectedSession()} refreshed.`)));
  byId('state-reset').addEventListener('click', reset);
  on('session', loadState);
  const reload = coalesce(loadState, 250);
  on('entry', (entry) => {
    if (entry.session === selectedSession() && WRITES.has(entry.method)) reload();
  });
  return loadState();
}
