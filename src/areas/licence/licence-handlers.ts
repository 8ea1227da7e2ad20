// POST licenser/assistant/v1 get_license and set_license (MeowCommonPro_Rest_License): both answer
// `{ success: true, data: <the licence, or null> }`. set_license takes `serialKey` (null removes the licence)
// and `override` (force it without asking the server). The key is checked for the server's format first.
import type { Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import { keyHash, keyHint, keyProblem, maskedKey } from './licence-key.js';
import { checkKey, currentLicence, licenceView, saveLicence, type Licence } from './licence-state.js';

const ITEM = 'AI Engine Pro';

const answer = (licence: Licence | null) => ({ data: { success: true, data: licenceView(licence) } });

export const getLicence: Handler = (_req, ctx) => answer(currentLicence(ctx.session, ctx));

const invalid = (message: string) => new WpError('licenser_invalid_key', message, { status: 400, param: 'serialKey' });

export const setLicence: Handler = async (req, ctx) => {
  if (!('serialKey' in req.params)) return invalid('serialKey is required: the licence key to validate, or null to remove the licence.');
  const given = req.params.serialKey;
  if (given !== null && typeof given !== 'string') return invalid('serialKey must be a string (the licence key) or null.');
  const session = ctx.session;
  const key = (given ?? '').trim();
  let licence: Licence | null = null;
  if (key !== '') {
    const problem = keyProblem(key);
    if (problem) return invalid(problem);
    const override = req.params.override === true || req.params.override === 'true' || req.params.override === '1' || req.params.override === 1;
    if (override) {
      const day = session.now()[0].slice(0, 10).replace(/-/g, '/');
      const home = req.origin.toLowerCase();
      licence = {
        key_hash: keyHash(key),
        key_hint: keyHint(key),
        issue: null,
        expires: 'lifetime',
        license: null,
        logs: `Forced by ${req.user?.email ?? 'an administrator'} on ${day}.`,
        check_url: `https://meowapps.com/?edd_action=activate_license&item_name=${encodeURIComponent(ITEM)}&license=${maskedKey(keyHint(key))}&url=${home}`,
      };
    } else {
      licence = checkKey(session, key);
    }
  }
  session.tick();
  saveLicence(session, licence);
  await session.commit();
  return answer(licence);
};
