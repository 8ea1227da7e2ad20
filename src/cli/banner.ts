// The start-up banner: where the mock listens, what it fakes, how to log in, where to look next.
import { isAbsolute, relative } from 'node:path';
import { isLoopback } from '../admin/token.js';
import type { Scenario } from '../scenario/types.js';

export interface BannerExtras {
  /** The scenario files watched for hot reload (undefined: not watching). */
  watching?: readonly string[];
  /** The admin token /__mock calls need, if any; `generated`: made up at start (not given). */
  adminToken?: string;
  generated?: boolean;
}

/** A path relative to the working directory when it lies below it, else as it is. */
export function shown(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

export function banner(url: string, scenario: Scenario, host: string, extras: BannerExtras = {}): string {
  const user = scenario.auth.users.find((u) => u.username === scenario.auth.asUser) ?? scenario.auth.users[0];
  const credentials = !scenario.auth.enabled
    ? `  auth       off: every request runs as ${scenario.auth.asUser}`
    : user?.applicationPasswords[0]
      ? `  login      ${user.username} / ${user.applicationPasswords[0].password}  (application password, HTTP Basic)`
      : '  login      no application password in the scenario';
  const exposed = isLoopback(host) ? '' : `\n  note       bound to ${host}: reachable from other machines`;
  const files = extras.watching?.map(shown).join(', ');
  const watching = files ? `\n  watching   ${files} (reloads on save; --no-watch turns it off)` : '';
  const admin = extras.adminToken
    ? `\n  admin      ${url}/__mock/  token ${extras.adminToken}${extras.generated ? ' (generated; set one with --admin-token)' : ''}\n             send it as Authorization: Bearer <token> or X-Mock-Admin-Token`
    : '';
  return `
  mock-site  ${url}
  profile    ${scenario.profile}   scenario ${scenario.source}
  index      ${url}/index.php?rest_route=/
${credentials}
  health     ${url}/__mock/health${exposed}${admin}${watching}

  try        curl -s '${url}/index.php?rest_route=/cms/v2/posts'
  stop       Ctrl+C
`;
}
