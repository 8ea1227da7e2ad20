// A user as the users controller answers it: fields filtered by context (the default, when a caller
// embeds without one, is `embed`), Gravatar avatar URLs, `_links` to itself and the collection.
import { createHash } from '../../platform/hash.js';
import { userSchema } from '../../catalogue/responses/user.js';
import { capabilitiesOf } from '../../model/roles.js';
import type { UserRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { compactLinks } from '../../wp/response-links.js';

/** get_avatar_url() for the sizes rest_get_avatar_sizes() lists. */
export function avatarUrls(email: string, origin: string): Record<string, string> {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  const host = origin.startsWith('https:') ? 'https://secure.gravatar.com' : `http://${parseInt(hash[0]!, 16) % 3}.gravatar.com`;
  return Object.fromEntries([24, 48, 96].map((s) => [String(s), `${host}/avatar/${hash}?s=${s}&d=mm&r=g`]));
}

/** A wp_usermeta value the users API writes; seeded users have none. */
const metaText = (user: UserRecord, key: string, otherwise: string): string => {
  const value = user.meta?.[key];
  return typeof value === 'string' ? value : otherwise;
};

/** The stored preferences object; PHP writes an empty (or absent) one as `[]`. */
function preferencesOf(user: UserRecord): unknown {
  const prefs = user.meta?.persisted_preferences;
  return prefs && typeof prefs === 'object' && Object.keys(prefs).length ? prefs : [];
}

export function userView(user: UserRecord, origin: string, context: string): Record<string, unknown> {
  const caps: Record<string, boolean> = {};
  for (const c of capabilitiesOf(user.roles)) caps[c] = true;
  for (const r of user.roles) caps[r] = true;
  const data: Record<string, unknown> = {
    id: user.id,
    username: user.username,
    name: user.name,
    first_name: metaText(user, 'first_name', ''),
    last_name: metaText(user, 'last_name', ''),
    email: user.email,
    url: user.url,
    description: user.description,
    link: `${origin}/?author=${user.id}`,
    // get_user_locale(): the user's own, else the site's.
    locale: metaText(user, 'locale', '') || 'en_US',
    nickname: metaText(user, 'nickname', user.username),
    slug: user.slug,
    roles: user.roles,
    registered_date: `${user.registered_date}+00:00`,
    capabilities: caps,
    extra_capabilities: Object.fromEntries(user.roles.map((r) => [r, true])),
    avatar_urls: avatarUrls(user.email, origin),
    meta: context === 'edit' ? { persisted_preferences: preferencesOf(user) } : [],
  };
  const out = filterByContext(data, userSchema, context) as Record<string, unknown>;
  out._links = compactLinks([
    { rel: 'self', href: restUrl(origin, `/cms/v2/users/${user.id}`) },
    { rel: 'collection', href: restUrl(origin, '/cms/v2/users') },
  ]);
  return out;
}
