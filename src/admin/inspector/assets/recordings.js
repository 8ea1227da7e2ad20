// The Recordings & coverage section: with serve --replay, each cassette's used and unused interactions
// (./recordings); always, which catalogue routes the run has touched, per namespace (./routes).
import { getJson } from './api.js';
import { byId, el, rememberedDetails, replace } from './dom.js';
import { percent, plural, statusText } from './format.js';
import { coalesce } from './later.js';
import { on } from './page-state.js';

/** Lists the reader opened stay open when the section redraws. */
const openKeys = new Set();

const notice = (text, error = false) => el('p', { class: error ? 'error' : 'note' }, text);

function meter(value, max, label) {
  return el('meter', { min: 0, max: Math.max(max, 1), value, 'aria-label': label }, `${value} of ${max}`);
}

function recordingsView(r) {
  const unused = r.recordings - r.replayed;
  const list = r.interactions ?? [];
  return [
    el('p', null, `${r.replayed} of ${plural(r.recordings, 'recording')} replayed; ${unused} unused.`),
    el(
      'ul',
      { class: 'coverage-list' },
      ...(r.cassettes ?? []).map((c) =>
        el(
          'li',
          null,
          el('span', { class: 'mono' }, c.cassette),
          `: ${c.replayed} of ${c.interactions} used, ${c.interactions - c.replayed} unused`,
          meter(c.replayed, c.interactions, `${c.cassette}: interactions used`),
        ),
      ),
    ),
    list.length
      ? rememberedDetails(
          openKeys,
          'interactions',
          `Interactions (${list.length < r.recordings ? `first ${list.length} of ${r.recordings}` : list.length})`,
          el(
            'div',
            { class: 'table-wrap', role: 'region', 'aria-label': 'Recorded interactions', tabindex: 0 },
            el(
              'table',
              null,
              el('thead', null, el('tr', null, ...['Recording', 'Method', 'Route', 'Status', 'Replays'].map((h) => el('th', { scope: 'col' }, h)))),
              el(
                'tbody',
                null,
                ...list.map((i) =>
                  el(
                    'tr',
                    null,
                    el('td', { class: 'mono' }, i.recording ?? `${i.cassette}#${i.interaction}`),
                    el('td', null, i.method),
                    el('td', { class: 'route' }, i.route),
                    el('td', null, statusText(i.status)),
                    el('td', null, i.replays ? String(i.replays) : '0 (unused)'),
                  ),
                ),
              ),
            ),
          ),
        )
      : null,
  ];
}

const notReplaying = () => notice('Not replaying: start the server with serve --replay <cassette> to see recordings here.');

async function loadRecordings() {
  const body = byId('recordings-body');
  try {
    // Asked first so a server that is not replaying is not asked for recordings it cannot have (a 404).
    const { replaying } = await getJson('./health');
    replace(body, ...(replaying ? recordingsView(await getJson('./recordings')) : [notReplaying()]));
  } catch (e) {
    replace(body, notice(e.message, true));
  }
}

function namespaceRow(ns, routes) {
  const untouched = routes.filter((r) => r.namespace === ns.namespace && !r.requests);
  const name = ns.namespace || '(index)';
  return el(
    'tr',
    null,
    el('th', { scope: 'row', class: 'mono' }, name),
    el('td', { class: 'numeric' }, `${ns.touched} of ${ns.routes}`),
    el('td', { class: 'share' }, meter(ns.touched, ns.routes, `${name}: routes touched`), ` ${percent(ns.share)}`),
    el(
      'td',
      null,
      untouched.length
        ? rememberedDetails(
            openKeys,
            `untouched:${ns.namespace}`,
            plural(untouched.length, 'route'),
            el('ul', { class: 'route-list' }, ...untouched.map((r) => el('li', { class: 'mono' }, `${(r.methods ?? []).join(', ')} ${r.route}`))),
          )
        : 'none',
    ),
  );
}

async function loadCoverage() {
  const body = byId('coverage-body');
  try {
    const c = await getJson('./routes');
    replace(
      body,
      el('p', null, `${c.touched} of ${plural(c.total, 'catalogue route')} touched by this run (${percent(c.share)}).`),
      el(
        'div',
        { class: 'table-wrap', role: 'region', 'aria-label': 'Route coverage per namespace', tabindex: 0 },
        el(
          'table',
          { class: 'coverage-table' },
          el(
            'thead',
            null,
            el(
              'tr',
              null,
              el('th', { scope: 'col' }, 'Namespace'),
              el('th', { scope: 'col', class: 'numeric' }, 'Routes touched'),
              el('th', { scope: 'col' }, 'Share'),
              el('th', { scope: 'col' }, 'Untouched'),
            ),
          ),
          el('tbody', null, ...(c.namespaces ?? []).map((ns) => namespaceRow(ns, c.routes ?? []))),
        ),
      ),
    );
  } catch (e) {
    replace(body, notice(e.message, true));
  }
}

export const loadRecordingsAndCoverage = () => Promise.all([loadRecordings(), loadCoverage()]);

export function startRecordings() {
  on('entry', coalesce(loadRecordingsAndCoverage, 1000));
  on('reset', loadRecordingsAndCoverage);
  return loadRecordingsAndCoverage();
}
