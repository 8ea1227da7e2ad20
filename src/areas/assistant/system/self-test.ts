// POST agent/self_test: the loopback probe of the agent OAuth discovery document (rest_mcp_self_test()). The
// mock asks itself, anonymously as an agent would, for the protected-resource metadata and reports what came
// back, with the plugin's verdict.
import type { Handler } from '../../../dispatch/types.js';
import { isWpError } from '../../../wp/errors.js';
import { restUrl } from '../../../wp/links.js';
import { innerRequest } from '../../../wp/request.js';
import { success } from '../reply.js';

const DISCOVERY = '/agentproto/v1/.well-known/oauth-protected-resource';

interface Probe {
  url: string;
  reachable: boolean;
  status: number | null;
  content_type: string | null;
}

function verdictOf(probe: Probe): { verdict: string; message: string } {
  if (probe.status === 200) {
    return {
      verdict: 'ok',
      message: "Your site allows the python-httpx User-Agent on the OAuth discovery path. Claude.ai's connector should be able to reach it.",
    };
  }
  if (probe.status === 404) {
    return {
      verdict: 'wellknown_blocked',
      message:
        'Your host returned 404 for the host-root /.well-known/oauth-protected-resource path. This usually means your hosting layer (.htaccess, nginx config, or a security plugin) intercepts /.well-known/* paths before WordPress sees them. Adjust rewrites so the path reaches index.php.',
    };
  }
  return {
    verdict: 'unexpected_status',
    message: `Got HTTP ${probe.status} from the loopback probe. Expected 200. Investigate the response in your CDN/origin logs.`,
  };
}

export const agentSelfTest: Handler = async (req, ctx) => {
  const probeReq = innerRequest(req, {
    method: 'GET',
    route: DISCOVERY,
    headers: { 'user-agent': 'python-httpx/0.28.1', accept: 'application/json' },
    user: null,
  });
  const { outcome } = await ctx.site.dispatch(probeReq);
  const status = isWpError(outcome) ? outcome.status : (outcome.status ?? 200);
  const probe: Probe = { url: restUrl(req.origin, DISCOVERY), reachable: true, status, content_type: 'application/json; charset=UTF-8' };
  return success({ ...verdictOf(probe), probe, reference: { ...probe } });
};
