// wp_options as the site-tool routes read and write them: the options the content API stores (sticky_posts,
// anything a scenario's `data.options` or a write set) over the ones WordPress always has, derived from the
// scenario's site (blogname, siteurl, ...) and the active theme.
import type { Site } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import { homeUrl } from '../../../wp/links.js';
import { currentTheme } from './active-theme.js';

function derivedOptions(site: Site, session: Session, origin: string): Record<string, unknown> {
  const info = site.scenario.site;
  const url = homeUrl(info.url || origin);
  const admin = session.all('users').find((u) => u.roles.includes('administrator'));
  const theme = currentTheme(session);
  return {
    siteurl: url,
    home: url,
    blogname: info.name,
    blogdescription: info.description,
    users_can_register: '0',
    admin_email: admin?.email ?? 'admin@example.org',
    start_of_week: '1',
    default_category: '1',
    posts_per_page: '10',
    date_format: 'F j, Y',
    time_format: 'g:i a',
    permalink_structure: '',
    gmt_offset: info.gmt_offset,
    timezone_string: info.timezone_string,
    show_on_front: info.show_on_front,
    page_on_front: String(info.page_on_front),
    page_for_posts: String(info.page_for_posts),
    blog_public: '1',
    template: theme.stylesheet,
    stylesheet: theme.stylesheet,
    WPLANG: '',
  };
}

/** Every option: WordPress's own first (in their usual order), then the rest by name. */
export function allOptions(site: Site, session: Session, origin: string): Record<string, unknown> {
  const stored = session.state.options;
  const derived = derivedOptions(site, session, origin);
  const extra = Object.keys(stored)
    .filter((k) => !Object.hasOwn(derived, k))
    .sort();
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(derived)) out[k] = Object.hasOwn(stored, k) ? stored[k] : derived[k];
  for (const k of extra) out[k] = stored[k];
  return out;
}

/** get_option(): undefined when the option does not exist. */
export function getOption(site: Site, session: Session, origin: string, name: string): unknown {
  if (Object.hasOwn(session.state.options, name)) return session.state.options[name];
  const derived = derivedOptions(site, session, origin);
  return Object.hasOwn(derived, name) ? derived[name] : undefined;
}

/** update_option() (the caller ticks and commits). */
export function setOption(session: Session, name: string, value: unknown): void {
  session.put('options', name, value);
}

/** Whether `name` is one of the options WordPress always has (the mock never deletes those). */
export const isCoreOption = (site: Site, session: Session, name: string): boolean => Object.hasOwn(derivedOptions(site, session, ''), name);

/** delete_option() of a stored option (the caller ticks and commits). */
export function deleteOption(session: Session, name: string): void {
  session.remove('options', name);
}
