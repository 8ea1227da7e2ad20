// The State machines section: each machine of the scenario with its current state in the selected session, and a
// control to put it in another (PUT ./machines/{name}). Reloads when the journal shows a request of that session.
import { getJson, sendJson, withSession } from './api.js';
import { announce, byId, el, replace, showError } from './dom.js';
import { coalesce } from './later.js';
import { on, selectedSession } from './page-state.js';

let loading = 0;

function machineView(machine, session) {
  const id = `machine-${machine.name.replace(/[^\w-]/g, '_')}`;
  const select = el('select', { id: `${id}-select` }, ...machine.states.map((s) => el('option', { value: s, selected: s === machine.current }, s)));
  const set = async () => {
    try {
      const answer = await sendJson('PUT', `./machines/${encodeURIComponent(machine.name)}`, { state: select.value, session });
      announce(`Machine ${answer.machine} of session ${answer.session}: ${answer.previous} → ${answer.state}.`);
      await loadMachines();
    } catch (e) {
      showError(byId('machines-error'), e.message);
    }
  };
  const where = machine.source ? ` Declared at ${machine.source.file}:${machine.source.line}:${machine.source.col}.` : '';
  return el(
    'div',
    { class: 'machine', role: 'group', 'aria-labelledby': `${id}-name` },
    el('h3', { id: `${id}-name` }, machine.name),
    el(
      'p',
      null,
      'Current state: ',
      el('strong', { id: `${id}-current` }, machine.current),
      ` (states: ${machine.states.join(', ')}; initial ${machine.initial}).${where}`,
    ),
    el(
      'div',
      { class: 'machine-control' },
      el('label', { for: `${id}-select` }, `New state for ${machine.name}`),
      select,
      el('button', { type: 'button', onclick: set }, `Set ${machine.name}`),
    ),
  );
}

export async function loadMachines() {
  const session = selectedSession();
  const ticket = ++loading;
  try {
    const machines = await getJson(withSession('./machines', session));
    if (ticket !== loading) return;
    showError(byId('machines-error'), null);
    replace(
      byId('machines-list'),
      machines.length
        ? el('p', { class: 'note' }, `Session ${session}.`)
        : el('p', { class: 'note' }, 'The scenario declares no state machines (machines: in the scenario file).'),
      ...machines.map((m) => machineView(m, session)),
    );
  } catch (e) {
    if (ticket === loading) showError(byId('machines-error'), e.message);
  }
}

export function startMachines() {
  on('session', loadMachines);
  on('reset', loadMachines);
  const reload = coalesce(loadMachines, 250);
  on('entry', (entry) => {
    if (entry.session === selectedSession()) reload(); // rules move machines on reads too
  });
  return loadMachines();
}
