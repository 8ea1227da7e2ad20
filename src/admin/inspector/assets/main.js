// The inspector page (GET /__mock/): every part reads the admin API relative to the page. See index.html.
import { announce, byId } from './dom.js';
import { setUpEntryDialog } from './entry-detail.js';
import { startJournal } from './journal.js';
import { loadMachines, startMachines } from './machines.js';
import { loadClock, loadOverview, loadSessions, startOverview } from './overview.js';
import { loadRecordingsAndCoverage, startRecordings } from './recordings.js';
import { loadState, startState } from './state.js';

byId('refresh-all').addEventListener('click', async () => {
  await Promise.all([loadOverview(), loadSessions(), loadClock(), loadState(), loadMachines(), loadRecordingsAndCoverage()]);
  announce('Everything refreshed.');
});

setUpEntryDialog();
startJournal();
await Promise.all([startOverview(), startState(), startMachines(), startRecordings()]);
// Tests (and curious readers) can tell the first load is done.
document.body.dataset.ready = 'true';
