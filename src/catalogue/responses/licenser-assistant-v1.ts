// Response schema of licenser/assistant/v1 (Meow Apps' MeowCommonPro_Rest_License): both routes answer the
// licence record the licenser keeps in the `<prefix>_license` option, or null when there is none. The key is
// a secret: answered with all but its last four characters hidden.
import type { ResponseSchema } from '../../model/catalogue.js';
import { maybe, nil, ok, record, text } from './assistant-common.js';

const debug = record({
  resolved_ip: nil,
  server_addr: nil,
  server_host: nil,
  google_response_code: nil,
  meowapps_response_code: nil,
  license_response_code: { const: 200 },
  google_body: nil,
  meowapps_body: nil,
  license_body: nil,
});

/** What MeowCommonPro_Licenser::validate_pro stores: after a check (`debug`), or forced (`logs`, `check_url`). */
const licence = record(
  {
    key: { type: 'string', pattern: '^\\*{28}[a-f0-9]{4}$', examples: ['****************************e8f9'] },
    issue: { enum: [null, 'missing', 'expired', 'disabled', 'no_activations_left', 'item_name_mismatch'] },
    expires: maybe(text('lifetime', '2027-01-15 23:59:59')),
    license: { enum: ['valid', null] },
    debug,
    logs: text('Forced by admin@example.org on 2026/01/15.'),
    check_url: text(
      'https://meowapps.com/?edd_action=activate_license&item_name=AI%20Engine%20Pro&license=****************************e8f9&url=http://127.0.0.1:8080',
    ),
  },
  ['debug', 'logs', 'check_url'],
);

/** POST get_license and POST set_license: `{ success: true, data: <licence or null> }`. */
export const licenceAnswer: ResponseSchema = ok({ data: { oneOf: [nil, licence] } });
