// PluginsHelper::install_plugins() and activate_plugins(): what a synchronous call and a finished job both do.
// Errors are collected per plugin in a WP_Error, which the answer carries json-encoded.
import { hash32 } from '../../store/seeded-hash.js';
import type { Session } from '../../store/session.js';
import { activatePlugin, activeSlugs, addPlugin, installedPlugin } from '../plugins/plugin-store.js';
import { directoryEntry } from './plugin-directory.js';

/** A WP_Error's messages by code (here: by plugin). */
export type ErrorMessages = Record<string, string[]>;

/** json_encode( WP_Error ): its public `errors` and `error_data` (PHP's empty arrays encode as []). */
export const wpErrorJson = (errors: ErrorMessages): Record<string, unknown> => ({ errors: Object.keys(errors).length ? errors : [], error_data: [] });

/** `object[key] = value` for any key, `__proto__` included (plugin names come from the request). */
const setOwn = <T>(object: Record<string, T>, key: string, value: T): void => {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
};

/** WP_Error::add(): one more message under `code`. */
function addError(errors: ErrorMessages, code: string, message: string): void {
  if (Object.hasOwn(errors, code)) errors[code]!.push(message);
  else setOwn(errors, code, [message]);
}

/** sanitize_key(). */
const sanitizeKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_-]/g, '');

/** How long the upgrader took, in milliseconds: made up, but the same for the same plugin. */
const installMillis = (slug: string): number => 600 + (hash32(`install|${slug}`) % 2400);

export interface Installed {
  installed: string[];
  results: Record<string, boolean>;
  time: Record<string, number>;
  errors: ErrorMessages;
}

/** Installs each plugin the directory has (inactive); already installed ones count as installed (the caller ticks and commits). */
export function installPlugins(session: Session, plugins: readonly string[]): Installed {
  const out: Installed = { installed: [], results: {}, time: {}, errors: {} };
  for (const plugin of plugins) {
    const slug = sanitizeKey(plugin);
    if (installedPlugin(session, slug)) {
      out.installed.push(plugin);
      continue;
    }
    const entry = directoryEntry(session, slug);
    if (!entry) {
      addError(out.errors, plugin, `The requested plugin \`${slug}\` could not be installed. Plugin API call failed.`);
      continue;
    }
    addPlugin(session, entry);
    setOwn(out.results, plugin, true);
    setOwn(out.time, plugin, installMillis(slug));
    out.installed.push(plugin);
  }
  return out;
}

export interface Activated {
  activated: string[];
  active: string[];
  errors: ErrorMessages;
}

/** Activates each installed plugin (the caller ticks and commits). */
export function activatePlugins(session: Session, plugins: readonly string[]): Activated {
  const out: Activated = { activated: [], active: [], errors: {} };
  for (const plugin of plugins) {
    const installed = installedPlugin(session, plugin);
    if (!installed) {
      // WooCommerce's own wording, stray period included.
      addError(out.errors, plugin, `The requested plugin \`${plugin}\`. is not yet installed.`);
      continue;
    }
    activatePlugin(session, installed);
    out.activated.push(plugin);
  }
  out.active = activeSlugs(session);
  return out;
}
