// Changes to what is installed on the site, made where the site keeps it: activate_plugin() marks a plugin active
// in the shared plugin store; switch_theme() makes a theme the theme area's active one.
import type { Session } from '../../store/session.js';
import { activatePlugin as activateInstalledPlugin, installedPlugins } from '../plugins/plugin-store.js';
import { activateTheme } from '../sitetool/theme/active-theme.js';
import type { LocalProduct } from './stores.js';

export function activatePlugin(session: Session, plugin: LocalProduct): void {
  const installed = installedPlugins(session).find((p) => p.id === plugin.id);
  if (installed) activateInstalledPlugin(session, installed);
}

export const switchTheme = (session: Session, theme: LocalProduct): void => activateTheme(session, theme.slug);
