// The header (version, profile, scenario, route count, the selected session's clock), the session picker and the
// Scenario section (the effective scenario as JSON, fetched when first opened).
import { getJson, withSession } from './api.js';
import { byId, el, replace, showError } from './dom.js';
import { coalesce } from './later.js';
import { knownSessions, noteSessions, on, selectSession, selectedSession } from './page-state.js';

export async function loadOverview() {
  try {
    const health = await getJson('./health');
    byId('overview-version').textContent = health.version;
    byId('overview-profile').textContent = health.profile;
    byId('overview-scenario').textContent = health.scenario;
    byId('overview-routes').textContent = String(health.routes);
    showError(byId('page-error'), null);
  } catch (e) {
    showError(byId('page-error'), e.message);
  }
}

export async function loadClock() {
  const session = selectedSession();
  try {
    const clock = await getJson(withSession('./clock', session));
    if (clock.session === selectedSession()) byId('overview-clock').textContent = `${clock.now} (session ${clock.session})`;
  } catch (e) {
    byId('overview-clock').textContent = e.message;
  }
}

export async function loadSessions() {
  try {
    noteSessions((await getJson('./sessions')).map((s) => s.name));
  } catch (e) {
    showError(byId('page-error'), e.message);
  }
}

function fillPicker(names) {
  const picker = /** @type {HTMLSelectElement} */ (byId('session-picker'));
  replace(picker, ...names.map((n) => el('option', { value: n }, n)));
  picker.value = selectedSession();
}

async function loadScenario() {
  const pre = byId('scenario-json');
  pre.textContent = 'Loading…';
  try {
    pre.textContent = JSON.stringify(await getJson('./scenario'), null, 2);
  } catch (e) {
    pre.textContent = e.message;
  }
}

export function startOverview() {
  const picker = /** @type {HTMLSelectElement} */ (byId('session-picker'));
  picker.addEventListener('change', () => selectSession(picker.value));
  fillPicker(knownSessions());
  on('sessions', fillPicker);
  on('session', loadClock);
  on('reset', loadClock);
  const reloadClock = coalesce(loadClock, 250);
  on('entry', (entry) => {
    if (entry.session === selectedSession()) reloadClock();
  });
  const details = /** @type {HTMLDetailsElement} */ (byId('scenario-details'));
  details.addEventListener('toggle', () => {
    if (details.open) void loadScenario();
  });
  return Promise.all([loadOverview(), loadSessions(), loadClock()]);
}
