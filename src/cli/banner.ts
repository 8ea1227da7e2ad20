// The start-up banner: where the mock listens, what it fakes, how to log in, where to look next.
import { isAbsolute, relative } from 'node:path';
import { isLoopback } from '../admin/token.js';
import { DEFAULT_SCENARIO } from '../scenario/defaults.js';
import type { Scenario } from '../model/scenario.js';

/** The embedded default users' passwords: published in the README, so the banner may show them. */
const PUBLISHED_PASSWORDS = new Set((DEFAULT_SCENARIO.auth.users ?? []).flatMap((u) => (u.application_passwords ?? []).map((p) => p.password)));

export interface BannerExtras {
  /** The scenario files watched for hot reload (undefined: not watching). */
  watching?: readonly string[];
  /** The admin token /__mock calls need, if any; `generated`: made up at start (not given). */
  adminToken?: string;
  generated?: boolean;
  /** What `--replay` serves, if anything. */
  replay?: ReplaySummary;
  /** HTTPS (`--tls`, `--cert`): the certificate served. */
  tls?: TlsSummary;
}

/** `serve --tls` / `--cert` as the banner tells it. */
export interface TlsSummary {
  /** Made at start (self-signed), rather than given with --cert. */
  generated: boolean;
  /** SHA-256 fingerprint. */
  fingerprint: string;
  /** The names it is valid for. */
  names: readonly string[];
  /** Where its PEM is: written there at start for a generated one (undefined when it could not be), the --cert file otherwise. */
  file?: string;
}

/** `serve --replay` as the banner tells it. */
export interface ReplaySummary {
  /** The cassette files and folders given. */
  paths: readonly string[];
  /** The cassette files read from them, and the interactions they hold. */
  cassettes: number;
  interactions: number;
  strict: boolean;
  fallback: 'fake' | 'error' | 'record';
  /** With fallback `record`: the site asked, and the cassette its answers go into. */
  target?: string;
  recordInto?: string;
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
  const replay = extras.replay ? replayLines(extras.replay) : '';
  const tls = extras.tls ? tlsLines(extras.tls) : '';
  // A generated certificate is trusted by naming it; curl -k would skip the check altogether.
  const cacert = extras.tls?.generated && extras.tls.file ? ` --cacert '${shown(extras.tls.file)}'` : '';
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
  health     ${url}/__mock/health${exposed}${tls}${inspector}${replay}${watching}

  try        curl -s${cacert} '${url}/index.php?rest_route=/cms/v2/posts'
  stop       Ctrl+C
`;
}

/** `tls` lines: which certificate, what it is valid for, how to trust a generated one. */
function tlsLines(tls: TlsSummary): string {
  if (!tls.generated) return `\n  tls        ${tls.file ? shown(tls.file) : 'the certificate given'} (SHA-256 ${tls.fingerprint})`;
  const trust = tls.file ? `trust ${shown(tls.file)} (its PEM, written at start)` : 'it could not be written to a file: check it by its fingerprint';
  return (
    `\n  tls        self-signed certificate made at start for ${tls.names.join(', ')}: ${trust}` +
    `\n             SHA-256 ${tls.fingerprint}; a new one each start (--cert/--key serve your own)`
  );
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** `replay` lines: which cassettes, how many interactions, strict or not, who answers a request with no recording. */
function replayLines(replay: ReplaySummary): string {
  const paths = replay.paths.map(shown).join(', ');
  const strict = replay.strict ? '; strict: each recording answers as often as it was recorded' : '';
  const rest =
    replay.fallback === 'fake'
      ? 'the stateful fake answers (--fallback fake)'
      : replay.fallback === 'error'
        ? '404 mock_site_no_recording, naming the nearest recordings (--fallback error)'
        : `${replay.target ? withoutCredentials(replay.target) : 'the --target site'} answers, recorded into ${replay.recordInto ? shown(replay.recordInto) : 'the cassette'} (--fallback record)`;
  return (
    `\n  replay     ${paths}: ${plural(replay.interactions, 'interaction')} in ${plural(replay.cassettes, 'cassette')}${strict}` +
    `\n             no recording: ${rest}`
  );
}

/** A URL as the banner may print it: any user and password in it left out. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return url;
  }
}

/** A scenario's own password is a secret: the banner says where it is written instead of printing it. */
function shownPassword(password: string, scenario: Scenario): string {
  return PUBLISHED_PASSWORDS.has(password) ? password : `<the application password in ${shown(scenario.source)}>`;
}
