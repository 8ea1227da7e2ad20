// The draft theme's life cycle: POST /draft-theme copies the active theme into a draft (the file routes then
// act on it), GET /draft-theme/preview says what it changes, POST /draft-theme/publish writes it over its
// theme (keeping the old files as `<theme>-sitetool-backup`) and activates it, DELETE /draft-theme and
// POST /draft-theme/delete discard it. Creating a second draft answers 409; the other calls without a draft 404.
import type { Handler } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { RestRequest } from '../../../wp/request.js';
import { activateTheme, activeStylesheet } from './active-theme.js';
import { backupSlugOf, clearDraft, currentDraft, draftSlugOf, saveDraft, type DraftTheme } from './draft-state.js';
import { previewToken, previewUrl } from './preview-token.js';
import { themeDiff } from './theme-diff.js';
import { themeErrors } from './theme-errors.js';
import { replaceTheme, themeFiles, type ThemeFile } from './theme-store.js';

/** Starts a draft holding `files`, to be published to `source` (the caller checked there is no draft). */
export function startDraft(session: Session, req: RestRequest, source: string, files: readonly ThemeFile[], newTheme: boolean): DraftTheme {
  session.tick();
  const [created] = session.now();
  const draft: DraftTheme = {
    slug: draftSlugOf(source),
    source_slug: source,
    new_theme: newTheme,
    created,
    preview_token: previewToken(req.session, source, created, session.instant()),
  };
  replaceTheme(session, draft.slug, files);
  saveDraft(session, draft);
  return draft;
}

const createDraft: Handler = async (req, ctx) => {
  const session = ctx.session;
  const existing = currentDraft(session);
  if (existing) return themeErrors.draftExists(existing.slug);
  const source = activeStylesheet(session);
  if (source === null) return themeErrors.noTheme();
  const draft = startDraft(session, req, source, themeFiles(session, source), false);
  await session.commit();
  return {
    data: {
      status: 'created',
      message: `Draft theme created. File operations are now scoped to the draft '${draft.slug}'.`,
      draft_slug: draft.slug,
      source_slug: source,
      preview_url: previewUrl(req.origin, draft.preview_token),
    },
  };
};

const discardDraft: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const draft = currentDraft(session);
  if (!draft) return themeErrors.noDraft();
  session.tick();
  replaceTheme(session, draft.slug, []);
  clearDraft(session);
  await session.commit();
  return { data: { status: 'deleted', message: `Draft theme removed: '${draft.slug}' was discarded; the live theme is unchanged.` } };
};

/** POST creates, DELETE discards: the spec puts both on one endpoint. */
export const draftTheme: Handler = (req, ctx) => (req.method === 'DELETE' ? discardDraft(req, ctx) : createDraft(req, ctx));

export const deleteDraft: Handler = discardDraft;

export const previewDraft: Handler = (req, ctx) => {
  const session = ctx.session;
  const draft = currentDraft(session);
  if (!draft) return themeErrors.noDraft();
  return {
    data: {
      preview_url: previewUrl(req.origin, draft.preview_token),
      draft_slug: draft.slug,
      source_slug: draft.source_slug,
      new_theme: draft.new_theme,
      changes: themeDiff(themeFiles(session, draft.source_slug), themeFiles(session, draft.slug)),
    },
  };
};

export const publishDraft: Handler = async (_req, ctx) => {
  const session = ctx.session;
  const draft = currentDraft(session);
  if (!draft) return themeErrors.noDraft();
  const live = themeFiles(session, draft.source_slug);
  const files = themeFiles(session, draft.slug);
  const changes = themeDiff(live, files);
  session.tick();
  const backup = live.length ? backupSlugOf(draft.source_slug) : null;
  if (backup) replaceTheme(session, backup, live);
  replaceTheme(session, draft.source_slug, files);
  replaceTheme(session, draft.slug, []);
  clearDraft(session);
  activateTheme(session, draft.source_slug);
  await session.commit();
  const message = backup
    ? `Draft published to '${draft.source_slug}'. Backup saved as '${backup}'.`
    : `Draft published to '${draft.source_slug}', which is now the active theme.`;
  return { data: { status: 'published', message, theme_slug: draft.source_slug, backup_slug: backup, changes } };
};
