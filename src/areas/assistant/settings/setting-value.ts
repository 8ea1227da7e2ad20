// A settings object kept as the singleton kind keeps one (record `value` of its store, seeded by a mapping under
// data.records.<store>), so a scenario seeds and a rule may bind these stores the same way.
import type { Scenario } from '../../../model/scenario.js';
import { getRecord, putRecord } from '../../../store/records.js';
import { dataRecords } from '../../../store/seed-records.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';

const VALUE_ID = 'value';

/** The stored value, else the scenario's seed, else undefined (the caller's defaults). */
export function readSetting(session: Session, scenario: Scenario, store: string): Record<string, unknown> | undefined {
  const stored = getRecord(session, store, VALUE_ID)?.data;
  if (stored) return structuredClone(stored);
  const seeded = dataRecords(scenario)[store];
  return isPlainObject(seeded) ? structuredClone(seeded) : undefined;
}

export function writeSetting(session: Session, store: string, value: Record<string, unknown>): void {
  putRecord(session, store, VALUE_ID, value);
}

/** delete_option(): the plugin's defaults from now on (not the scenario's seed). */
export const resetSetting = (session: Session, store: string, defaults: Record<string, unknown>): void => writeSetting(session, store, defaults);
