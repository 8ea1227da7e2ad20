// GET/POST settings/themes. GET answers the four internal themes (each replaced by a stored theme of the same
// themeId) followed by the custom ones (get_themes()); POST stores the list given and answers it.
import type { Handler } from '../../../dispatch/types.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { badRequest, success } from '../reply.js';
import { THEMES } from '../../../catalogue/record-sets/assistant.js';
import { readSetting, writeSetting } from './setting-value.js';

const internal = (name: string, themeId: string) => ({ type: 'internal', name, themeId, settings: [], style: '' });
const INTERNAL = [internal('ChatGPT', 'chatgpt'), internal('Messages', 'messages'), internal('Timeless', 'timeless'), internal('Foundation', 'foundation')];

function themesOf(stored: Record<string, unknown>[]): Record<string, unknown>[] {
  const builtIn: Record<string, unknown>[] = INTERNAL.map((t) => ({ ...t }));
  const custom: Record<string, unknown>[] = [];
  for (const theme of stored) {
    const at = builtIn.findIndex((t) => t.themeId === theme.themeId);
    if (at >= 0) builtIn[at] = theme;
    else custom.push(theme);
  }
  return [...builtIn, ...custom];
}

export const themeSettings: Handler = async (req, ctx) => {
  const session = ctx.session;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const stored = readSetting(session, ctx.site.scenario, THEMES)?.themes;
    return success({ themes: themesOf(Array.isArray(stored) ? stored.filter(isPlainObject) : []) });
  }
  const given = req.params.themes;
  if (!Array.isArray(given))
    return badRequest('invalid_themes', 'themes must be the list of themes (GET settings/themes answers it): POST replaces the stored list.');
  const bad = given.findIndex((t) => !isPlainObject(t) || typeof t.themeId !== 'string' || t.themeId === '');
  if (bad >= 0) return badRequest('invalid_themes', `themes[${bad}] must be an object with a themeId (a non-empty string).`);
  session.tick();
  writeSetting(session, THEMES, { themes: given });
  await session.commit();
  return success({ themes: given });
};
