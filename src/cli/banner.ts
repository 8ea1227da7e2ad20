// The start-up banner: where the mock listens, what it fakes, how to log in, where to look next.
import type { Scenario } from '../scenario/types.js';

export function banner(url: string, scenario: Scenario, host: string): string {
  const user = scenario.auth.users.find((u) => u.username === scenario.auth.asUser) ?? scenario.auth.users[0];
  const credentials = !scenario.auth.enabled
    ? `  auth       off: every request runs as ${scenario.auth.asUser}`
    : user?.applicationPasswords[0]
      ? `  login      ${user.username} / ${user.applicationPasswords[0].password}  (application password, HTTP Basic)`
      : '  login      no application password in the scenario';
  const exposed = host === '127.0.0.1' || host === 'localhost' || host === '::1' ? '' : `\n  note       bound to ${host}: reachable from other machines`;
  return `
  mock-site  ${url}
  profile    ${scenario.profile}   scenario ${scenario.source}
  index      ${url}/index.php?rest_route=/
${credentials}
  health     ${url}/__mock/health${exposed}

  try        curl -s '${url}/index.php?rest_route=/cms/v2/posts'
  stop       Ctrl+C
`;
}
