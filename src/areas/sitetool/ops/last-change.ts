// GET /sitetool/v1/last-change: with since = 0 (the default) the latest change itself; with since > 0 every
// kept change newer than it, oldest first, so a client polls with the timestamp of the last change it saw.
// POST /sitetool/v1/navigate: asks the live preview to go to a page of the site; recorded as a change.
import type { Handler } from '../../../dispatch/types.js';
import { changeEntries } from '../../../store/change-log.js';
import { putRecord } from '../../../store/records.js';
import { changeView, homeOf, noChange } from './change-view.js';
import { badRequest } from './errors.js';

export const lastChange: Handler = (req, ctx) => {
  const session = ctx.session;
  const since = Number(req.params.since ?? 0);
  const entries = changeEntries(session);
  if (!(since > 0)) {
    const latest = entries.at(-1);
    return { data: latest ? changeView(latest, ctx.site, session, req.origin) : noChange(ctx.site, req.origin) };
  }
  return { data: { changes: entries.filter((e) => e.timestamp > since).map((e) => changeView(e, ctx.site, session, req.origin)) } };
};

export const NAVIGATION_STORE = 'sitetool.navigation';

/** The absolute URL of a page of this site, from an absolute URL or a path; null for anything else. */
function siteUrl(given: string, home: string): string | null {
  let url: URL;
  try {
    url = new URL(given, `${home}/`);
  } catch {
    return null;
  }
  const base = new URL(`${home}/`);
  return url.origin === base.origin && /^https?:$/.test(url.protocol) ? url.href : null;
}

export const navigate: Handler = async (req, ctx) => {
  const home = homeOf(ctx.site, req.origin);
  const url = siteUrl(String(req.params.url).trim(), home);
  if (!url)
    return badRequest('sitetool_invalid_url', `url must be a page of this site (${home}/...) or a path such as /?page_id=2; got "${String(req.params.url)}".`);
  const session = ctx.session;
  // Kept relative to the site, so the change log stays right whatever address the mock is reached at.
  const { pathname, search, hash } = new URL(url);
  session.tick();
  putRecord(session, NAVIGATION_STORE, 'last', { url, user_id: req.user?.id ?? 0 });
  await session.commit({ summary: 'Navigate', url: `${pathname}${search}${hash}` });
  return { data: { navigating: url } };
};
