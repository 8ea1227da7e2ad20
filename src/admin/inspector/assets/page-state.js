// What the page's parts share: the selected session, the sessions known, and news of journal entries.
// Parts listen with `on('session' | 'sessions' | 'entry' | 'reset', fn)`.

const bus = new EventTarget();
let selected = 'default';
const known = new Set(['default']);

export function on(type, listener) {
  bus.addEventListener(type, (event) => listener(/** @type {CustomEvent} */ (event).detail));
}

const emit = (type, detail) => bus.dispatchEvent(new CustomEvent(type, { detail }));

export const selectedSession = () => selected;

export function selectSession(name) {
  if (name === selected) return;
  selected = name;
  noteSessions([name]);
  emit('session', name);
}

/** Every session name seen so far, `default` first. */
export const knownSessions = () => ['default', ...[...known].filter((n) => n !== 'default').sort()];

/** Adds names (from ./sessions or the journal); tells listeners when one is new. */
export function noteSessions(names) {
  const before = known.size;
  for (const name of names) known.add(name);
  if (known.size !== before) emit('sessions', knownSessions());
}

/** A journal entry arrived live. */
export const entryArrived = (entry) => emit('entry', entry);

/** A session was reset from the page. */
export const sessionReset = (name) => emit('reset', name);
