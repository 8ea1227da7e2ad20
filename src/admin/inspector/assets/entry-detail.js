// One journal entry opened: a dialog with what answered it, the response and the request (./journal/{id}).
// Focus moves into the dialog; Escape or Close shuts it and gives focus back to the row that opened it. On a wide
// screen it is a panel beside the page (not modal: another row can be opened while it shows); on a narrow one it
// covers the page (modal).
import { getJson } from './api.js';
import { byId, el, replace } from './dom.js';
import { oneLine, prettyBody, queryText, statusBadge } from './format.js';

let opener;
let loading = 0;

const dialog = () => /** @type {HTMLDialogElement} */ (byId('entry-dialog'));
const wide = window.matchMedia('(min-width: 64rem)');

export function setUpEntryDialog() {
  byId('entry-close').addEventListener('click', () => dialog().close());
  dialog().addEventListener('close', () => {
    document.body.classList.remove('detail-open');
    if (opener?.isConnected) opener.focus();
    else byId('journal').focus();
  });
  // A modal dialog closes on Escape by itself; the panel beside the page does too, from anywhere on the page.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && dialog().open && !event.defaultPrevented) dialog().close();
  });
  // A click on the backdrop (outside the panel) closes it too.
  dialog().addEventListener('click', (event) => {
    if (event.target === dialog()) dialog().close();
  });
}

/** @param {any} entry a journal list entry @param {HTMLElement} from the control that opened it */
export async function openEntry(entry, from) {
  opener = from;
  const ticket = ++loading;
  byId('entry-title').textContent = `${entry.method} ${entry.route}`;
  const body = byId('entry-body');
  replace(body, facts(entry), el('p', { class: 'note' }, 'Loading the request and its answer…'));
  if (!dialog().open) {
    if (wide.matches) {
      document.body.classList.add('detail-open');
      dialog().show();
    } else {
      dialog().showModal();
    }
  }
  byId('entry-title').focus();
  try {
    const detail = await getJson(`./journal/${entry.id}`);
    if (ticket === loading) replace(body, facts(detail), answered(detail.answer), response(detail.response), request(detail));
  } catch (e) {
    if (ticket === loading) replace(body, facts(entry), el('p', { class: 'error', role: 'alert' }, e.message));
  }
}

function facts(entry) {
  const pairs = [
    ['Request', `#${entry.id}`],
    ['Time', entry.time],
    ['Session', entry.session],
    ['User', entry.user ?? 'anonymous'],
    ['Status', statusBadge(entry.status)],
    ['Duration', typeof entry.duration === 'number' ? `${entry.duration} ms` : ''],
  ];
  return el('dl', { class: 'facts' }, ...pairs.flatMap(([k, v]) => [el('dt', null, k), el('dd', null, v)]));
}

function answered(answer) {
  const section = el('section', { 'aria-labelledby': 'entry-answer' }, el('h3', { id: 'entry-answer' }, 'Answered by'));
  if (!answer) return section;
  section.append(el('p', { class: 'answer-summary' }, answer.summary ?? answer.kind));
  const pairs = [['Kind', answer.kind]];
  if (answer.rule) pairs.push(['Rule', `${answer.rule.id} at ${answer.rule.file}:${answer.rule.line}:${answer.rule.col}`]);
  if (answer.behaviour) pairs.push(['Behaviour', answer.behaviour]);
  if (answer.binding) pairs.push(['Binding', `${answer.binding.kind} of store ${answer.binding.store}`]);
  if (answer.recording) pairs.push(['Recording', `${answer.recording.cassette}#${answer.recording.interaction}`]);
  section.append(el('dl', { class: 'facts' }, ...pairs.flatMap(([k, v]) => [el('dt', null, k), el('dd', { class: 'mono' }, v)])));
  if (Array.isArray(answer.nearest)) section.append(nearest(answer.nearest));
  return section;
}

function nearest(list) {
  if (!list.length) return el('p', { class: 'note' }, 'No recording comes near this request.');
  return el(
    'div',
    null,
    el('h4', null, 'Nearest recordings'),
    el(
      'ol',
      { class: 'nearest' },
      ...list.map((n) =>
        el(
          'li',
          null,
          el('span', { class: 'mono' }, `${n.method} ${n.route}`),
          ` — ${n.recording}`,
          el('br'),
          `differs in: ${(n.differs ?? []).join(', ') || 'nothing'}`,
          ...Object.entries(n.details ?? {}).map(([part, what]) =>
            el('div', { class: 'mono' }, `${part}: ${Array.isArray(what) ? what.map(oneLine).join('; ') : oneLine(what)}`),
          ),
        ),
      ),
    ),
  );
}

function request(detail) {
  const req = detail.request ?? {};
  return el(
    'section',
    { 'aria-labelledby': 'entry-request' },
    el('h3', { id: 'entry-request' }, 'Request'),
    el('p', { class: 'mono' }, `${detail.method} ${detail.route}${queryText(detail.query)}`),
    bodyBlock(req.body, 'Request body', 'No body.'),
    headersTable(req.headers, 'Request headers'),
  );
}

function response(res) {
  const section = el('section', { 'aria-labelledby': 'entry-response' }, el('h3', { id: 'entry-response' }, 'Response'));
  if (!res) return section;
  section.append(el('p', null, statusBadge(res.status)), bodyBlock(res.body, 'Response body', 'No body.'));
  if (res.truncated) section.append(el('p', { class: 'note' }, 'The body is cut short here: only its start is shown.'));
  if (res.note) section.append(el('p', { class: 'note' }, `Note: ${res.note}.`));
  section.append(headersTable(res.headers, 'Response headers'));
  return section;
}

function headersTable(headers, caption) {
  const entries = Object.entries(headers ?? {});
  if (!entries.length) return el('p', { class: 'note' }, `${caption}: none.`);
  return el(
    'div',
    { class: 'table-wrap' },
    el(
      'table',
      null,
      el('caption', null, caption),
      el('thead', null, el('tr', null, el('th', { scope: 'col' }, 'Name'), el('th', { scope: 'col' }, 'Value'))),
      el(
        'tbody',
        null,
        ...entries.map(([name, value]) =>
          el(
            'tr',
            null,
            el('th', { scope: 'row', class: 'mono' }, name),
            el('td', { class: 'mono' }, Array.isArray(value) ? value.join(', ') : oneLine(value)),
          ),
        ),
      ),
    ),
  );
}

function bodyBlock(body, label, none) {
  const text = prettyBody(body);
  if (text === null || text === '') return el('p', { class: 'note' }, `${label}: ${none}`);
  return el('div', null, el('h4', null, label), el('pre', { class: 'code', tabindex: 0, 'aria-label': label }, text));
}
