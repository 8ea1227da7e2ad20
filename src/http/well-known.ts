// The OAuth discovery documents at the host root, where RFC 9728 and RFC 8414 clients (the MCP SDK among them)
// look first: every path that starts with /.well-known/oauth-protected-resource or
// /.well-known/oauth-authorization-server, bare or with the resource's or issuer's path appended, on a profile
// that serves agentproto/v1. As the plugin's parse_request hook answers them before WordPress would answer 404:
// any method, 200, the no-cache headers, JSON and `Access-Control-Allow-Origin: *`, and no other header.
// /.well-known/openid-configuration is not among them: the plugin does not serve it, so it stays a 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorizationServerDocument, NAMESPACE, protectedResourceDocument } from '../areas/agentproto/metadata.js';
import type { Site } from '../dispatch/types.js';
import { wpJson } from '../wp/json.js';

const DOCUMENTS: readonly (readonly [prefix: string, document: (origin: string) => unknown])[] = [
  ['/.well-known/oauth-protected-resource', protectedResourceDocument],
  ['/.well-known/oauth-authorization-server', authorizationServerDocument],
];

/** Answers a discovery document; false for any other address, or where the profile has no OAuth server. */
export function handleWellKnown(site: Site, req: IncomingMessage, res: ServerResponse, origin: string): boolean {
  const path = (req.url ?? '/').split('?', 1)[0]!;
  if (!path.startsWith('/.well-known/') || !site.profile.namespaces.includes(NAMESPACE)) return false;
  const found = DOCUMENTS.find(([prefix]) => path.startsWith(prefix));
  if (!found) return false;
  const body = Buffer.from(wpJson(found[1](origin)));
  res.writeHead(200, {
    Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
    'Cache-Control': 'no-cache, must-revalidate, max-age=0',
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
