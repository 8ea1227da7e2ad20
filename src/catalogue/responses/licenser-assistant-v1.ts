// Response schema of licenser/assistant/v1 (Meow Apps' MeowCommonPro_Rest_License): both routes answer
// the licence record the licenser keeps in the `<prefix>_license` option.
import type { ResponseSchema } from '../types.js';
import { ok, record, text } from './assistant-common.js';

/** What MeowCommonPro_Licenser::validate_pro stores after a successful check. */
const licence = record({
  key: { type: 'string', pattern: '^[a-f0-9]{32}$', examples: ['0a1b2c3d4e5f60718293a4b5c6d7e8f9'] },
  issue: { type: 'null' },
  debug: record({
    resolved_ip: { type: 'null' },
    server_addr: { type: 'null' },
    server_host: { type: 'null' },
    google_response_code: { type: 'null' },
    meowapps_response_code: { type: 'null' },
    license_response_code: { const: 200 },
    google_body: { type: 'null' },
    meowapps_body: { type: 'null' },
    license_body: { type: 'null' },
  }),
  expires: text('lifetime', '2027-01-15 23:59:59'),
  license: { const: 'valid' },
});

/** POST get_license and POST set_license: `{ success: true, data: <licence> }`. */
export const licenceAnswer: ResponseSchema = ok({ data: licence });
