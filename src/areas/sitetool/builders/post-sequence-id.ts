// Ids for records that are wp_posts rows on the real site (snippets, theme-builder templates): drawn from the posts'
// id sequence, skipping any the store already holds (a scenario may seed its own ids).
import { getRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';

export function nextPostSequenceId(session: Session, store: string): number {
  let id: number;
  do id = session.nextId('post');
  while (getRecord(session, store, id));
  return id;
}
