// The draft theme of a session: at most one, kept as the record `sitetool.draft_theme/current` beside its
// files (stored as the theme `<source>-sitetool-draft`). A draft either copies an installed theme (publish
// writes it back over that theme) or holds a new theme from create-classic-theme (publish installs it).
import { getRecord, putRecord, removeRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';

export const DRAFT_STORE = 'sitetool.draft_theme';
const ID = 'current';

export interface DraftTheme {
  /** The stylesheet the draft's files are stored under. */
  slug: string;
  /** The theme publish writes to. */
  source_slug: string;
  /** Whether the draft is a new theme (no installed theme to back up or compare with). */
  new_theme: boolean;
  /** Secret of the preview URL. */
  preview_token: string;
  /** When it was created (local time, as WordPress writes dates). */
  created: string;
}

export const draftSlugOf = (theme: string) => `${theme}-sitetool-draft`;
export const backupSlugOf = (theme: string) => `${theme}-sitetool-backup`;
export const isWorkingCopy = (slug: string) => /-sitetool-(?:draft|backup)$/.test(slug);

export function currentDraft(session: Session): DraftTheme | null {
  const record = getRecord(session, DRAFT_STORE, ID);
  if (!record) return null;
  const d = record.data;
  return typeof d.slug === 'string' && typeof d.source_slug === 'string'
    ? {
        slug: d.slug,
        source_slug: d.source_slug,
        new_theme: d.new_theme === true,
        preview_token: String(d.preview_token ?? ''),
        created: String(d.created ?? ''),
      }
    : null;
}

export function saveDraft(session: Session, draft: DraftTheme): void {
  putRecord(session, DRAFT_STORE, ID, { id: ID, ...draft });
}

export function clearDraft(session: Session): void {
  removeRecord(session, DRAFT_STORE, ID);
}
