// The embedded default scenario: what `mock-site serve` fakes with no --scenario, and the base every
// scenario file is read over (keys a file leaves out keep these values). docs/scenarios.md documents it.
import type { ProfileName } from '../model/catalogue.js';
import type { ScenarioData } from '../model/data.js';
import { DEFAULT_CONTENT } from './default-content.js';
import type { MachineFile, RouteFile, RuleFile } from './file-types.js';
import type { ClockAdvance } from '../model/scenario.js';
import type { LatencyFile } from '../model/latency.js';
import type { Permalinks } from '../model/scenario.js';

/** The scenario file shape (YAML keys), all sections optional. */
export interface ScenarioFile {
  extends?: string;
  /** Files whose rules, machines and routes are added. */
  include?: string[];
  profile?: ProfileName;
  site?: Partial<{
    name: string;
    description: string;
    url: string;
    gmt_offset: string | number;
    timezone_string: string;
    page_for_posts: number;
    page_on_front: number;
    show_on_front: string;
    permalinks: Permalinks;
  }>;
  auth?: Partial<{ enabled: boolean; nonce: string; cookie: string; as_user: string; users: UserFile[]; delete_revisions: boolean }>;
  clock?: Partial<{ start: string; advance: ClockAdvance }>;
  seed?: number;
  jsonp?: boolean;
  /** How long answers wait: ms, "min-max", or {min, max, routes} (src/model/latency.ts). */
  latency?: LatencyFile;
  record?: Partial<{ redact: string[]; volatile_params: string[] }>;
  /** Records per area; a list given here replaces the default site's list of that kind. */
  data?: Partial<ScenarioData>;
  rules?: RuleFile[];
  machines?: Record<string, MachineFile>;
  routes?: RouteFile[];
}

export interface UserFile {
  id: number;
  username: string;
  name?: string;
  email?: string;
  roles?: string[];
  application_passwords?: { name?: string; password: string }[];
}

/** The sections a file adds to (rules, machines, routes) rather than overrides are not part of the default. */
export type DefaultScenario = Required<Omit<ScenarioFile, 'extends' | 'include' | 'rules' | 'machines' | 'routes'>>;

export const DEFAULT_SCENARIO: DefaultScenario = {
  profile: 'site',
  site: {
    name: 'Mock Site',
    description: 'A WordPress-style site served by mock-site',
    url: '',
    gmt_offset: '0',
    timezone_string: '',
    page_for_posts: 0,
    page_on_front: 0,
    show_on_front: 'posts',
    permalinks: 'plain',
  },
  auth: {
    enabled: true,
    nonce: 'mock-site-nonce',
    cookie: '',
    as_user: 'admin',
    delete_revisions: false,
    users: [
      {
        id: 1,
        username: 'admin',
        name: 'admin',
        email: 'admin@example.org',
        roles: ['administrator'],
        application_passwords: [{ name: 'mock-site', password: 'mock-site-password' }],
      },
      {
        id: 2,
        username: 'editor',
        name: 'Edith Editor',
        email: 'editor@example.org',
        roles: ['editor'],
        application_passwords: [{ name: 'mock-site', password: 'editor-password' }],
      },
      {
        id: 3,
        username: 'subscriber',
        name: 'Sam Subscriber',
        email: 'subscriber@example.org',
        roles: ['subscriber'],
        application_passwords: [{ name: 'mock-site', password: 'subscriber-password' }],
      },
    ],
  },
  clock: { start: '2026-01-15T09:00:00Z', advance: 'per-write' },
  seed: 1,
  jsonp: true,
  latency: 0,
  record: { redact: [], volatile_params: [] },
  data: DEFAULT_CONTENT,
};
