// The start-up banner: where the mock listens, what it fakes, how to log in, where to look next.
import { isAbsolute, relative } from 'node:path';
import { isLoopback } from '../admin/token.js';
import { DEFAULT_SCENARIO } from '../scenario/defaults.js';
import type { Scenario } from '../scenario/types.js';

/** The embedded default users' passwords: published in the README, so the banner may show them. */
const PUBLISHED_PASSWORDS = new Set((DEFAULT_SCENARIO.auth.users ?? []).flatMap((u) => (u.application_passwords ?? []).map((p) => p.password)));

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
      ? `  login      ${user.username} / ${shownPassword(user.applicationPasswords[0].password, scenario)}  (application password, HTTP Basic)`
      : '  login      no application password in the scenario';
  const exposed = isLoopback(host) ? '' : `\n  note       bound to ${host}: reachable from other machines`;
  const files = extras.watching?.map(shown).join(', ');
  const watching = files ? `\n  watching   ${files} (reloads on save; --no-watch turns it off)` : '';
  // A token the user gave is theirs and stays out of logs; only one made up here must be shown to be usable.
  const inspector = !extras.adminToken
    ? `\n  inspector  ${url}/__mock/  (the requests, what answered them, the state: live)`
    : extras.generated
      ? `\n  inspector  ${url}/__mock/?token=${extras.adminToken}  (admin token generated; set one with --admin-token)\n             the /__mock API takes it as Authorization: Bearer <token> or X-Mock-Admin-Token`
      : `\n  inspector  ${url}/__mock/?token=<admin token>  (as given with --admin-token or MOCK_SITE_ADMIN_TOKEN; not shown)\n             the /__mock API takes it as Authorization: Bearer <token> or X-Mock-Admin-Token`;
  return `
  mock-site  ${url}
  profile    ${scenario.profile}   scenario ${scenario.source}
  index      ${url}/index.php?rest_route=/
${credentials}
  health     ${url}/__mock/health${exposed}${inspector}${watching}

  try        curl -s '${url}/index.php?rest_route=/cms/v2/posts'
  stop       Ctrl+C
`;
}

/** A scenario's own password is a secret: the banner says where it is written instead of printing it. */
function shownPassword(password: string, scenario: Scenario): string {
  return PUBLISHED_PASSWORDS.has(password) ? password : `<the application password in ${shown(scenario.source)}>`;
}
