// A session's starting kind records, from the scenario's `data.records`: `<record set>: [records...]` seeds
// a collection (a record without an id gets the next free one after those before it, as seed.ts numbers
// posts; the record set's id counter ends past them all);
// `<record set>: {...}` is a singleton's starting value, read by the singleton kind itself.
import type { Scenario } from '../model/scenario.js';
import type { SessionState } from './types.js';
import { isPlainObject } from '../wp/php-values.js';
import { idCounterKey, recordKey } from './records.js';

/** `data.records`, read defensively: the format may leave it out. */
export function dataRecords(scenario: Scenario): Readonly<Record<string, unknown>> {
  const records = (scenario.data as { records?: unknown } | undefined)?.records;
  return isPlainObject(records) ? records : {};
}

export function seedKindRecords(scenario: Scenario, state: SessionState): void {
  for (const [recordSet, list] of Object.entries(dataRecords(scenario))) {
    if (!Array.isArray(list)) continue;
    const entries = list.filter(isPlainObject);
    const given = new Set(
      entries
        .map((e) => e.id)
        .filter((id) => id !== undefined && id !== '')
        .map(String),
    );
    let last = 0;
    for (const entry of entries) {
      let id = entry.id as string | number | undefined;
      if (id === undefined || id === '') {
        do last++;
        while (given.has(String(last)));
        id = last;
      } else if (/^\d+$/.test(String(id))) last = Math.max(last, Number(id));
      state.records[recordKey(recordSet, id)] = { store: recordSet, id: String(id), data: { ...entry, id } };
    }
    state.counters[idCounterKey(recordSet)] = last;
  }
}
