// `--profile`: the name of a built-in catalogue, or a message that says which there are.
import { PROFILES, type ProfileName } from '../model/catalogue.js';

const isProfile = (name: string): name is ProfileName => (PROFILES as readonly string[]).includes(name);

/** Why `name` names no profile (`label`: how the command line or its variable gave it), or null. */
export const profileProblem = (name: string, label = '--profile'): string | null =>
  isProfile(name) ? null : `${label} must be one of ${PROFILES.join(', ')} (got ${JSON.stringify(name)}).`;
