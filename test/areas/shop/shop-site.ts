// The shop deployment with the users its tests log in as: the administrator, a shop manager
// (manage_woocommerce, not manage_options, activate_plugins or install_plugins) and a subscriber.
import type { ScenarioFile } from '../../../src/scenario/defaults.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { basic, site } from '../../helpers.js';

export const SHOP_MANAGER = basic('sam', 'sam-password');
export const SUBSCRIBER = basic('subscriber', 'sub-password');

export function shopSite(overrides: ScenarioFile = {}) {
  return site({
    profile: 'shop',
    scenario: loadScenario(undefined, {
      auth: {
        users: [
          { id: 1, username: 'admin', roles: ['administrator'], application_passwords: [{ password: 'mock-site-password' }] },
          { id: 5, username: 'sam', roles: ['shop_manager'], application_passwords: [{ password: 'sam-password' }] },
          { id: 6, username: 'subscriber', roles: ['subscriber'], application_passwords: [{ password: 'sub-password' }] },
        ],
      },
      ...overrides,
    }),
  });
}
