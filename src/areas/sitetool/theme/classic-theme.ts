// POST /sitetool/v1/create-classic-theme: a new classic theme, created as the draft theme (the live site
// is unchanged until the draft is published, which installs and activates it).
import type { Handler } from '../../../dispatch/types.js';
import { sanitizeTitle } from '../../../wp/format/sanitize-title.js';
import { classicThemeFiles } from './classic-theme-files.js';
import { currentDraft, isWorkingCopy } from './draft-state.js';
import { startDraft } from './draft-theme.js';
import { previewUrl } from './preview-token.js';
import { themeErrors } from './theme-errors.js';
import { themeSlugs } from './theme-store.js';

export const createClassicTheme: Handler = async (req, ctx) => {
  const session = ctx.session;
  const name = String(req.params.theme_name ?? '').trim();
  const slug = sanitizeTitle(name);
  if (!slug || isWorkingCopy(slug)) return themeErrors.invalidThemeName(name);
  const existing = currentDraft(session);
  if (existing) return themeErrors.draftExists(existing.slug);
  if (themeSlugs(session).includes(slug)) return themeErrors.themeExists(slug);
  const description = String(req.params.description ?? '').trim() || `${name}: a classic theme.`;
  const draft = startDraft(session, req, slug, classicThemeFiles(name, slug, description), true);
  await session.commit();
  const url = previewUrl(req.origin, draft.preview_token);
  return {
    data: {
      status: 'created',
      message: `Theme '${name}' created as draft. The live site is unchanged. Refine style.css, header.php, footer.php, and index.php for your design. Preview: ${url}. Use publish_draft_theme when ready to go live.`,
      theme_slug: slug,
      draft_slug: draft.slug,
      preview_url: url,
    },
  };
};
