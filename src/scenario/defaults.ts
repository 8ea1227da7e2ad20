// The scenario file shape (YAML keys) and where the shipped default scenario lives.
import { fileURLToPath } from 'node:url';
import type { ProfileName } from '../catalogue/types.js';

/** scenarios/site.yaml: the embedded default, and the base every other scenario is read over. */
export const DEFAULT_SCENARIO_FILE = fileURLToPath(new URL('../../scenarios/site.yaml', import.meta.url));

export interface ScenarioFile {
  extends?: string;
  profile?: ProfileName;
  site?: Partial<{
    name: string; description: string; url: string; gmt_offset: string | number; timezone_string: string;
    page_for_posts: number; page_on_front: number; show_on_front: string;
  }>;
  auth?: Partial<{ enabled: boolean; nonce: string; as_user: string; users: UserFile[] }>;
  clock?: Partial<{ start: string }>;
  seed?: number;
  jsonp?: boolean;
}

export interface UserFile {
  id: number;
  username: string;
  name?: string;
  email?: string;
  roles?: string[];
  application_passwords?: { name?: string; password: string }[];
}
