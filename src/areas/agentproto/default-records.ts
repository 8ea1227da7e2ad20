// The default shop's agent OAuth state: two registered public clients (Claude and Claude Code) and one app
// the administrator approved the day before the scenario clock starts, so GET /agentproto/v1/oauth/apps lists
// something. Its tokens are stored as hashes only and are not documented: new tokens come from the flow.
import { seededSha256 as sha256 } from '../seeded-digests.js';
import { CLIENTS, GRANTS } from './stores.js';

const clientId = (name: string) => sha256(`mock-site seeded OAuth client ${name}`);
const CLAUDE = clientId('claude');
const CLAUDE_CODE = clientId('claude-code');

export const DEFAULT_SHOP_OAUTH: Readonly<Record<string, Record<string, unknown>[]>> = {
  [CLIENTS]: [
    {
      id: CLAUDE,
      client_id: CLAUDE,
      client_secret_hash: null,
      client_name: 'Claude',
      redirect_uris: ['https://claude.ai/api/mcp/auth_callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      scope: 'mcp',
      created: '2026-01-12 14:03:27',
    },
    {
      id: CLAUDE_CODE,
      client_id: CLAUDE_CODE,
      client_secret_hash: null,
      client_name: 'Claude Code',
      redirect_uris: ['http://localhost:33418/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      scope: 'mcp',
      created: '2026-01-13 10:41:02',
    },
  ],
  [GRANTS]: [
    {
      id: 1,
      client_id: CLAUDE_CODE,
      user_id: 1,
      access_token_hash: sha256('seeded access 1'),
      refresh_token_hash: sha256('seeded refresh 1'),
      access_expires: '2026-01-13 11:41:09',
      refresh_expires: '2026-02-12 10:41:09',
      scope: 'mcp',
      created: '2026-01-13 10:41:09',
      revoked: true,
      last_used: '2026-01-13 11:02:44',
    },
    {
      id: 2,
      client_id: CLAUDE,
      user_id: 1,
      access_token_hash: sha256('seeded access 2'),
      refresh_token_hash: sha256('seeded refresh 2'),
      access_expires: '2026-01-14 17:20:00',
      refresh_expires: '2026-02-13 16:20:00',
      scope: 'mcp',
      created: '2026-01-14 16:20:00',
      revoked: false,
      last_used: '2026-01-14 16:58:31',
    },
  ],
};
