// The Journal section: every request the mock answered, newest first, live, filterable; a row opens its detail.
import { byId, el, replace } from './dom.js';
import { openEntry } from './entry-detail.js';
import { connectJournal } from './journal-stream.js';
import { isFiltering, matches, readFilter } from './journal-filter.js';
import { entryArrived, noteSessions, on, knownSessions } from './page-state.js';
import { shortTime, statusBadge, plural, queryText } from './format.js';

/** Entries kept in the page (newest first) and rows drawn at most. */
const KEEP = 1000;
const MAX_ROWS = 500;

/** @type {any[]} newest first */
let entries = [];
/** id → entry of those in `entries` */
const seen = new Map();
let openedId;

const rows = () => /** @type {HTMLTableSectionElement} */ (byId('journal-rows'));
const form = () => /** @type {HTMLFormElement} */ (byId('journal-filters'));

const order = (a, b) => b.id - a.id;

function row(entry) {
  const open = (event) => {
    event.stopPropagation();
    markOpened(entry.id);
    openEntry(entry, /** @type {HTMLElement} */ (tr.querySelector('button')));
  };
  const tr = el(
    'tr',
    { dataset: { id: entry.id }, class: entry.id === openedId ? 'opened' : null, onclick: open },
    el('td', { class: 'numeric' }, entry.id),
    el('td', { class: 'time', title: entry.time }, shortTime(entry.time)),
    el('td', { class: 'method' }, entry.method),
    el(
      'td',
      { class: 'route' },
      el(
        'button',
        { type: 'button', class: 'link-button', onclick: open },
        el('span', { class: 'visually-hidden' }, `Open request #${entry.id} ${entry.method} `),
        entry.route,
        queryText(entry.query) ? el('span', { class: 'query' }, queryText(entry.query)) : null,
      ),
    ),
    el('td', { class: 'status' }, statusBadge(entry.status)),
    el('td', null, entry.session),
    el('td', { class: 'mono' }, entry.answeredBy),
    el('td', { class: 'numeric' }, typeof entry.duration === 'number' ? entry.duration.toFixed(1) : ''),
  );
  return tr;
}

function markOpened(id) {
  openedId = id;
  for (const tr of rows().querySelectorAll('tr.opened')) tr.classList.remove('opened');
  rows()
    .querySelector(`tr[data-id="${CSS.escape(String(id))}"]`)
    ?.classList.add('opened');
}

function showCount(shown, matching) {
  const filter = readFilter(form());
  const total = entries.length;
  const text = isFiltering(filter)
    ? `${plural(matching, 'request')} of ${total} match the filters${shown < matching ? ` (newest ${shown} shown)` : ''}.`
    : `${plural(total, 'request')}${shown < total ? ` (newest ${shown} shown)` : ''}, newest first.`;
  byId('journal-count').textContent = total ? text : '';
  byId('journal-empty').hidden = total > 0;
}

function render() {
  const filter = readFilter(form());
  const matching = entries.filter((e) => matches(filter, e));
  replace(rows(), ...matching.slice(0, MAX_ROWS).map(row));
  showCount(Math.min(matching.length, MAX_ROWS), matching.length);
}

const same = (a, b) => a.time === b.time && a.method === b.method && a.route === b.route && a.status === b.status && a.session === b.session;

/**
 * Another entry under an id already shown means the mock was restarted (its ids start again at 1): what the page
 * shows belongs to the old run and is dropped.
 */
function forgetIfRestarted(list) {
  if (!list.some((e) => seen.has(e.id) && !same(seen.get(e.id), e))) return;
  entries = [];
  seen.clear();
  render();
}

/** A live entry: drawn on top when it passes the filters, without redrawing the rest. */
function addLive(entry) {
  forgetIfRestarted([entry]);
  if (seen.has(entry.id)) return;
  const newest = entries[0];
  if (newest && order(newest, entry) < 0) {
    // older than the newest shown: merged in its place
    merge([entry]);
    entryArrived(entry);
    return;
  }
  seen.set(entry.id, entry);
  entries.unshift(entry);
  trim();
  noteSessions([entry.session]);
  entryArrived(entry);
  const filter = readFilter(form());
  if (matches(filter, entry)) {
    rows().prepend(row(entry));
    while (rows().rows.length > MAX_ROWS) rows().lastElementChild?.remove();
  }
  const matching = entries.filter((e) => matches(filter, e)).length;
  showCount(Math.min(matching, MAX_ROWS), matching);
}

/** Entries from ./journal (oldest first): the ones not seen yet are merged in by id. */
function merge(list) {
  forgetIfRestarted(list);
  const fresh = list.filter((e) => !seen.has(e.id));
  if (!fresh.length) return;
  for (const e of fresh) seen.set(e.id, e);
  entries = [...fresh, ...entries].sort(order);
  trim();
  noteSessions(fresh.map((e) => e.session));
  render();
}

function trim() {
  for (const dropped of entries.splice(KEEP)) seen.delete(dropped.id);
}

function showConnection(state, message) {
  const node = byId('journal-connection');
  const words = { connecting: 'connecting…', live: 'live', reconnecting: 'reconnecting…', down: 'not connected' };
  node.textContent = message ? `${words[state]}: ${message}` : words[state];
  node.className = `connection ${state === 'live' ? 'live' : state === 'down' ? 'down' : ''}`;
}

function fillSessionFilter(names) {
  const select = /** @type {HTMLSelectElement} */ (byId('filter-session'));
  const current = select.value;
  replace(select, el('option', { value: '' }, 'any'), ...names.map((n) => el('option', { value: n }, n)));
  select.value = names.includes(current) ? current : '';
}

export function startJournal() {
  const filters = form();
  filters.addEventListener('input', render);
  filters.addEventListener('change', render);
  filters.addEventListener('submit', (event) => event.preventDefault());
  filters.addEventListener('reset', () => setTimeout(render));
  fillSessionFilter(knownSessions());
  on('sessions', fillSessionFilter);
  // A reset also clears that session's requests from the server's journal: the page forgets them too.
  on('reset', (name) => {
    for (const e of entries) if (e.session === name) seen.delete(e.id);
    entries = entries.filter((e) => e.session !== name);
    render();
  });
  render();
  connectJournal({ onEntry: addLive, onList: merge, onStatus: showConnection });
}
