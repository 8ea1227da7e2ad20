// An application password as the controller answers it (prepare_item_for_response): dates as GMT without a zone,
// last_used and last_ip null until used, the new password only in the answer that created it, a link to itself.
import { applicationPasswordSchema } from '../../catalogue/responses/application-password.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import type { StoredAppPassword } from './app-password-store.js';

/** gmdate('Y-m-d\TH:i:s', $seconds). */
const gmdate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19);

export const appPasswordUrl = (origin: string, userId: number, uuid: string): string =>
  restUrl(origin, `/cms/v2/users/${userId}/application-passwords/${uuid}`);

export function appPasswordView(item: StoredAppPassword, userId: number, origin: string, context: string, newPassword?: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    uuid: item.uuid,
    app_id: item.app_id || '',
    name: item.name,
    created: gmdate(item.created),
    last_used: item.last_used ? gmdate(item.last_used) : null,
    last_ip: item.last_ip || null,
  };
  if (newPassword !== undefined) data.password = newPassword;
  const out = filterByContext(data, applicationPasswordSchema, context) as Record<string, unknown>;
  out._links = { self: [{ href: appPasswordUrl(origin, userId, item.uuid) }] };
  return out;
}
